import type { ReactNode } from 'react';
import type { FetchStatus } from '@tanstack/react-query';
import { EmptyState } from '../components/EmptyState';
import { OFFLINE_NOT_SAVED } from './offlineTexts';

/**
 * True when a query has nothing to show and waits for the connection: React Query paused it
 * offline because neither the network nor the worker's copy could answer (a screen never opened
 * online on this device). It loads by itself when the connection returns.
 */
export function waitsForConnection(query: { fetchStatus: FetchStatus; data?: unknown }): boolean {
  return query.fetchStatus === 'paused' && query.data === undefined;
}

/** The Spanish notice of a screen that has no copy on this device while offline. */
function OfflineNotSaved() {
  return <EmptyState message={OFFLINE_NOT_SAVED} />;
}

/**
 * A screen's first load: its loading text (`children`) while the answer comes, or, when it waits
 * for the connection with nothing kept on the device, why nothing is shown (not an error page).
 */
export function FirstLoad({ query, children }: { query: { fetchStatus: FetchStatus; data?: unknown }; children: ReactNode }) {
  return waitsForConnection(query) ? <OfflineNotSaved /> : <>{children}</>;
}
