/**
 * Whether a send failed for lack of connection: the HTTP client got no answer (network error,
 * time-out), or the client's own code could not be downloaded. An answer of the server (a 4xx
 * such as a passed deadline, a 5xx) is not: it says something about what was sent. A cancelled
 * call is not either: someone cancelled it.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { response?: unknown; isAxiosError?: unknown; name?: unknown; code?: unknown };
  if (e.response) return false;
  if (e.name === 'ChunkLoadError') return true;
  if (e.name === 'CanceledError' || e.code === 'ERR_CANCELED') return false;
  return (
    e.isAxiosError === true || e.name === 'AxiosError' || (typeof e.code === 'string' && /^(ERR_NETWORK|ECONN|ETIMEDOUT)/.test(e.code))
  );
}
