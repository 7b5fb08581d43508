import { isConnectionFailure } from './connectionFailure';

const axiosError = (fields: object) => Object.assign(new Error('x'), { isAxiosError: true, name: 'AxiosError' }, fields);

describe('isConnectionFailure', () => {
  it('is a call that got no answer, or code that could not be downloaded', () => {
    expect(isConnectionFailure(axiosError({ code: 'ERR_NETWORK' }))).toBe(true);
    expect(isConnectionFailure(axiosError({ code: 'ECONNABORTED' }))).toBe(true);
    expect(isConnectionFailure({ code: 'ETIMEDOUT' })).toBe(true);
    expect(isConnectionFailure(Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' }))).toBe(true);
  });

  it('is not an answer of the server, a cancelled call or any other error', () => {
    expect(isConnectionFailure(axiosError({ response: { status: 422, data: { error: 'El plazo de entrega venció.' } } }))).toBe(false);
    expect(isConnectionFailure(axiosError({ response: { status: 500 } }))).toBe(false);
    expect(isConnectionFailure(axiosError({ name: 'CanceledError', code: 'ERR_CANCELED' }))).toBe(false);
    expect(isConnectionFailure(new Error('El servidor no confirmó el borrado.'))).toBe(false);
    expect(isConnectionFailure(null)).toBe(false);
  });
});
