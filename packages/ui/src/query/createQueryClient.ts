import { QueryClient } from '@tanstack/react-query';

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
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
