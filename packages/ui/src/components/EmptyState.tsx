import type { ReactNode } from 'react';
import styles from './States.module.css';

export interface EmptyStateProps {
  /** The empty text of the screen, e.g. "Sin unidades.". */
  message: ReactNode;
  title?: ReactNode;
  /** An action such as a link or a button. */
  action?: ReactNode;
}

/** What a list shows when it has nothing to show. */
export function EmptyState({ message, title, action }: EmptyStateProps) {
  return (
    <div className={styles.state} data-testid="empty-state">
      {title ? <p className={styles.title}>{title}</p> : null}
      <p className={styles.message}>{message}</p>
      {action ? <div className={styles.actions}>{action}</div> : null}
    </div>
  );
}
