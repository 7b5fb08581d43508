/** What a person reads when the server could not be reached (no answer at all). */
export const NETWORK_ERROR_MESSAGE = 'No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.';

/** An error of the HTTP client itself (no answer, time-out, cancelled): its message is English, for developers. */
function isClientError(e: { name?: unknown; code?: unknown; isAxiosError?: unknown } | null): boolean {
  if (!e) return false;
  return (
    e.isAxiosError === true ||
    e.name === 'AxiosError' ||
    e.name === 'CanceledError' ||
    (typeof e.code === 'string' && /^(ERR_|ECONN|ETIMEDOUT)/.test(e.code))
  );
}

/**
 * The text to show for a failed call: the server's error, else its message, else (for the
 * product's own errors) the error's message, else the fallback (seed 000 section 8 order). The
 * HTTP client's own texts ("Network Error", "timeout of … exceeded") never reach the screen: a
 * call with no answer reads NETWORK_ERROR_MESSAGE.
 */
export function errorMessage(err: unknown, fallback: string): string {
  const e = err as { response?: { data?: unknown }; message?: unknown; name?: unknown; code?: unknown; isAxiosError?: unknown } | null;
  const data = e?.response?.data as { error?: unknown; message?: unknown } | undefined;
  if (data && typeof data === 'object') {
    if (typeof data.error === 'string' && data.error.trim()) return data.error;
    if (typeof data.message === 'string' && data.message.trim()) return data.message;
  }
  if (isClientError(e)) return e?.response ? fallback : NETWORK_ERROR_MESSAGE;
  if (e && typeof e.message === 'string' && e.message.trim()) return e.message;
  return fallback;
}

/**
 * 503 of an API process that is saturated (event-loop delay, memory, or the password-hashing
 * queue full): refused at once, nothing done, with Retry-After.
 */
export const SERVER_BUSY = 'Hay mucho tráfico en este momento. Vuelve a intentarlo en unos segundos.';

/** What the screen shows while the HTTP client waits to repeat a read that got SERVER_BUSY. */
export const SERVER_BUSY_RETRYING = 'Hay mucho tráfico; reintentando…';
