import { isKeepableAnswer } from '../keptFiles';

/** The Cache Storage of this page, when the browser gives one (not in an insecure context). */
export function keptStorage(): CacheStorage | undefined {
  return typeof caches === 'undefined' ? undefined : caches;
}

/** Whether the file is kept in the account's cache. */
export async function isKept(storage: CacheStorage, cacheName: string, key: string): Promise<boolean> {
  if (!(await storage.has(cacheName))) return false;
  return (await (await storage.open(cacheName)).match(key)) !== undefined;
}

/** Downloads the file through its signed link and keeps it under its stable key. */
export async function keepFile(storage: CacheStorage, cacheName: string, key: string, signedHref: string, signal?: AbortSignal) {
  const response = await fetch(signedHref, { signal, credentials: 'same-origin' });
  if (!isKeepableAnswer(response.status, response.headers.get('Content-Type')))
    throw new Error(`The file answered ${response.status}, not a complete PDF`);
  await (await storage.open(cacheName)).put(key, response);
}

/** Removes the kept copy. */
export async function removeKeptFile(storage: CacheStorage, cacheName: string, key: string): Promise<void> {
  if (await storage.has(cacheName)) await (await storage.open(cacheName)).delete(key);
}

/** The kept PDF's content, or null when it is not kept (any more). */
export async function readKeptFile(storage: CacheStorage, cacheName: string, key: string): Promise<Blob | null> {
  if (!(await storage.has(cacheName))) return null;
  const response = await (await storage.open(cacheName)).match(key);
  return response ? response.blob() : null;
}
