import { fileProblem, uploadHint } from './fileCheck';

const limits = {
  maxBytes: 1024,
  maxLabel: '1 KB',
  types: ['pdf', 'docx', 'zip'],
  accept: '.pdf,.docx,.zip',
  adminTypes: ['pdf'],
};

describe('file checks before an upload', () => {
  it('refuses too large, empty and other types with the server wording', () => {
    expect(fileProblem(new File(['x'.repeat(2000)], 'a.pdf'), limits)).toBe('El archivo supera el tamaño máximo permitido (1 KB).');
    expect(fileProblem(new File([], 'a.pdf'), limits)).toBe('El archivo está vacío.');
    expect(fileProblem(new File(['x'], 'a.exe'), limits)).toBe('Tipo de archivo no permitido. Formatos aceptados: PDF, DOCX, ZIP.');
    expect(fileProblem(new File(['x'], 'Sílabo.PDF'), limits)).toBeNull();
    expect(fileProblem(new File(['x'], 'a.exe'), undefined)).toBeNull();
  });

  it('shows the limit and the formats', () => {
    expect(uploadHint(limits)).toBe('Máximo 1 KB. Formatos: PDF, DOCX, ZIP.');
  });
});
