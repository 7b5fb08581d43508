import { useCallback, useState, type ChangeEvent } from 'react';

export type FieldErrors<T> = Partial<Record<keyof T | '_', string>>;

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Form state kept as one object with per-field errors. `validate` runs the shared zod schema
 * (returns the field errors, empty when valid); `bind(name)` gives a text field's props.
 */
export function useForm<T extends Record<string, string>>(initial: T, validate: (values: T) => FieldErrors<T>) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});

  const set = useCallback(<K extends keyof T>(name: K, value: T[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => (e[name] || e._ ? { ...e, [name]: undefined, _: undefined } : e));
  }, []);

  const bind = <K extends keyof T & string>(name: K) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: ChangeEvent<Control>) => set(name, e.target.value as T[K]),
  });

  /** Validates; on failure shows the errors, focuses the first invalid field and answers false. */
  const check = (form?: HTMLFormElement | null): boolean => {
    const found = validate(values);
    setErrors(found);
    const first = Object.keys(found).find((k) => found[k as keyof T] && k !== '_');
    if (first) {
      // After React shows the messages, so the field announces its error.
      setTimeout(() => (form?.elements.namedItem(first) as HTMLElement | null)?.focus(), 0);
      return false;
    }
    return !found._;
  };

  const reset = useCallback((next: T) => {
    setValues(next);
    setErrors({});
  }, []);

  return { values, setValues, errors, setErrors, set, bind, check, reset };
}

/** `{field: message}` from zod issues (first message per field), for `useForm`'s validate. */
export function issuesToErrors<T>(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): FieldErrors<T> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length ? String(issue.path[0]) : '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out as FieldErrors<T>;
}

/** Field errors the server answered (`details`), else its message (or the fallback) under '_'. */
export function serverErrors<T>(err: unknown, fallback: string): FieldErrors<T> {
  const data = (err as { response?: { data?: { error?: unknown; details?: unknown } } } | null)?.response?.data;
  const out: Record<string, string> = {};
  if (data?.details && typeof data.details === 'object') Object.assign(out, data.details);
  // The message goes under the form only when no field shows it.
  if (!Object.keys(out).length) out._ = typeof data?.error === 'string' && data.error ? data.error : fallback;
  return out as FieldErrors<T>;
}
