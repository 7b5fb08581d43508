import {
  changePasswordSchema,
  fieldErrors,
  forgotPasswordSchema,
  loginSchema,
  newPasswordSchema,
  PASSWORDS_DO_NOT_MATCH,
  registerFormSchema,
} from '@inpro/shared-contracts';

export { buildFullName, MIN_PASSWORD_LENGTH } from '@inpro/shared-contracts';

export const SAME_PASSWORD = 'La nueva contraseña debe ser distinta de la temporal.';

export interface LoginForm {
  email: string;
  password: string;
}

/** E-mail (trimmed) and password required (the login schema of shared-contracts). */
export function validateLogin(form: LoginForm): Partial<Record<keyof LoginForm, string>> {
  const result = loginSchema.safeParse(form);
  return result.success ? {} : fieldErrors(result.error.issues);
}

export interface RegisterForm {
  name: string;
  surname: string;
  email: string;
  phone: string;
  password: string;
  confirm: string;
  terms: boolean;
}

export type RegisterErrors = Partial<Record<keyof RegisterForm, string>>;

/** Every registration rule of seed 000 section 5, all messages at once. */
export function validateRegister(form: RegisterForm): RegisterErrors {
  const result = registerFormSchema.safeParse({
    name: form.name,
    surname: form.surname,
    email: form.email,
    phone: form.phone,
    password: form.password,
    confirmPassword: form.confirm,
    terms: form.terms,
  });
  if (result.success) return {};
  const { confirmPassword, ...rest } = fieldErrors(result.error.issues);
  return { ...rest, ...(confirmPassword ? { confirm: confirmPassword } : {}) } as RegisterErrors;
}

export interface ChangePasswordForm {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}

/** Temporary password required, new one ≥ 8 and different, confirmation equal. */
export function validateChangePassword(form: ChangePasswordForm): Partial<Record<keyof ChangePasswordForm, string>> {
  const result = changePasswordSchema.safeParse({ currentPassword: form.currentPassword, newPassword: form.newPassword });
  const errors: Partial<Record<keyof ChangePasswordForm, string>> = result.success ? {} : fieldErrors(result.error.issues);
  if (!errors.newPassword && form.newPassword === form.currentPassword) errors.newPassword = SAME_PASSWORD;
  if (form.newPassword !== form.confirm) errors.confirm = PASSWORDS_DO_NOT_MATCH;
  return errors;
}

/** '¿Olvidaste tu contraseña?': a valid e-mail. */
export function validateForgot(form: { email: string }): Partial<Record<'email', string>> {
  const result = forgotPasswordSchema.safeParse(form);
  return result.success ? {} : fieldErrors(result.error.issues);
}

export interface ResetPasswordForm {
  newPassword: string;
  confirm: string;
}

/** The new password of a reset link: the password rules, and the confirmation equal. */
export function validateReset(form: ResetPasswordForm): Partial<Record<keyof ResetPasswordForm, string>> {
  const errors: Partial<Record<keyof ResetPasswordForm, string>> = {};
  const result = newPasswordSchema.safeParse(form.newPassword);
  if (!result.success) errors.newPassword = result.error.issues[0]?.message;
  if (form.newPassword !== form.confirm) errors.confirm = PASSWORDS_DO_NOT_MATCH;
  return errors;
}
