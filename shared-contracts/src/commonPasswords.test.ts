import { isCommonPassword } from './commonPasswords';

describe('isCommonPassword', () => {
  it('refuses the usual guesses, with or without a year or symbols after them', () => {
    for (const p of ['1234567890', 'Contraseña', 'password2026', 'Qwerty123!', 'aaaaaaaaaa', 'Inpro2026', 'Alianzalima2025'])
      expect([p, isCommonPassword(p)]).toEqual([p, true]);
  });

  it('accepts passwords that are not in the list', () => {
    for (const p of ['Clave.Segura2026', 'Clave-Segura-1', 'Inpro2026!x', 'mi perro come arroz'])
      expect([p, isCommonPassword(p)]).toEqual([p, false]);
  });
});
