import { isPersonalCache, type SessionApi } from '@inpro/shared-contracts';

/**
 * Deletes every cache that holds an account's own data (the worker's per-account API caches and
 * the files kept for reading without a connection). The page can do it itself: the Cache Storage
 * is the same for the page and its worker.
 */
export async function clearPersonalCaches(storage: CacheStorage | undefined = globalThis.caches): Promise<number> {
  if (!storage) return 0;
  const names = (await storage.keys()).filter(isPersonalCache);
  await Promise.all(names.map((name) => storage.delete(name)));
  return names.length;
}

/**
 * On every sign-out (the button, another tab's sign-out, an expired session) the personal caches
 * go, so the next person on a shared phone finds nothing of the previous account.
 */
export function clearCachesOnSignOut(
  session: Pick<SessionApi, 'getSnapshot' | 'subscribe'>,
  clear: () => Promise<unknown> = clearPersonalCaches,
): () => void {
  let signedIn = session.getSnapshot().isAuthenticated;
  return session.subscribe(() => {
    const now = session.getSnapshot().isAuthenticated;
    if (signedIn && !now) {
      clear().catch((error: unknown) => console.warn('[inpro] the personal caches could not be deleted', error));
    }
    signedIn = now;
  });
}
