import type { SessionSnapshot } from '@inpro/shared-contracts';
import { clearPersonalCaches, followSessionCaches } from './personalCaches';

/** A Cache Storage in memory: the names are what matters here. */
function cacheStorage(names: string[]): CacheStorage & { names: string[] } {
  const store = {
    names: [...names],
    keys: async () => [...store.names],
    open: async (name: string) => {
      if (!store.names.includes(name)) store.names.push(name);
      return {};
    },
    delete: async (name: string) => {
      const had = store.names.includes(name);
      store.names = store.names.filter((n) => n !== name);
      return had;
    },
  };
  return store as unknown as CacheStorage & { names: string[] };
}

const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const tokenOf = (sub: string) => `${part({ alg: 'HS256' })}.${part({ sub })}.firma`;

function session(account: string | null) {
  const snapshotOf = (who: string | null) => ({ isAuthenticated: who !== null, token: who && tokenOf(who) }) as SessionSnapshot;
  let snapshot = snapshotOf(account);
  const listeners = new Set<(s: SessionSnapshot) => void>();
  return {
    getSnapshot: () => snapshot,
    subscribe: (listener: (s: SessionSnapshot) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(who: string | null) {
      snapshot = snapshotOf(who);
      listeners.forEach((l) => l(snapshot));
    },
    /** The token runs out: still stored, no longer valid. */
    expire() {
      snapshot = { ...snapshot, isAuthenticated: false } as SessionSnapshot;
      listeners.forEach((l) => l(snapshot));
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('personal caches', () => {
  it("delete every account's API cache and kept files, and keep the site's own files", async () => {
    const storage = cacheStorage(['inpro-files-v1', 'inpro-pages-v1', 'inpro-api-ana', 'inpro-api-luis', 'inpro-kept-ana']);
    await expect(clearPersonalCaches(storage)).resolves.toBe(3);
    expect(storage.names).toEqual(['inpro-files-v1', 'inpro-pages-v1']);
    await expect(clearPersonalCaches(undefined)).resolves.toBe(0);
  });

  it('exist for the signed-in account and go on every sign-out, once more a moment later', async () => {
    const storage = cacheStorage(['inpro-files-v1']);
    const timers: Array<() => void> = [];
    const store = session('7');
    const stop = followSessionCaches(store, { storage, setTimer: (run) => timers.push(run) });
    await settle();
    expect(storage.names).toEqual(['inpro-files-v1', 'inpro-api-7']);

    storage.names.push('inpro-kept-7');
    store.set(null);
    await settle();
    expect(storage.names).toEqual(['inpro-files-v1']);
    // An answer that was on its way lands after the sign-out: the second sweep takes it.
    storage.names.push('inpro-api-7');
    timers.shift()?.();
    await settle();
    expect(storage.names).toEqual(['inpro-files-v1']);

    // Another account signs in before the second sweep: its own cache, which the sweep spares.
    store.set('7');
    store.set(null);
    store.set('8');
    timers.shift()?.();
    await settle();
    expect(storage.names).toEqual(['inpro-files-v1', 'inpro-api-8']);
    stop();
    store.set(null);
    await settle();
    expect(storage.names).toEqual(['inpro-files-v1', 'inpro-api-8']);
  });

  it('stay for the same person when the session only ran out, and go when another account signs in', async () => {
    const storage = cacheStorage(['inpro-files-v1', 'inpro-api-7', 'inpro-kept-7', 'inpro-kept-5']);
    const timers: Array<() => void> = [];
    const store = session('7');
    followSessionCaches(store, { storage, setTimer: (run) => timers.push(run) });
    await settle();
    // Another account's leftovers go at start-up; the signed-in account's stay.
    expect(storage.names).toEqual(['inpro-files-v1', 'inpro-api-7', 'inpro-kept-7']);

    store.expire();
    timers.forEach((run) => run());
    await settle();
    expect(storage.names).toEqual(['inpro-files-v1', 'inpro-api-7', 'inpro-kept-7']);

    store.set('8');
    await settle();
    expect(storage.names).toEqual(['inpro-files-v1', 'inpro-api-8']);
  });

  it('are swept after start-up when nobody is signed in', async () => {
    const storage = cacheStorage(['inpro-files-v1', 'inpro-api-7', 'inpro-kept-7']);
    const timers: Array<() => void> = [];
    followSessionCaches(session(null), { storage, setTimer: (run) => timers.push(run) });
    await settle();
    expect(storage.names).toHaveLength(3);
    timers.forEach((run) => run());
    await settle();
    expect(storage.names).toEqual(['inpro-files-v1']);
  });
});
