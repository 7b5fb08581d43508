import { useSyncExternalStore } from 'react';
import { SERVER_BUSY_RETRYING } from '@inpro/shared-contracts';
import type { BusyRetries } from '../http/httpClient';
import styles from './BusyNotice.module.css';

/**
 * "Hay mucho tráfico; reintentando…" while any call of the shell's HTTP client waits to be repeated
 * after the API answered 503 (saturated), instead of an error on the screen. The live region is
 * always in the page (empty otherwise), so screen readers announce the text when it appears.
 */
export function BusyNotice({ retries }: { retries: BusyRetries }) {
  const waiting = useSyncExternalStore(retries.subscribe, retries.getSnapshot, retries.getSnapshot);
  return (
    <div role="status" aria-live="polite" className={styles.notice} data-testid="busy-notice">
      {waiting > 0 ? SERVER_BUSY_RETRYING : ''}
    </div>
  );
}
