import { errorMessage } from '@inpro/shared-contracts';

/** What a failed send shows: messages of the form's fields, and the form's own message. */
export interface ServerErrors {
  /** The server's `details` for fields the form has (field name → message). */
  fields: Record<string, string>;
  /** The message under the form, unless a field already shows that very text. */
  message?: string;
}

/**
 * Reads a failed call for a form: the server's `details` go to the form's fields (`fields`, the
 * names it has; others are ignored), and its message (`error`, else `message`, else `fallback`; a
 * call with no answer reads as the network failure) goes under the form unless one of those fields
 * shows the same text already (a refused current password is said once, next to its field).
 */
export function serverErrors(err: unknown, fallback: string, fields: readonly string[]): ServerErrors {
  const details = (err as { response?: { data?: { details?: unknown } } } | null)?.response?.data?.details;
  const out: Record<string, string> = {};
  if (details && typeof details === 'object') {
    for (const [key, text] of Object.entries(details as Record<string, unknown>)) {
      if (fields.includes(key) && typeof text === 'string' && text.trim()) out[key] = text;
    }
  }
  const message = errorMessage(err, fallback);
  return Object.values(out).includes(message) ? { fields: out } : { fields: out, message };
}
