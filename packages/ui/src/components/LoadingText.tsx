import type { ReactNode } from 'react';
import styles from './Spinner.module.css';

export interface LoadingTextProps {
  /** The visible text, e.g. "Cargando tus cursos…". */
  children?: ReactNode;
  center?: boolean;
}

/** A spinner with visible text, announced politely while something loads. */
export function LoadingText({ children = 'Cargando…', center = false }: LoadingTextProps) {
  return (
    <div role="status" aria-live="polite" className={[styles.loading, center ? styles.center : ''].join(' ')}>
      <span className={styles.spinner} aria-hidden="true" />
      <span>{children}</span>
    </div>
  );
}
