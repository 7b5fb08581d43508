import { useState } from 'react';
import { OFFLINE_NOT_SAVED } from '../connection/offlineTexts';
import styles from './Feedback.module.css';

export interface ChunkFailureProps {
  /** Human name of the area, e.g. "Aula Virtual". */
  area?: string;
  /** Tries to load again; may return a promise. */
  onRetry: () => void | Promise<void>;
}

/** Shown in place of an area whose code could not be loaded. The rest of the site keeps working. */
export function ChunkFailure({ area, onRetry }: ChunkFailureProps) {
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    try {
      await onRetry();
    } finally {
      setBusy(false);
    }
  };
  // Without a connection the part missing is one never opened online on this device: say so.
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return (
    <section className={styles.screen} role="alert" aria-live="assertive" data-testid="chunk-failure">
      <h1 className={styles.title}>{offline ? 'Sin conexión' : `No se pudo cargar ${area ? `«${area}»` : 'esta sección'}`}</h1>
      <p className={styles.text}>
        {offline
          ? OFFLINE_NOT_SAVED
          : 'Parte de la aplicación no respondió a tiempo o no está disponible. Revisa tu conexión e inténtalo otra vez; el resto del sitio sigue funcionando.'}
      </p>
      <button type="button" className={styles.button} onClick={retry} disabled={busy}>
        {busy ? 'Reintentando…' : 'Reintentar'}
      </button>
    </section>
  );
}
