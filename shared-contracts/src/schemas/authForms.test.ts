import {
  certificateCodeFormSchema,
  normalizePublicCode,
  changePasswordFormSchema,
  fieldErrors,
  loginSchema,
  registerFormSchema,
  resetPasswordFormSchema,
} from './index';

const errorsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? {} : fieldErrors(r.error!.issues);

const registration = {
  name: 'Ana',
  surname: 'Ríos',
  email: 'ana@inpro.test',
  phone: '',
  password: 'Secreta123',
  confirmPassword: 'Secreta123',
  terms: true,
};

describe('the public forms’ schemas (/aula/login, /certificados)', () => {
  it('sign-in: e-mail and password required, the e-mail trimmed', () => {
    expect(errorsOf(loginSchema.safeParse({ email: '  ', password: '' }))).toEqual({
      email: 'Email es requerido.',
      password: 'Contraseña es requerida.',
    });
    expect(loginSchema.parse({ email: ' Ana@B.pe ', password: 'x' })).toEqual({ email: 'ana@b.pe', password: 'x' });
  });

  it('registration: every rule of seed 000 section 5 at once, the phone optional', () => {
    expect(registerFormSchema.parse(registration)).toMatchObject({ name: 'Ana', email: 'ana@inpro.test', phone: null, terms: true });
    expect(
      errorsOf(
        registerFormSchema.safeParse({
          ...registration,
          name: ' ',
          surname: '',
          email: '',
          password: 'corta',
          confirmPassword: 'otra',
          terms: false,
        }),
      ),
    ).toEqual({
      name: 'Nombre es requerido.',
      surname: 'Apellido es requerido.',
      email: 'Email es requerido.',
      password: 'La contraseña debe tener al menos 10 caracteres.',
      confirmPassword: 'Las contraseñas no coinciden.',
      terms: 'Debes aceptar los términos y condiciones.',
    });
    expect(errorsOf(registerFormSchema.safeParse({ ...registration, password: '1234567890', confirmPassword: '1234567890' }))).toEqual({
      password: 'Esa contraseña es demasiado común y fácil de adivinar; elige otra.',
    });
    expect(errorsOf(registerFormSchema.safeParse({ ...registration, phone: 'abc' }))).toEqual({ phone: 'Teléfono inválido.' });
  });

  it('change of a temporary password: current required, new ≥ 10, not common and different, confirmation equal', () => {
    expect(errorsOf(changePasswordFormSchema.safeParse({ currentPassword: '', newPassword: 'abc', confirmPassword: 'abd' }))).toEqual({
      currentPassword: 'Ingresa tu contraseña actual.',
      newPassword: 'La contraseña debe tener al menos 10 caracteres.',
      confirmPassword: 'Las contraseñas no coinciden.',
    });
    const same = { currentPassword: 'Temp-1234-ab', newPassword: 'Temp-1234-ab', confirmPassword: 'Temp-1234-ab' };
    expect(errorsOf(changePasswordFormSchema.safeParse(same))).toEqual({
      newPassword: 'La nueva contraseña debe ser distinta de la temporal.',
    });
    expect(
      changePasswordFormSchema.parse({
        currentPassword: 'Temp-1234-ab',
        newPassword: 'Nueva-Clave-2026',
        confirmPassword: 'Nueva-Clave-2026',
      }),
    ).toMatchObject({ currentPassword: 'Temp-1234-ab', newPassword: 'Nueva-Clave-2026' });
  });

  it('new password of a reset link: the password rules and the confirmation, both at once', () => {
    expect(errorsOf(resetPasswordFormSchema.safeParse({ newPassword: 'corta', confirmPassword: 'otra' }))).toEqual({
      newPassword: 'La contraseña debe tener al menos 10 caracteres.',
      confirmPassword: 'Las contraseñas no coinciden.',
    });
    expect(errorsOf(resetPasswordFormSchema.safeParse({ newPassword: 'Nueva-Clave-2026', confirmPassword: 'Nueva-Clave-2026' }))).toEqual(
      {},
    );
  });

  it('the printed code of a certificate: required, trimmed', () => {
    expect(errorsOf(certificateCodeFormSchema.safeParse({ publicCode: '  ' }))).toEqual({
      publicCode: 'Ingresa el código de verificación.',
    });
    expect(certificateCodeFormSchema.parse({ publicCode: ' G685-53Z3-GTR6 ' })).toEqual({ publicCode: 'G685-53Z3-GTR6' });
  });

  it('the printed code as people type it: without hyphens, in lower case, with spaces or dashes, in the printed form', () => {
    for (const typed of ['JDDU2BNUKTUN', 'jddu2bnuktun', 'JDDU 2BNU KTUN', 'jddu-2bnu-ktun', 'JDDU–2BNU—KTUN', ' JD-DU2-BNUK-TUN '])
      expect(certificateCodeFormSchema.parse({ publicCode: typed })).toEqual({ publicCode: 'JDDU-2BNU-KTUN' });
    expect(normalizePublicCode(' abc-123 ')).toBe('ABC-123');
    expect(normalizePublicCode('K7Q2-9XPA-M3TD')).toBe('K7Q2-9XPA-M3TD');
  });
});
