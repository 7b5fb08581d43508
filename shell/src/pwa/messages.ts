// Messages between the service worker and the pages it serves.

/** Worker → page: a response came from the cache because the network failed or was silent. */
export const FROM_CACHE = 'inpro:from-cache';
/** Page → worker at start-up: was this page itself served from the cache a moment ago? */
export const CACHE_STATE = 'inpro:cache-state';

export interface FromCacheMessage {
  type: typeof FROM_CACHE;
  /** When the cached copy was fetched (its Date header, ms), when known. */
  savedAt: number | null;
}

export function isFromCacheMessage(data: unknown): data is FromCacheMessage {
  if (!data || typeof data !== 'object') return false;
  const { type, savedAt } = data as Record<string, unknown>;
  return type === FROM_CACHE && (savedAt === null || (typeof savedAt === 'number' && Number.isFinite(savedAt)));
}

/** Worker → page: the network answered a request again (the page is no longer offline). */
export const FROM_NETWORK = 'inpro:from-network';
/** Page → worker: cache these URLs by the worker's rules (Workbox's Router cache listener). */
export const CACHE_URLS = 'CACHE_URLS';
