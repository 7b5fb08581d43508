import { tooManyAttemptsMessage } from './authValues';

describe('tooManyAttemptsMessage', () => {
  it('says how long to wait, in seconds under a minute and in whole minutes above', () => {
    expect(tooManyAttemptsMessage(1)).toBe('Demasiados intentos. Espera 1 segundo e inténtalo de nuevo.');
    expect(tooManyAttemptsMessage(7.2)).toBe('Demasiados intentos. Espera 8 segundos e inténtalo de nuevo.');
    expect(tooManyAttemptsMessage(60)).toBe('Demasiados intentos. Espera 1 minuto e inténtalo de nuevo.');
    expect(tooManyAttemptsMessage(61)).toBe('Demasiados intentos. Espera 2 minutos e inténtalo de nuevo.');
    expect(tooManyAttemptsMessage(0)).toBe('Demasiados intentos. Espera 1 segundo e inténtalo de nuevo.');
  });
});
