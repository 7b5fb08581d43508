import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '@inpro/shared-contracts';
import { focusFirstInvalid } from './focusFirstInvalid';

export type FormErrors<K extends string> = Partial<Record<K, string>>;

export interface FormSubmitOptions<K extends string> {
  /**
   * Field errors of the current values; an empty object lets the form be sent. It may be async
   * (e.g. a validation module loaded on demand); if it fails, `failure` is shown and nothing is sent.
   */
  validate(): FormErrors<K> | Promise<FormErrors<K>>;
  /**
   * Sends the form. It may return a function to run once the form is no longer busy
   * (e.g. telling the parent the user signed in).
   */
  send(): Promise<(() => void) | void>;
  /** Message shown when the server gives none. */
  failure: string;
  /** Fields whose messages are taken from the server's `details` on failure. */
  detailFields?: readonly NoInfer<K>[];
}

/**
 * The submit cycle shared by the public forms: validate, focus the first invalid field, send once
 * at a time, and show the server's message (and its per-field details) when sending fails.
 */
export function useFormSubmit<K extends string>({ validate, send, failure, detailFields }: FormSubmitOptions<K>) {
  const [errors, setErrors] = useState<FormErrors<K>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const validating = useRef(false);
  // Focus moves once React has committed the new errors (validation may have been async, so a
  // timer or animation frame could run before that render).
  const invalidForm = useRef<HTMLFormElement | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useLayoutEffect(() => {
    if (focusRequest) focusFirstInvalid(invalidForm.current);
  }, [focusRequest]);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy || validating.current) return;
    // Kept before any await: React clears currentTarget once the handler returns.
    const form = e.currentTarget;
    let found: FormErrors<K>;
    const pending = validate();
    if (pending instanceof Promise) {
      validating.current = true;
      try {
        found = await pending;
      } catch {
        setServerError(failure);
        return;
      } finally {
        validating.current = false;
      }
    } else {
      found = pending;
    }
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length) {
      invalidForm.current = form;
      setFocusRequest((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      const done = await send();
      if (done) {
        setBusy(false);
        done();
      }
    } catch (err) {
      const details = (err as { response?: { data?: { details?: Record<string, string> } } })?.response?.data?.details;
      if (details && detailFields) setErrors(Object.fromEntries(detailFields.map((k) => [k, details[k]])) as FormErrors<K>);
      setServerError(errorMessage(err, failure));
      setBusy(false);
    }
  };

  return { errors, serverError, busy, onSubmit };
}
