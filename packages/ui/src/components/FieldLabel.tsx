import type { ReactNode } from 'react';
import styles from './Field.module.css';
import { visuallyHiddenClass } from './VisuallyHidden';

/** The visible (or screen-reader-only) label of a field, with a required mark. */
export function FieldLabel({
  htmlFor,
  children,
  required,
  hidden,
}: {
  htmlFor: string;
  children: ReactNode;
  required?: boolean;
  hidden?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className={hidden ? visuallyHiddenClass : styles.label}>
      {children}
      {required ? (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
}
