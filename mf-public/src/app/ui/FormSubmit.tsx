import type { ReactNode } from 'react';
import { buttonClass } from '@inpro/ui';
import styles from './ui.module.css';

export interface FormSubmitProps {
  /** The form's own message (useZodForm's `errors._`: a failed send), shown as an alert above the button. */
  error: string | null | undefined;
  busy: boolean;
  /** The button's text while the form is being sent. */
  busyText: string;
  /** Extra class of the (full-width, primary) submit button. */
  className: string;
  children: ReactNode;
}

/** The end of a public form: the server error (role="alert") and the full-width submit button. */
export function FormSubmit({ error, busy, busyText, className, children }: FormSubmitProps) {
  return (
    <>
      {error ? (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className={`${buttonClass('primary', 'md', true)} ${className}`} disabled={busy}>
        {busy ? busyText : children}
      </button>
    </>
  );
}
