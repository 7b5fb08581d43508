import {
  answersCacheName,
  cacheAccountOf,
  isPersonalCache,
  keptFilesCacheName,
  type SessionApi,
  type SessionSnapshot,
} from '@inpro/shared-contracts';

/** When the caches are swept again after a sign-out: an answer on its way may have landed meanwhile. */
const SECOND_SWEEP_MS = 5_000;

/**
 * Deletes every cache that holds an account's own data (the worker's per-account API caches and
 * the files kept for reading without a connection), but those of `keep`. The page can do it itself:
 * the Cache Storage is the same for the page and its worker.
 */
export async function clearPersonalCaches(
  storage: CacheStorage | undefined = globalThis.caches,
  keep: string | null = null,
): Promise<number> {
  if (!storage) return 0;
  const kept = keep ? [answersCacheName(keep), keptFilesCacheName(keep)] : [];
  const names = (await storage.keys()).filter((name) => isPersonalCache(name) && !kept.includes(name));
  await Promise.all(names.map((name) => storage.delete(name)));
  return names.length;
}

/** Whose data the device may keep: the stored token's account, also once the token ran out. */
const holderOf = (snapshot: SessionSnapshot) => cacheAccountOf(snapshot.token);

interface FollowOptions {
  storage?: CacheStorage;
  setTimer?: (run: () => void, ms: number) => unknown;
}

/**
 * The account's caches follow the session. While someone is signed in, their answers' cache
 * exists (the worker writes only into an existing one). A session that only ran out (its token
 * still stored: a student offline longer than the token lives, or back after a while) keeps them
 * for the same person, who signs in again. Once the token is gone (the button, another tab's
 * sign-out, a 401 that ends the session), and at start-up with no token, every personal cache
 * goes, and once more a moment later (an answer on its way at sign-out); another account signing
 * in deletes every cache but its own. So the next person on a shared phone finds nothing of the
 * previous account. Returns a function that stops following.
 */
export function followSessionCaches(
  session: Pick<SessionApi, 'getSnapshot' | 'subscribe'>,
  { storage = globalThis.caches, setTimer = setTimeout }: FollowOptions = {},
): () => void {
  if (!storage) return () => undefined;
  const warn = (error: unknown) => console.warn('[inpro] the personal caches could not be updated', error);
  const clear = (keep: string | null) => void clearPersonalCaches(storage, keep).catch(warn);
  const open = (account: string) => storage.open(answersCacheName(account)).catch(warn);
  const sweepLater = () => setTimer(() => clear(holderOf(session.getSnapshot())), SECOND_SWEEP_MS);
  let holder = holderOf(session.getSnapshot());
  if (holder) {
    if (session.getSnapshot().isAuthenticated) void open(holder);
    clear(holder);
  } else {
    // Swept after start-up, out of the page's way; the worker serves no personal answer without a session.
    sweepLater();
  }
  return session.subscribe(() => {
    const snapshot = session.getSnapshot();
    const next = holderOf(snapshot);
    if (next && snapshot.isAuthenticated) void open(next);
    if (next !== holder) {
      clear(next);
      if (!next) sweepLater();
    }
    holder = next;
  });
}
