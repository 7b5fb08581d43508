import type { FieldErrors as HookFormErrors, FieldValues } from 'react-hook-form';

/** Messages by field name (dotted for nested values); '_' is the form's own message. */
export type FormErrors<T> = Partial<Record<(keyof T & string) | '_', string>> & Partial<Record<string, string>>;

/**
 * react-hook-form's nested errors as one message per field: `{email: '…', 'items.0.title': '…'}`;
 * the form's message (`root.server`, or an issue of the whole schema) under '_'.
 */
export function flattenErrors<T extends FieldValues>(errors: HookFormErrors<T>): FormErrors<T> {
  const out: Record<string, string> = {};
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return;
    const entry = node as { message?: unknown; type?: unknown };
    // An error (`{type, message, ref}`); a field may be named 'type' or 'message' too, and hold an error.
    const isError = typeof entry.type === 'string';
    if (isError && typeof entry.message === 'string' && entry.message) {
      const key = path === '' || path === 'root' || path.startsWith('root.') ? '_' : path;
      if (!(key in out)) out[key] = entry.message;
    }
    for (const [key, child] of Object.entries(node)) {
      // An error's own parts are not fields (`ref` is the element).
      if (isError && (key === 'ref' || key === 'message' || key === 'type' || key === 'types')) continue;
      walk(child, path ? `${path}.${key}` : key);
    }
  };
  walk(errors, '');
  return out as FormErrors<T>;
}
