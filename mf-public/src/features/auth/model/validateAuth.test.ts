import { buildFullName, validateChangePassword, validateLogin, validateRegister } from './validateAuth';

const valid = {
  name: 'Ana',
  surname: 'Ríos',
  email: 'ana@inpro.test',
  phone: '',
  password: 'Secreta123',
  confirm: 'Secreta123',
  terms: true,
};

describe('auth validation', () => {
  it('login: e-mail and password required', () => {
    expect(validateLogin({ email: '  ', password: '' })).toEqual({
      email: 'Email es requerido.',
      password: 'Contraseña es requerida.',
    });
    expect(validateLogin({ email: ' a@b.pe ', password: 'x' })).toEqual({});
  });

  it('register: every rule of section 5, phone optional', () => {
    expect(validateRegister(valid)).toEqual({});
    expect(validateRegister({ ...valid, name: ' ', surname: '', email: '', password: 'corta', confirm: 'otra', terms: false })).toEqual({
      name: 'Nombre es requerido.',
      surname: 'Apellido es requerido.',
      email: 'Email es requerido.',
      password: 'La contraseña debe tener al menos 10 caracteres.',
      confirm: 'Las contraseñas no coinciden.',
      terms: 'Debes aceptar los términos y condiciones.',
    });
    expect(validateRegister({ ...valid, password: '1234567', confirm: '1234567' })).toEqual({
      password: 'La contraseña debe tener al menos 10 caracteres.',
    });
    expect(validateRegister({ ...valid, password: '1234567890', confirm: '1234567890' })).toEqual({
      password: 'Esa contraseña es demasiado común y fácil de adivinar; elige otra.',
    });
    expect(validateRegister({ ...valid, password: 'Clave.Segura2026', confirm: 'Clave.Segura2026', phone: '987 654 321' })).toEqual({});
    expect(validateRegister({ ...valid, phone: 'abc' })).toEqual({ phone: 'Teléfono inválido.' });
  });

  it('full name collapses whitespace', () => {
    expect(buildFullName('  María   José ', ' Quispe\t Huamán ')).toBe('María José Quispe Huamán');
  });

  it('change password: current required, new ≥ 10, not common and different, confirmation matches', () => {
    expect(validateChangePassword({ currentPassword: '', newPassword: 'abc', confirm: 'abd' })).toEqual({
      currentPassword: 'Ingresa tu contraseña actual.',
      newPassword: 'La contraseña debe tener al menos 10 caracteres.',
      confirm: 'Las contraseñas no coinciden.',
    });
    expect(validateChangePassword({ currentPassword: 'Temp-1234-ab', newPassword: 'Temp-1234-ab', confirm: 'Temp-1234-ab' })).toEqual({
      newPassword: 'La nueva contraseña debe ser distinta de la temporal.',
    });
    expect(
      validateChangePassword({ currentPassword: 'Temp-1234-ab', newPassword: 'Nueva-Clave-2026', confirm: 'Nueva-Clave-2026' }),
    ).toEqual({});
  });
});
