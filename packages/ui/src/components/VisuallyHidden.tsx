import type { ReactNode } from 'react';
import styles from './VisuallyHidden.module.css';

/** Text for screen readers only (labels of icon buttons, hidden captions). */
export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span id={id} className={styles.hidden}>
      {children}
    </span>
  );
}

/** The class name of VisuallyHidden, for elements that must keep their own tag. */
export const visuallyHiddenClass = styles.hidden;
