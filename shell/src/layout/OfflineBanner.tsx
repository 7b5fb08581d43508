import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ConnectionApi } from '@inpro/shared-contracts';
import { offlineText } from '../pwa/offlineState';
import styles from './OfflineBanner.module.css';

/** The age shown is redrawn every half minute while the page is offline. */
const TICK_MS = 30_000;

/**
 * «Sin conexión: estás viendo lo último que se cargó (hace N min)» while the page shows what it
 * loaded before the connection went (shell/src/pwa/offlineState.ts). A live region that is always
 * in the page, empty otherwise, so screen readers announce the text when it appears.
 */
export function OfflineBanner({ state, now = Date.now }: { state: ConnectionApi; now?: () => number }) {
  const { offline, savedAt } = useSyncExternalStore(state.subscribe, state.getSnapshot, state.getSnapshot);
  const [time, setTime] = useState(now);
  useEffect(() => {
    if (!offline) return undefined;
    setTime(now());
    const timer = setInterval(() => setTime(now()), TICK_MS);
    return () => clearInterval(timer);
  }, [offline, now]);
  return (
    <div role="status" aria-live="polite" className={styles.banner} data-testid="offline-banner">
      {offline ? offlineText(savedAt, time) : ''}
    </div>
  );
}
