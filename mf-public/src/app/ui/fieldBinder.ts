import type { ChangeEvent } from 'react';
import type { BoundField } from '@inpro/ui/forms';

type TextKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;
type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What `fieldBinder(...)(name)` gives: the props of one bound text field, as `useZodForm`'s `field(name)`. */
export type { BoundField };

/**
 * The name, value, error and onChange of a text field of a form kept as one object:
 * `<TextField label="…" {...field('email')} />`.
 */
export function fieldBinder<T>(values: T, errors: Partial<Record<keyof T, string>>, set: <K extends keyof T>(key: K, value: T[K]) => void) {
  return <K extends TextKeys<T>>(name: K): BoundField => ({
    name,
    value: values[name] as string,
    error: errors[name],
    onChange: (e: ChangeEvent<TextControl>) => set(name, e.target.value as T[K]),
  });
}
