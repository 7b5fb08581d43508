import type { ReactNode } from 'react';
import styles from './States.module.css';
import { Button } from './Button';
import { useBusyAction } from './useBusyAction';

export interface ErrorStateProps {
  /** The Spanish error text (server message or the screen's fallback). */
  message: ReactNode;
  /** Shows a 'Reintentar' button; may return a promise (the button is busy meanwhile). */
  onRetry?: () => void | Promise<unknown>;
  retryLabel?: string;
}

/** A failed load: an alert with the message and an optional retry. */
export function ErrorState({ message, onRetry, retryLabel = 'Reintentar' }: ErrorStateProps) {
  const { busy, run: retry } = useBusyAction(onRetry);
  return (
    <div className={[styles.state, styles.error].join(' ')} role="alert">
      <p className={styles.message}>{message}</p>
      {onRetry ? (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={retry} loading={busy}>
            {retryLabel}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
