// Sign-in with Google and Microsoft (OpenID Connect): the providers, the start link and the
// Spanish messages of the errors the callback can send back to the sign-in page.

export const SSO_PROVIDERS = ['google', 'microsoft'] as const;
export type SsoProvider = (typeof SSO_PROVIDERS)[number];

export const SSO_PROVIDER_LABELS: Record<SsoProvider, string> = { google: 'Google', microsoft: 'Microsoft' };

export function isSsoProvider(value: unknown): value is SsoProvider {
  return typeof value === 'string' && (SSO_PROVIDERS as readonly string[]).includes(value);
}

/** Query parameter of /aula/login after a provider's sign-in: `ok`, else an error code below. */
export const SSO_RESULT_PARAM = 'sso';
export const SSO_OK = 'ok';

/** What went wrong, as the callback reports it to the sign-in page (`?sso=<code>`). */
export const SSO_ERROR_MESSAGES = {
  unavailable: 'El inicio de sesión con este proveedor no está disponible.',
  cancelled: 'Cancelaste el inicio de sesión con el proveedor.',
  expired: 'El inicio de sesión tardó demasiado o se abrió en otra ventana. Inténtalo de nuevo.',
  failed: 'No se pudo completar el inicio de sesión con el proveedor. Inténtalo de nuevo.',
  unverified: 'Tu cuenta del proveedor no tiene un correo verificado. Ingresa con tu correo y contraseña.',
  disabled: 'Tu cuenta está desactivada. Comunícate con la administración.',
} as const;
export type SsoErrorCode = keyof typeof SSO_ERROR_MESSAGES;

export function ssoErrorMessage(code: string | null | undefined): string | null {
  if (!code || code === SSO_OK) return null;
  return (SSO_ERROR_MESSAGES as Record<string, string>)[code] ?? SSO_ERROR_MESSAGES.failed;
}

/** The link that starts a provider's sign-in; `next` is where to land afterwards (a site path). */
export function ssoStartPath(apiBase: string, provider: SsoProvider, next?: string | null): string {
  const base = `${apiBase.replace(/\/+$/, '')}/auth/sso/${provider}`;
  return next ? `${base}?next=${encodeURIComponent(next)}` : base;
}
