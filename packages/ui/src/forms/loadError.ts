import { errorStatus } from '../query/createQueryClient';

/** The server's Spanish message of a failed call, else the screen's fallback (never a raw client error). */
export function loadError(err: unknown, fallback: string): string {
  const data = (err as { response?: { data?: unknown } } | null)?.response?.data as { error?: unknown; message?: unknown } | undefined;
  if (data && typeof data === 'object') {
    if (typeof data.error === 'string' && data.error.trim()) return data.error;
    if (typeof data.message === 'string' && data.message.trim()) return data.message;
  }
  return fallback;
}

/** True when the server refused the call because of who is asking (403). */
export function isForbidden(err: unknown): boolean {
  return errorStatus(err) === 403;
}
