import type { SessionUser } from '@inpro/shared-contracts';

type Obj = Record<string, unknown>;

function obj(v: unknown): Obj | null {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : null;
}

function tokenText(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  const t = v
    .trim()
    .replace(/^Bearer\s+/i, '')
    .trim();
  return t ? t : null;
}

/** Flat fields that may carry the access token, in the order they are tried. */
const TOKEN_FIELDS = ['token', 'access_token', 'accessToken', 'jwt', 'id_token', 'idToken'] as const;

function headerValue(headers: Record<string, unknown> | null | undefined, name: string): unknown {
  if (!headers) return undefined;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}

/**
 * The access token of a sign-in or registration answer, read from (in order) token,
 * access_token, accessToken, jwt, id_token, idToken, data.tokens.access, tokens.access,
 * or the Authorization header (Bearer). The flat fields are also read inside a `data` wrapper.
 */
export function extractToken(body: unknown, headers?: Record<string, unknown> | null): string | null {
  const b = obj(body);
  const data = obj(b?.data);
  for (const field of TOKEN_FIELDS) {
    const t = tokenText(b?.[field]);
    if (t) return t;
  }
  for (const field of TOKEN_FIELDS) {
    const t = tokenText(data?.[field]);
    if (t) return t;
  }
  const nested = tokenText(obj(data?.tokens)?.access) ?? tokenText(obj(b?.tokens)?.access);
  if (nested) return nested;
  const header = headerValue(headers, 'authorization');
  if (typeof header === 'string' && /^Bearer\s+\S/i.test(header.trim())) return tokenText(header);
  return null;
}

/** The user of an answer: data.user, else user; null when neither is an object. */
export function extractUser(body: unknown): SessionUser | null {
  const b = obj(body);
  return (obj(obj(b?.data)?.user) ?? obj(b?.user)) as SessionUser | null;
}
