import styles from './Toast.module.css';

export type ToastTone = 'info' | 'success' | 'error' | 'warning';

export interface ToastData {
  id: number;
  message: string;
  tone: ToastTone;
}

/** One toast message with a close button; lives inside the ToastProvider's status region. */
export function Toast({ toast, onDismiss }: { toast: ToastData; onDismiss: (id: number) => void }) {
  return (
    <div className={[styles.toast, styles[toast.tone]].join(' ')} data-tone={toast.tone}>
      <p className={styles.message}>{toast.message}</p>
      <button type="button" className={styles.close} aria-label="Cerrar aviso" onClick={() => onDismiss(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
