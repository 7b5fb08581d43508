import { QueryClient, onlineManager } from '@tanstack/react-query';

/** HTTP status of a failed call made through the shell's client (axios-shaped errors), if any. */
export function errorStatus(err: unknown): number | undefined {
  const status = (err as { response?: { status?: unknown } } | null)?.response?.status;
  return typeof status === 'number' ? status : undefined;
}

/** Retry a failed query once, but never a refusal the server meant (4xx): it would only fail again. */
export function shouldRetry(failureCount: number, err: unknown): boolean {
  const status = errorStatus(err);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 1;
}

/**
 * The server-state cache of one mounted remote. Every remote gets its own (made by the
 * lifecycle helper), with the same rules: data counts as fresh for 30 s, one retry on network
 * or 5xx failures, no refetch on window focus (screens show their own 'Reintentar').
 *
 * Without a connection: a read is still tried once (`offlineFirst`), since the service worker
 * may answer it from its copy; its retry then waits for the connection, so what is on the screen
 * stays there (and a screen with nothing yet shows why: `fetchStatus` 'paused'). A write is never
 * held to be sent later by itself (`always`): it fails at once and the screen says so, so nothing
 * reaches the server without the student doing it again.
 */
export function createQueryClient(): QueryClient {
  // React Query assumes it is online until an 'offline' event; a page opened offline starts offline.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
