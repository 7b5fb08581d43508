import type { ConnectionApi, ConnectionSnapshot } from '@inpro/shared-contracts';
import { CACHE_STATE, FROM_NETWORK, isFromCacheMessage } from './messages';

/** «Sin conexión: estás viendo lo último que se cargó (hace N min)», N at least 1. */
export function offlineText(savedAt: number, now: number): string {
  const minutes = Math.max(1, Math.round((now - savedAt) / 60_000));
  return `Sin conexión: estás viendo lo último que se cargó (hace ${minutes} min)`;
}

/**
 * Whether the page is showing what it loaded before the connection went: the browser's
 * online/offline events, and the worker's word that an answer came from its cache (the network
 * failed or was silent) or, later, from the network again. What is on the screen dates from the
 * page's own load, or from the oldest cached copy the worker served since.
 */
export function watchOffline({
  win = window,
  loadedAt = win.performance.timeOrigin,
}: { win?: Window & typeof globalThis; loadedAt?: number } = {}): ConnectionApi {
  let snapshot: ConnectionSnapshot = { offline: win.navigator.onLine === false, savedAt: loadedAt };
  const listeners = new Set<() => void>();
  const set = (next: ConnectionSnapshot) => {
    if (next.offline === snapshot.offline && next.savedAt === snapshot.savedAt) return;
    snapshot = next;
    listeners.forEach((listener) => listener());
  };
  win.addEventListener('offline', () => set({ ...snapshot, offline: true }));
  // Back online: the next loads are fresh; the screen's age counts from now.
  win.addEventListener('online', () => set({ offline: false, savedAt: Date.now() }));
  const container = win.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (container) {
    container.addEventListener('message', (event: MessageEvent) => {
      if (isFromCacheMessage(event.data)) {
        set({ offline: true, savedAt: Math.min(snapshot.savedAt, event.data.savedAt ?? snapshot.savedAt) });
      } else if ((event.data as { type?: unknown } | null)?.type === FROM_NETWORK && snapshot.offline && win.navigator.onLine !== false) {
        // The network answered a request again: what was only slow is not offline any more.
        set({ offline: false, savedAt: Date.now() });
      }
    });
    container.controller?.postMessage({ type: CACHE_STATE });
  }
  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
