import type { FormEvent, ReactNode } from 'react';
import { buttonClass } from '@inpro/ui';
import styles from './Certificates.module.css';

export interface LookupFormProps {
  /** Accessible name of the form. */
  label: string;
  onSubmit(e: FormEvent): void;
  /** Variant of the submit button. */
  variant: 'primary' | 'secondary';
  /** Text of the submit button. */
  submitText: ReactNode;
  /** The submit button is disabled while a lookup runs. */
  searching: boolean;
  children: ReactNode;
}

/** One way of looking a certificate up: its fields and a submit button, validated by the page. */
export function LookupForm({ label, onSubmit, variant, submitText, searching, children }: LookupFormProps) {
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={label}>
      {children}
      <div className={styles.formActions}>
        <button type="submit" className={buttonClass(variant)} disabled={searching}>
          {submitText}
        </button>
      </div>
    </form>
  );
}
