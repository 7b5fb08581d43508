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
});
