// Sign-in and registration constants and messages without zod: the screens import them without
// the schemas (schemas/auth.ts re-exports everything here).

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 128;

export const PASSWORD_TOO_SHORT = 'La contraseña debe tener al menos 10 caracteres.';
export const PASSWORD_TOO_COMMON = 'Esa contraseña es demasiado común y fácil de adivinar; elige otra.';
export const PASSWORD_REQUIRED = 'Contraseña es requerida.';
export const PASSWORDS_DO_NOT_MATCH = 'Las contraseñas no coinciden.';
/** 'Cambia tu contraseña' after an administrator's reset: the new password may not be the temporary one. */
export const SAME_AS_TEMPORARY_PASSWORD = 'La nueva contraseña debe ser distinta de la temporal.';
export const TERMS_REQUIRED = 'Debes aceptar los términos y condiciones.';
export const NAME_REQUIRED = 'Nombre es requerido.';
export const SURNAME_REQUIRED = 'Apellido es requerido.';
export const INVALID_CREDENTIALS = 'Email o contraseña incorrectos.';
export const LOGIN_REQUIRED = 'Debes iniciar sesión.';
export const SESSION_EXPIRED = 'Tu sesión expiró. Inicia sesión de nuevo.';
export const FORBIDDEN = 'No tienes permiso para realizar esta acción.';

/** The 429 of a throttled sign-in, with the wait: 'Demasiados intentos. Espera 8 segundos e inténtalo de nuevo.' */
export function tooManyAttemptsMessage(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `Demasiados intentos. Espera ${s} ${s === 1 ? 'segundo' : 'segundos'} e inténtalo de nuevo.`;
  const m = Math.ceil(s / 60);
  return `Demasiados intentos. Espera ${m} ${m === 1 ? 'minuto' : 'minutos'} e inténtalo de nuevo.`;
}
/** The same answer whether or not the e-mail has an account (it must not tell). */
export const PASSWORD_RESET_REQUESTED =
  'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada (vence en 30 minutos).';
export const PASSWORD_RESET_LINK_INVALID = 'El enlace para restablecer la contraseña no es válido o ya venció. Solicita uno nuevo.';
export const PASSWORD_RESET_DONE = 'Tu contraseña fue actualizada. Inicia sesión con la nueva contraseña.';
/** Minutes a password-reset link stays valid. */
export const PASSWORD_RESET_MINUTES = 30;
/** Hours a registration's confirmation link stays valid. */
export const REGISTRATION_CONFIRM_HOURS = 24;
/**
 * The answer of a registration while e-mail confirmation is on: the same whether or not the e-mail
 * already has an account (it must not tell). The owner of a taken e-mail gets a mail saying so.
 */
export const REGISTRATION_CONFIRM_SENT =
  'Te enviamos un correo con un enlace para activar tu cuenta. Revisa tu bandeja de entrada (vence en 24 horas). Si ya tenías una cuenta con ese correo, el mensaje te dirá cómo ingresar.';
/** A registration answer that e-mailed an activation link instead of signing in (zod-free check for the form). */
export function isRegistrationPending(data: unknown): data is { pending: true; message: string } {
  const d = data as { pending?: unknown; message?: unknown } | null;
  return !!d && typeof d === 'object' && d.pending === true && typeof d.message === 'string';
}
export const REGISTRATION_LINK_INVALID = 'El enlace para activar la cuenta no es válido o ya venció. Regístrate de nuevo.';
export const NO_SESSION = 'No se recibió token ni sesión activa.';

/** Builds the full name from name and surname with whitespace collapsed (seed 000 section 5). */
export function buildFullName(name: string, surname: string): string {
  return `${name ?? ''} ${surname ?? ''}`.replace(/\s+/g, ' ').trim();
}

/** The shown name of a person: honorific (a title such as "Dra."), given names and surnames. */
export function personFullName(honorific: string | null | undefined, givenNames: string, surnames: string): string {
  return buildFullName(`${honorific ?? ''} ${givenNames ?? ''}`, surnames);
}

/**
 * A title of address written where a name goes ("Dra.", "Mg.", "Abog."): short letters ending in a
 * period. Titles are not names: they go in "Tratamiento".
 */
export function startsWithHonorific(name: string): boolean {
  const first =
    String(name ?? '')
      .trim()
      .split(/\s+/)[0] ?? '';
  return /^\p{L}{1,5}\.$/u.test(first);
}
export const HONORIFIC_IN_NAME = 'Los títulos (Dr., Dra., Mg.…) van en «Tratamiento», no en los nombres.';
export const HONORIFIC_TOO_LONG = 'Tratamiento: máximo 20 caracteres.';
