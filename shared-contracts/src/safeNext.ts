/** The longest `next` kept (a path of this site with its query). */
export const NEXT_PATH_MAX = 500;

const BASE = 'https://inpro.invalid';

/**
 * The one check of where to go after signing in (`?next=` of /aula/login, the SSO return): only a
 * path of this site, never another origin. The sign-in page and the server both call it.
 *
 * Refused: anything not starting with a single `/` (`//host`, `/\host`, `https:`, `javascript:`);
 * any character outside printable ASCII — whitespace and control characters (browsers drop tabs
 * and newlines, so `/\t/host` becomes `//host`) and Unicode look-alikes of `/`, `\` or `.`;
 * backslashes anywhere; percent-encoded slashes, backslashes, control characters, spaces and
 * non-ASCII bytes (a later decoding must not make a `//host` either); and, as the last word, any
 * value the URL parser resolves to another origin.
 */
export function safeNextPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > NEXT_PATH_MAX) return null;
  if (!/^[\x21-\x7e]+$/.test(value)) return null;
  if (value[0] !== '/' || value[1] === '/' || value.includes('\\')) return null;
  if (/%(?:2f|5c|[01][0-9a-f]|20|7f|[89a-f][0-9a-f])/i.test(value)) return null;
  try {
    const url = new URL(value, BASE);
    if (url.origin !== BASE || url.pathname.startsWith('//')) return null;
  } catch {
    return null;
  }
  return value;
}
