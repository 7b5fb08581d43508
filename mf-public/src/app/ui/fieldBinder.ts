import type { ChangeEvent } from 'react';

type TextKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;
type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What `fieldBinder(...)(name)` gives: the props of one bound text field. */
export interface BoundField {
  name: string;
  value: string;
  error: string | undefined;
  onChange(e: ChangeEvent<TextControl>): void;
}

/**
 * The name, value, error and onChange of a text field of a form kept as one object:
 * `<TextField label="…" {...field('email')} />`.
 */
export function fieldBinder<T>(values: T, errors: Partial<Record<keyof T, string>>, set: <K extends keyof T>(key: K, value: T[K]) => void) {
  return <K extends TextKeys<T>>(name: K) => ({
    name,
    value: values[name] as string,
    error: errors[name],
    onChange: (e: ChangeEvent<TextControl>) => set(name, e.target.value as T[K]),
  });
}
