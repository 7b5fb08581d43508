import { useLayoutEffect, useMemo, useRef, type ChangeEvent, type FormEvent } from 'react';
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { $ZodType } from 'zod/v4/core';
import { serverErrors } from './serverErrors';
import { flattenErrors } from './flattenErrors';

/** A shared zod schema, or a function loading it on demand (a page that must not download zod first). */
export type SchemaSource<TOut> = $ZodType<TOut> | (() => Promise<$ZodType<TOut>>);

export interface ZodFormOptions<TValues extends FieldValues, TOut> {
  /**
   * The shared schema the values are checked with (its Spanish messages are the fields' errors;
   * its output is what `onSubmit` receives), or a loader of it: loaded on the first submit and kept.
   */
  schema: SchemaSource<TOut>;
  /** Every field's first value: the form's values are exactly these keys. */
  defaultValues: TValues;
  /**
   * Sends the checked values. If it throws, the server's messages are shown (`serverErrors`):
   * `details` on their fields, its message under the form, `failure` when it gives none.
   */
  onSubmit(values: TOut): unknown;
  /** The message under the form when sending (or loading the schema) fails and says nothing. */
  failure: string;
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What `field(name)` gives a text field, a text area or a list (`<TextField {...field('email')} />`). */
export interface BoundField {
  name: string;
  value: string;
  error: string | undefined;
  onChange(e: ChangeEvent<Control>): void;
}

/** What `checkbox(name)` gives a `CheckboxField`. */
export interface BoundCheckbox {
  name: string;
  checked: boolean;
  error: string | undefined;
  onChange(e: ChangeEvent<HTMLInputElement>): void;
}

/** The key of the form's own message (a failed send) in `errors` and in react-hook-form's errors. */
const FORM_ERROR = 'root.server';

/**
 * The one way to write a form: react-hook-form with the shared zod schema (zodResolver).
 *
 * The fields are controlled (`field(name)`, `checkbox(name)`: value, onChange, error), never
 * registered as uncontrolled inputs: a prerendered page's fields may hold what the visitor typed
 * before the page was hydrated, which `AdoptVisitorInput` hands to React as change events, while
 * `register`'s ref would write the default value over it. Validation runs on submit; a field's
 * error (and the form's message) goes away as soon as the field changes. On an invalid submit, and
 * on a send the server refused with messages for fields, the first field marked invalid on screen
 * gets the focus (after React shows its message, so it is announced); a group marked invalid (a
 * fieldset of radios) gives it to its first control. A failed send shows the server's messages. One
 * send at a time; `busy` meanwhile.
 */
export function useZodForm<TValues extends FieldValues, TOut = TValues>({
  schema,
  defaultValues,
  onSubmit,
  failure,
}: ZodFormOptions<TValues, TOut>) {
  const latest = useRef({ schema, onSubmit, failure });
  latest.current = { schema, onSubmit, failure };
  const resolver = useMemo(() => lazyZodResolver<TValues, TOut>(() => latest.current.schema), []);
  const form: UseFormReturn<TValues, unknown, TOut> = useForm<TValues, unknown, TOut>({
    defaultValues: defaultValues as DefaultValues<TValues>,
    resolver,
    shouldFocusError: false,
  });
  const { control, setValue, setError, clearErrors, handleSubmit } = form;
  const values = useWatch({ control }) as TValues;
  const { errors: found, isSubmitting } = form.formState;
  const errors = flattenErrors<TValues>(found);
  const fieldNames = Object.keys(defaultValues);

  // The focus moves once React has committed the new messages (react-hook-form hands them to React
  // after the invalid-submit callback, and a failed send's after the send): in the first commit
  // that shows messages after the form asked for it, never in one still showing the last ones.
  const focusPending = useRef<HTMLFormElement | null>(null);
  const hasErrors = Object.keys(errors).length > 0;
  useLayoutEffect(() => {
    const form = focusPending.current;
    if (!form || !hasErrors) return;
    focusPending.current = null;
    firstControl(form.querySelector<HTMLElement>('[aria-invalid="true"]'))?.focus();
  });

  const sending = useRef(false);

  /**
   * Shows what a failed call answered: `details` on the fields, the message under the form. Given the
   * form, the first field with a message gets the focus (it is read out with its message).
   */
  const showServerErrors = (err: unknown, fallback = latest.current.failure, formElement: HTMLFormElement | null = null) => {
    const { fields, message } = serverErrors(err, fallback, fieldNames);
    if (formElement && Object.keys(fields).length > 0) focusPending.current = formElement;
    for (const [name, text] of Object.entries(fields)) setError(name as Path<TValues>, { type: 'server', message: text });
    if (message) setError(FORM_ERROR, { type: 'server', message });
  };

  /** The form's `onSubmit`: checks, focuses the first invalid field or sends, once at a time. */
  const submit = async (e?: FormEvent<HTMLFormElement>) => {
    e?.preventDefault();
    if (sending.current) return;
    sending.current = true;
    // Kept before any await: React clears currentTarget once the handler returns.
    const formElement = e?.currentTarget ?? null;
    try {
      await handleSubmit(
        async (checked) => {
          try {
            await latest.current.onSubmit(checked);
          } catch (err) {
            showServerErrors(err, latest.current.failure, formElement);
          }
        },
        () => {
          focusPending.current = formElement;
        },
      )();
    } catch {
      // The schema could not be loaded: nothing was checked, nothing is sent.
      setError(FORM_ERROR, { type: 'server', message: latest.current.failure });
    } finally {
      sending.current = false;
    }
  };

  /** Sets one field's value (a change: its error and the form's message go away). */
  const set = <K extends Path<TValues>>(name: K, value: PathValue<TValues, K>) => {
    setValue(name, value, { shouldDirty: true });
    clearErrors(name);
    clearErrors(FORM_ERROR);
  };

  const field = <K extends Path<TValues>>(name: K): BoundField => ({
    name,
    value: String(form.getValues(name) ?? ''),
    error: errors[name],
    onChange: (e) => set(name, e.target.value as PathValue<TValues, K>),
  });

  const checkbox = <K extends Path<TValues>>(name: K): BoundCheckbox => ({
    name,
    checked: Boolean(form.getValues(name)),
    error: errors[name],
    onChange: (e) => set(name, e.target.checked as PathValue<TValues, K>),
  });

  return {
    /** The react-hook-form instance (reset, setValue, getValues, control, useFieldArray's control…). */
    form,
    values,
    /** Field name (dotted for nested values) → message; '_' → the form's own message. */
    errors,
    busy: isSubmitting,
    submit,
    field,
    checkbox,
    set,
    /** New values (e.g. the server's after a save), no messages. */
    reset: (next: TValues) => form.reset(next),
    showServerErrors,
  };
}

const CONTROLS = 'input, select, textarea, button';

/** The element itself when it is a control, else its first control (an invalid fieldset of radios). */
function firstControl(invalid: HTMLElement | null | undefined): HTMLElement | null {
  if (!invalid) return null;
  return invalid.matches(CONTROLS) ? invalid : invalid.querySelector<HTMLElement>(CONTROLS);
}

/** zodResolver over a schema given now or loaded on the first check (a failed load is retried next time). */
function lazyZodResolver<TValues extends FieldValues, TOut>(source: () => SchemaSource<TOut>): Resolver<TValues, unknown, TOut> {
  let made: { schema: unknown; resolver: Resolver<TValues, unknown, TOut> } | null = null;
  return async (values, context, options) => {
    const given = source();
    const schema = typeof given === 'function' ? await given() : given;
    if (made?.schema !== schema) {
      made = { schema, resolver: zodResolver(schema as $ZodType<TOut, TValues>) as unknown as Resolver<TValues, unknown, TOut> };
    }
    return made.resolver(values, context, options);
  };
}
