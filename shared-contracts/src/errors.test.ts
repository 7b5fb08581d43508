import { NETWORK_ERROR_MESSAGE, errorMessage } from './errors';

describe('errorMessage', () => {
  it("prefers the server's Spanish error, then its message", () => {
    expect(errorMessage({ response: { data: { error: 'Curso no encontrado.' } } }, 'x')).toBe('Curso no encontrado.');
    expect(errorMessage({ response: { data: { message: 'Sin permiso.' } } }, 'x')).toBe('Sin permiso.');
  });

  it('never shows the HTTP client texts: no answer reads the Spanish network message, an answer without body the fallback', () => {
    expect(errorMessage({ isAxiosError: true, name: 'AxiosError', code: 'ERR_NETWORK', message: 'Network Error' }, 'x')).toBe(
      NETWORK_ERROR_MESSAGE,
    );
    expect(errorMessage({ isAxiosError: true, code: 'ECONNABORTED', message: 'timeout of 1000ms exceeded' }, 'x')).toBe(
      NETWORK_ERROR_MESSAGE,
    );
    expect(
      errorMessage(
        { isAxiosError: true, message: 'Request failed with status code 500', response: { status: 500, data: '' } },
        'No se pudo cargar.',
      ),
    ).toBe('No se pudo cargar.');
  });

  it("keeps the product's own Spanish errors and falls back otherwise", () => {
    expect(errorMessage(new Error('El servidor no confirmó el borrado.'), 'x')).toBe('El servidor no confirmó el borrado.');
    expect(errorMessage(null, 'No se pudo guardar.')).toBe('No se pudo guardar.');
  });
});
