import type { ReactNode } from 'react';
import styles from './Field.module.css';

/** Hint and error texts under a control; the ids match those in aria-describedby. */
export function FieldNotes({ hint, hintId, error, errorId }: { hint?: ReactNode; hintId?: string; error?: ReactNode; errorId?: string }) {
  return (
    <>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}
