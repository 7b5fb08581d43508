import { ADMIN_UPLOAD_TYPES, FILE_RESOURCE_TYPES, checkUpload, formatSize, sniffFileType } from './fileType';
import ExcelJS from 'exceljs';
import { makeOle, makeOoxml, makePdf, makeZip } from './testFixtures';

const MB = 1024 * 1024;

describe('sniffFileType', () => {
  it('recognises each format by content', async () => {
    expect(await sniffFileType(makePdf())).toBe('pdf');
    expect(await sniffFileType(makeOoxml('pptx'))).toBe('pptx');
    expect(await sniffFileType(makeOoxml('docx'))).toBe('docx');
    expect(await sniffFileType(makeOoxml('xlsx'))).toBe('xlsx');
    expect(await sniffFileType(makeOle('ppt'))).toBe('ppt');
    expect(await sniffFileType(makeOle('doc'))).toBe('doc');
    expect(await sniffFileType(makeOle('xls'))).toBe('xls');
    expect(await sniffFileType(makeOle('other'))).toBe('ole');
    expect(await sniffFileType(makeZip({ 'notas.txt': 'x' }))).toBe('zip');
    expect(await sniffFileType(Buffer.from('nombre,nota\nAna,18\n', 'utf8'))).toBe('text');
    expect(await sniffFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBeNull();
  });
  it('rejects a zip that only claims OOXML by a folder without [Content_Types].xml', async () => {
    expect(await sniffFileType(makeZip({ 'ppt/presentation.xml': '<x/>' }))).toBe('zip');
  });
  it('recognises a workbook written by a real spreadsheet library', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Participantes').addRow(['Email', 'Nombre']);
    expect(await sniffFileType(Buffer.from(await book.xlsx.writeBuffer()))).toBe('xlsx');
  });
  it('takes macro-enabled and template Office files as their document kind', async () => {
    const docm = makeZip({
      '[Content_Types].xml':
        '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/></Types>',
      'word/document.xml': '<x/>',
    });
    expect(await sniffFileType(docm)).toBe('docx');
  });
  it('finds a PDF header after a few bytes of junk, but not a PDF stored inside a zip', async () => {
    expect(await sniffFileType(Buffer.concat([Buffer.from([0, 1, 2, 3]), makePdf()]))).toBe('pdf');
    expect(await sniffFileType(makeZip({ 'lecturas/uno.pdf': makePdf() }))).toBe('zip');
  });
});

describe('checkUpload', () => {
  it('accepts the admin types when content and name agree', async () => {
    expect(await checkUpload(makePdf(), 'Sílabo.pdf', ADMIN_UPLOAD_TYPES, MB)).toEqual({
      ok: true,
      type: 'pdf',
      mime: 'application/pdf',
      extension: 'pdf',
    });
    expect(await checkUpload(makeOoxml('pptx'), 'clase.PPTX', ADMIN_UPLOAD_TYPES, MB)).toMatchObject({ ok: true, type: 'pptx' });
    expect(await checkUpload(makeOle('ppt'), 'clase.ppt', ADMIN_UPLOAD_TYPES, MB)).toMatchObject({ ok: true, type: 'ppt' });
  });

  it('refuses other types for the admin upload with 415', async () => {
    expect(await checkUpload(makeOoxml('docx'), 'a.docx', ADMIN_UPLOAD_TYPES, MB)).toEqual({
      ok: false,
      status: 415,
      error: 'Tipo de archivo no permitido. Formatos aceptados: PDF, PPT, PPTX.',
    });
    expect(await checkUpload(Buffer.from('MZ\u0090\u0000'), 'virus.exe', ADMIN_UPLOAD_TYPES, MB)).toMatchObject({ status: 415 });
  });

  it('refuses a renamed file whose content is not what its name says', async () => {
    expect(await checkUpload(Buffer.from('hola'), 'falso.pdf', ADMIN_UPLOAD_TYPES, MB)).toEqual({
      ok: false,
      status: 415,
      error: 'El contenido del archivo no corresponde a un archivo PDF válido.',
    });
    expect(await checkUpload(makeOoxml('docx'), 'a.pptx', ADMIN_UPLOAD_TYPES, MB)).toMatchObject({ ok: false, status: 415 });
    expect(await checkUpload(makeOle('doc'), 'a.ppt', ADMIN_UPLOAD_TYPES, MB)).toMatchObject({ ok: false, status: 415 });
    expect(await checkUpload(makePdf(), 'a.csv', FILE_RESOURCE_TYPES, MB)).toMatchObject({ ok: false, status: 415 });
    expect(await checkUpload(Buffer.from([0xc3, 0x28, 0x41]), 'a.txt', FILE_RESOURCE_TYPES, MB)).toMatchObject({
      ok: false,
      status: 415,
    });
  });

  it('accepts every teacher resource type', async () => {
    const files: Array<[Buffer, string]> = [
      [makePdf(), 'a.pdf'],
      [makeOle('ppt'), 'a.ppt'],
      [makeOoxml('pptx'), 'a.pptx'],
      [makeOle('doc'), 'a.doc'],
      [makeOoxml('docx'), 'a.docx'],
      [makeOle('xls'), 'a.xls'],
      [makeOoxml('xlsx'), 'a.xlsx'],
      [Buffer.from('alumno,nota\nAnaí,18\n'), 'a.csv'],
      [Buffer.from('\ufeffLectura obligatoria: Código Civil, art. 1351.\r\n'), 'a.txt'],
      [makeZip({ 'lecturas/uno.pdf': makePdf() }), 'a.zip'],
      [makeOoxml('docx'), 'paquete.zip'],
    ];
    for (const [buf, name] of files) {
      expect(await checkUpload(buf, name, FILE_RESOURCE_TYPES, MB)).toMatchObject({ ok: true, type: name.split('.')[1] });
    }
  });

  it('types a file without extension by its content', async () => {
    expect(await checkUpload(makePdf(), 'documento', FILE_RESOURCE_TYPES, MB)).toMatchObject({ ok: true, type: 'pdf' });
    expect(await checkUpload(Buffer.from('hola'), 'notas', FILE_RESOURCE_TYPES, MB)).toMatchObject({ ok: true, type: 'txt' });
    expect(await checkUpload(Buffer.from('hola'), 'notas', ADMIN_UPLOAD_TYPES, MB)).toMatchObject({ ok: false, status: 415 });
  });

  it('refuses files over the limit with 413 and empty files with 415', async () => {
    expect(await checkUpload(Buffer.alloc(2 * MB + 1, 0x20), 'a.txt', FILE_RESOURCE_TYPES, 2 * MB)).toEqual({
      ok: false,
      status: 413,
      error: 'El archivo supera el tamaño máximo permitido (2 MB).',
    });
    expect(await checkUpload(Buffer.alloc(0), 'a.txt', FILE_RESOURCE_TYPES, MB)).toEqual({
      ok: false,
      status: 415,
      error: 'El archivo está vacío.',
    });
  });
});

describe('formatSize', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [350 * 1024, '350 KB'],
    [5 * MB, '5 MB'],
    [2.25 * MB, '2.3 MB'],
    [null, ''],
  ])('%s → %s', (bytes, label) => {
    expect(formatSize(bytes as number | null)).toBe(label);
  });
});
