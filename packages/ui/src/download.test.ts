import { downloadError, fileNameOf } from './download';

describe('downloads', () => {
  it('reads the file name of content-disposition, the UTF-8 one first', () => {
    expect(fileNameOf(`attachment; filename="reporte-a.csv"; filename*=UTF-8''reporte-a%C3%B1o.csv`, 'x')).toBe('reporte-año.csv');
    expect(fileNameOf('attachment; filename="participantes.csv"', 'x')).toBe('participantes.csv');
    expect(fileNameOf(undefined, 'x.csv')).toBe('x.csv');
  });

  it('reads the Spanish message of a failed download from its Blob body', async () => {
    const blob = new Blob([JSON.stringify({ error: 'Formato inválido (csv, xlsx o pdf).' })], { type: 'application/json' });
    expect(await downloadError({ response: { status: 400, data: blob } }, 'No se pudo descargar.')).toBe(
      'Formato inválido (csv, xlsx o pdf).',
    );
    expect(await downloadError({ response: { status: 500, data: new Blob(['<html>']) } }, 'No se pudo descargar.')).toBe(
      'No se pudo descargar.',
    );
    expect(await downloadError({ response: { status: 403, data: { error: 'No tienes permiso.' } } }, 'x')).toBe('No tienes permiso.');
  });
});
