import styles from './Content.module.css';

/** An error with a retry button (role="alert" so screen readers hear it). */
export function ErrorBox({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className={styles.alert} role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className={styles.button} onClick={onRetry}>
          Reintentar
        </button>
      )}
    </div>
  );
}
