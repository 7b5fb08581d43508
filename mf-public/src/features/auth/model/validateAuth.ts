export const MIN_PASSWORD_LENGTH = 8;

export const MESSAGES = {
  email: 'Ingresa tu correo electrónico.',
  emailFormat: 'Ingresa un correo electrónico válido.',
  password: 'Ingresa tu contraseña.',
  name: 'Ingresa tus nombres.',
  surname: 'Ingresa tus apellidos.',
  passwordLength: 'La contraseña debe tener al menos 8 caracteres.',
  mismatch: 'Las contraseñas no coinciden.',
  terms: 'Debes aceptar los términos y condiciones.',
  currentPassword: 'Ingresa tu contraseña temporal.',
  samePassword: 'La nueva contraseña debe ser distinta de la temporal.',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface LoginForm {
  email: string;
  password: string;
}

export function validateLogin(form: LoginForm): Partial<Record<keyof LoginForm, string>> {
  const errors: Partial<Record<keyof LoginForm, string>> = {};
  if (!form.email.trim()) errors.email = MESSAGES.email;
  if (!form.password) errors.password = MESSAGES.password;
  return errors;
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

export function validateRegister(form: RegisterForm): RegisterErrors {
  const errors: RegisterErrors = {};
  if (!form.name.trim()) errors.name = MESSAGES.name;
  if (!form.surname.trim()) errors.surname = MESSAGES.surname;
  const email = form.email.trim();
  if (!email) errors.email = MESSAGES.email;
  else if (!EMAIL.test(email)) errors.email = MESSAGES.emailFormat;
  if (form.password.length < MIN_PASSWORD_LENGTH) errors.password = MESSAGES.passwordLength;
  if (form.password !== form.confirm) errors.confirm = MESSAGES.mismatch;
  if (!form.terms) errors.terms = MESSAGES.terms;
  return errors;
}

/** Name and surname joined, whitespace collapsed. */
export function buildFullName(name: string, surname: string): string {
  return `${name} ${surname}`.replace(/\s+/g, ' ').trim();
}

export interface ChangePasswordForm {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}

export function validateChangePassword(form: ChangePasswordForm): Partial<Record<keyof ChangePasswordForm, string>> {
  const errors: Partial<Record<keyof ChangePasswordForm, string>> = {};
  if (!form.currentPassword) errors.currentPassword = MESSAGES.currentPassword;
  if (form.newPassword.length < MIN_PASSWORD_LENGTH) errors.newPassword = MESSAGES.passwordLength;
  else if (form.newPassword === form.currentPassword) errors.newPassword = MESSAGES.samePassword;
  if (form.newPassword !== form.confirm) errors.confirm = MESSAGES.mismatch;
  return errors;
}
