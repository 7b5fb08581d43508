/** Body of every API failure. */
export interface ApiErrorBody {
  error: string;
  message?: string;
  details?: Record<string, string>;
}

/**
 * The text to show for a failed call: the server's error, else its message,
 * else the error's own message, else the fallback (seed 000 section 8 order).
 */
export function errorMessage(err: unknown, fallback: string): string {
  const e = err as { response?: { data?: unknown }; message?: unknown } | null;
  const data = e?.response?.data as { error?: unknown; message?: unknown } | undefined;
  if (data && typeof data === 'object') {
    if (typeof data.error === 'string' && data.error.trim()) return data.error;
    if (typeof data.message === 'string' && data.message.trim()) return data.message;
  }
  if (e && typeof e.message === 'string' && e.message.trim()) return e.message;
  return fallback;
}
