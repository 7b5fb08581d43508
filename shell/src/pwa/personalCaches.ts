import { answersCacheName, cacheAccountOf, isPersonalCache, type SessionApi } from '@inpro/shared-contracts';

/** When the caches are swept again after a sign-out: an answer on its way may have landed meanwhile. */
const SECOND_SWEEP_MS = 5_000;

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

interface FollowOptions {
  storage?: CacheStorage;
  setTimer?: (run: () => void, ms: number) => unknown;
}

/**
 * The account's caches follow the session. While someone is signed in, their answers' cache
 * exists (the worker writes only into an existing one). On every sign-out (the button, another
 * tab's sign-out, an expired session), and at start-up with nobody signed in, every personal cache
 * goes, and once more a moment later while still signed out (an answer on its way at sign-out),
 * so the next person on a shared phone finds nothing of the previous account. Returns a function
 * that stops following.
 */
export function followSessionCaches(
  session: Pick<SessionApi, 'getSnapshot' | 'subscribe'>,
  { storage = globalThis.caches, setTimer = setTimeout }: FollowOptions = {},
): () => void {
  if (!storage) return () => undefined;
  const warn = (error: unknown) => console.warn('[inpro] the personal caches could not be updated', error);
  const clear = () => void clearPersonalCaches(storage).catch(warn);
  const open = (token: string | null) => {
    const account = cacheAccountOf(token);
    if (account) storage.open(answersCacheName(account)).catch(warn);
  };
  const sweepLater = () =>
    setTimer(() => {
      if (!session.getSnapshot().isAuthenticated) clear();
    }, SECOND_SWEEP_MS);
  let signedIn = session.getSnapshot().isAuthenticated;
  // Nobody signed in at start-up (a session that ended while the site was closed): swept after
  // start-up, out of the page's way; the worker serves no personal answer without a session.
  if (signedIn) open(session.getSnapshot().token);
  else sweepLater();
  return session.subscribe(() => {
    const snapshot = session.getSnapshot();
    if (snapshot.isAuthenticated) open(snapshot.token);
    else if (signedIn) {
      clear();
      sweepLater();
    }
    signedIn = snapshot.isAuthenticated;
  });
}
