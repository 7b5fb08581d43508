import type { FormEvent, ReactNode } from 'react';
import { buttonClass } from '@inpro/ui';
import { uiStyles } from '../../../app/ui';
import styles from './Certificates.module.css';

export interface LookupFormProps {
  /** Accessible name of the form. */
  label: string;
  onSubmit(e: FormEvent<HTMLFormElement>): void;
  /** What is missing, one message for the whole form (its fields are marked invalid, not captioned). */
  message: string | undefined;
  /** Variant of the submit button. */
  variant: 'primary' | 'secondary';
  /** Text of the submit button. */
  submitText: ReactNode;
  /** The submit button is disabled while a lookup runs. */
  searching: boolean;
  children: ReactNode;
}

/** One way of looking a certificate up: its fields, what is missing, and a submit button. */
export function LookupForm({ label, onSubmit, message, variant, submitText, searching, children }: LookupFormProps) {
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={label}>
      {children}
      <div className={styles.formActions}>
        {message ? (
          <p className={uiStyles.alert} role="alert">
            {message}
          </p>
        ) : null}
        <button type="submit" className={buttonClass(variant)} disabled={searching}>
          {submitText}
        </button>
      </div>
    </form>
  );
}
