import { toCsv, toPdf } from './tableExport';

describe('table exports', () => {
  const table = {
    title: 'Prueba',
    columns: [{ header: 'Nombre' }, { header: 'Monto', numeric: true }],
    rows: [
      ['Ana "La Jefa", Pérez', 10.5],
      ['=HYPERLINK("http://x")', -3],
      ['línea\nnueva', null],
    ],
    footer: ['Total', 7.5],
  };

  it('writes RFC 4180 CSV with a BOM, quoting and formula-safe texts', () => {
    const text = toCsv(table).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Nombre,Monto',
      '"Ana ""La Jefa"", Pérez",10.5',
      `"'=HYPERLINK(""http://x"")",-3`,
      '"línea\nnueva",',
      'Total,7.5',
      '',
    ]);
  });

  it('writes a PDF with the title and every row', async () => {
    const pdf = await toPdf(table, { compress: false });
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('Prueba');
  });

  it('continues a long PDF table on the pages it needs', async () => {
    const pages = async (rows: number) => {
      const long = { ...table, rows: Array.from({ length: rows }, (_, i) => [`Participante ${i + 1}`, i]) };
      const text = (await toPdf(long, { compress: false })).toString('latin1');
      return text.match(/\/Type \/Page\b/g)?.length ?? 0;
    };
    expect(await pages(3)).toBe(1);
    expect(await pages(200)).toBeGreaterThan(3);
  });

  it('keeps an empty table readable: its header and a note', async () => {
    const pdf = await toPdf({ ...table, rows: [], footer: undefined }, { compress: false });
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
  });
});
