import { useState } from 'react';
import { PREVIEW_URL, previewBannerText } from '@inpro/shared-contracts';
import styles from './PreviewBanner.module.css';

/** Ends this browser's preview (the server removes its cookie) and loads the page again with the live versions. */
export async function leavePreview(): Promise<void> {
  const res = await fetch(PREVIEW_URL, { method: 'DELETE', credentials: 'same-origin' });
  if (!res.ok) throw new Error(`Leaving the preview answered ${res.status}`);
  window.location.reload();
}

/**
 * The banner of a browser previewing an unreleased version of one remote: what it sees is not what
 * visitors see, so it says which version, for as long as the preview lasts, with a way out.
 */
export function PreviewBanner({ remote, version, onLeave }: { remote: string; version: string; onLeave: () => Promise<void> }) {
  const [leaving, setLeaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const leave = () => {
    setLeaving(true);
    setFailed(false);
    onLeave().catch(() => {
      setLeaving(false);
      setFailed(true);
    });
  };
  return (
    <section className={styles.banner} aria-label="Vista previa" data-testid="preview-banner">
      <p className={styles.text}>
        <strong>{previewBannerText(remote, version)}</strong>{' '}
        <span>Solo este navegador ve esta versión; los visitantes ven la versión en vivo.</span>
      </p>
      <button type="button" className={styles.leave} onClick={leave} disabled={leaving}>
        {leaving ? 'Saliendo…' : 'Salir de la vista previa'}
      </button>
      {failed ? (
        <p role="alert" className={styles.text}>
          No se pudo salir de la vista previa. Inténtelo de nuevo.
        </p>
      ) : null}
    </section>
  );
}
