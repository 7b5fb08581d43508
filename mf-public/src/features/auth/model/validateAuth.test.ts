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
      email: 'Ingresa tu correo electrónico.',
      password: 'Ingresa tu contraseña.',
    });
    expect(validateLogin({ email: ' a@b.pe ', password: 'x' })).toEqual({});
  });

  it('register: every rule of section 5, phone optional', () => {
    expect(validateRegister(valid)).toEqual({});
    expect(validateRegister({ ...valid, name: ' ', surname: '', email: '', password: 'corta', confirm: 'otra', terms: false })).toEqual({
      name: 'Ingresa tus nombres.',
      surname: 'Ingresa tus apellidos.',
      email: 'Ingresa tu correo electrónico.',
      password: 'La contraseña debe tener al menos 8 caracteres.',
      confirm: 'Las contraseñas no coinciden.',
      terms: 'Debes aceptar los términos y condiciones.',
    });
    expect(validateRegister({ ...valid, password: '1234567', confirm: '1234567' })).toEqual({
      password: 'La contraseña debe tener al menos 8 caracteres.',
    });
    expect(validateRegister({ ...valid, password: '12345678', confirm: '12345678' })).toEqual({});
  });

  it('full name collapses whitespace', () => {
    expect(buildFullName('  María   José ', ' Quispe\t Huamán ')).toBe('María José Quispe Huamán');
  });

  it('change password: current required, new ≥ 8 and different, confirmation matches', () => {
    expect(validateChangePassword({ currentPassword: '', newPassword: 'abc', confirm: 'abd' })).toEqual({
      currentPassword: 'Ingresa tu contraseña temporal.',
      newPassword: 'La contraseña debe tener al menos 8 caracteres.',
      confirm: 'Las contraseñas no coinciden.',
    });
    expect(validateChangePassword({ currentPassword: 'Temp-1234', newPassword: 'Temp-1234', confirm: 'Temp-1234' })).toEqual({
      newPassword: 'La nueva contraseña debe ser distinta de la temporal.',
    });
  });
});
