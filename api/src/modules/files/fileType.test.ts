import { ADMIN_UPLOAD_TYPES, FILE_RESOURCE_TYPES, checkUpload, formatSize, sniffFileType } from './fileType';
import { makeOle, makeOoxml, makePdf, makeZip } from './testFixtures';
import { zipEntryNames } from './zipEntries';

const MB = 1024 * 1024;

describe('zipEntryNames', () => {
  it('lists the entries of an archive', () => {
    expect(zipEntryNames(makeZip({ 'a.txt': 'hola', 'dir/b.txt': 'x' }))).toEqual(['a.txt', 'dir/b.txt']);
  });
  it('returns null for garbage and truncated archives', () => {
    expect(zipEntryNames(Buffer.from('PK\u0003\u0004 not really a zip at all....'))).toBeNull();
    const zip = makeZip({ 'a.txt': 'hola' });
    expect(zipEntryNames(zip.subarray(0, zip.length - 30))).toBeNull();
  });
});

describe('sniffFileType', () => {
  it('recognises each format by content', () => {
    expect(sniffFileType(makePdf())).toBe('pdf');
    expect(sniffFileType(makeOoxml('pptx'))).toBe('pptx');
    expect(sniffFileType(makeOoxml('docx'))).toBe('docx');
    expect(sniffFileType(makeOoxml('xlsx'))).toBe('xlsx');
    expect(sniffFileType(makeOle('ppt'))).toBe('ppt');
    expect(sniffFileType(makeOle('doc'))).toBe('doc');
    expect(sniffFileType(makeOle('xls'))).toBe('xls');
    expect(sniffFileType(makeOle('other'))).toBe('ole');
    expect(sniffFileType(makeZip({ 'notas.txt': 'x' }))).toBe('zip');
    expect(sniffFileType(Buffer.from('nombre,nota\nAna,18\n', 'utf8'))).toBe('text');
    expect(sniffFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBeNull();
  });
  it('rejects a zip that only claims OOXML by a folder without [Content_Types].xml', () => {
    expect(sniffFileType(makeZip({ 'ppt/presentation.xml': '<x/>' }))).toBe('zip');
  });
});

describe('checkUpload', () => {
  it('accepts the admin types when content and name agree', () => {
    expect(checkUpload(makePdf(), 'Sílabo.pdf', ADMIN_UPLOAD_TYPES, MB)).toEqual({
      ok: true,
      type: 'pdf',
      mime: 'application/pdf',
      extension: 'pdf',
    });
    expect(checkUpload(makeOoxml('pptx'), 'clase.PPTX', ADMIN_UPLOAD_TYPES, MB)).toMatchObject({ ok: true, type: 'pptx' });
    expect(checkUpload(makeOle('ppt'), 'clase.ppt', ADMIN_UPLOAD_TYPES, MB)).toMatchObject({ ok: true, type: 'ppt' });
  });

  it('refuses other types for the admin upload with 415', () => {
    expect(checkUpload(makeOoxml('docx'), 'a.docx', ADMIN_UPLOAD_TYPES, MB)).toEqual({
      ok: false,
      status: 415,
      error: 'Tipo de archivo no permitido. Formatos aceptados: PDF, PPT, PPTX.',
    });
    expect(checkUpload(Buffer.from('MZ\u0090\u0000'), 'virus.exe', ADMIN_UPLOAD_TYPES, MB)).toMatchObject({ status: 415 });
  });

  it('refuses a renamed file whose content is not what its name says', () => {
    expect(checkUpload(Buffer.from('hola'), 'falso.pdf', ADMIN_UPLOAD_TYPES, MB)).toEqual({
      ok: false,
      status: 415,
      error: 'El contenido del archivo no corresponde a un archivo PDF válido.',
    });
    expect(checkUpload(makeOoxml('docx'), 'a.pptx', ADMIN_UPLOAD_TYPES, MB)).toMatchObject({ ok: false, status: 415 });
    expect(checkUpload(makeOle('doc'), 'a.ppt', ADMIN_UPLOAD_TYPES, MB)).toMatchObject({ ok: false, status: 415 });
    expect(checkUpload(makePdf(), 'a.csv', FILE_RESOURCE_TYPES, MB)).toMatchObject({ ok: false, status: 415 });
    expect(checkUpload(Buffer.from([0xc3, 0x28, 0x41]), 'a.txt', FILE_RESOURCE_TYPES, MB)).toMatchObject({
      ok: false,
      status: 415,
    });
  });

  it('accepts every teacher resource type', () => {
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
      expect(checkUpload(buf, name, FILE_RESOURCE_TYPES, MB)).toMatchObject({ ok: true, type: name.split('.')[1] });
    }
  });

  it('types a file without extension by its content', () => {
    expect(checkUpload(makePdf(), 'documento', FILE_RESOURCE_TYPES, MB)).toMatchObject({ ok: true, type: 'pdf' });
    expect(checkUpload(Buffer.from('hola'), 'notas', FILE_RESOURCE_TYPES, MB)).toMatchObject({ ok: true, type: 'txt' });
    expect(checkUpload(Buffer.from('hola'), 'notas', ADMIN_UPLOAD_TYPES, MB)).toMatchObject({ ok: false, status: 415 });
  });

  it('refuses files over the limit with 413 and empty files with 415', () => {
    expect(checkUpload(Buffer.alloc(2 * MB + 1, 0x20), 'a.txt', FILE_RESOURCE_TYPES, 2 * MB)).toEqual({
      ok: false,
      status: 413,
      error: 'El archivo supera el tamaño máximo permitido (2 MB).',
    });
    expect(checkUpload(Buffer.alloc(0), 'a.txt', FILE_RESOURCE_TYPES, MB)).toEqual({
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
