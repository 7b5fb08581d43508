import styles from './Spinner.module.css';
import { VisuallyHidden } from './VisuallyHidden';

export interface SpinnerProps {
  /** Read by screen readers; set to null for a purely decorative spinner (e.g. inside a busy button). */
  label?: string | null;
  size?: 'sm' | 'lg';
}

/** A rotating indicator. With a label it is a polite status message. */
export function Spinner({ label = 'Cargando…', size = 'sm' }: SpinnerProps) {
  const ring = <span className={[styles.spinner, size === 'lg' ? styles.large : ''].join(' ')} aria-hidden="true" />;
  if (label === null) return ring;
  return (
    <span role="status">
      {ring}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
