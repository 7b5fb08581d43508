import type { SessionSnapshot } from '@inpro/shared-contracts';
import { clearCachesOnSignOut, clearPersonalCaches } from './personalCaches';

/** A Cache Storage in memory: the names are what matters here. */
function cacheStorage(names: string[]): CacheStorage & { names: string[] } {
  const store = {
    names: [...names],
    keys: async () => [...store.names],
    delete: async (name: string) => {
      const had = store.names.includes(name);
      store.names = store.names.filter((n) => n !== name);
      return had;
    },
  };
  return store as unknown as CacheStorage & { names: string[] };
}

function session(isAuthenticated: boolean) {
  let snapshot = { isAuthenticated } as SessionSnapshot;
  const listeners = new Set<(s: SessionSnapshot) => void>();
  return {
    getSnapshot: () => snapshot,
    subscribe: (listener: (s: SessionSnapshot) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: boolean) {
      snapshot = { isAuthenticated: next } as SessionSnapshot;
      listeners.forEach((l) => l(snapshot));
    },
  };
}

describe('personal caches', () => {
  it("delete every account's API cache and kept files, and keep the site's own files", async () => {
    const storage = cacheStorage(['inpro-files-v1', 'inpro-pages-v1', 'inpro-api-ana', 'inpro-api-luis', 'inpro-kept-ana']);
    await expect(clearPersonalCaches(storage)).resolves.toBe(3);
    expect(storage.names).toEqual(['inpro-files-v1', 'inpro-pages-v1']);
    await expect(clearPersonalCaches(undefined)).resolves.toBe(0);
  });

  it('go on every sign-out, and only then', () => {
    const store = session(true);
    const clear = jest.fn(() => Promise.resolve());
    const stop = clearCachesOnSignOut(store, clear);
    store.set(true);
    expect(clear).not.toHaveBeenCalled();
    store.set(false);
    expect(clear).toHaveBeenCalledTimes(1);
    // Still signed out (another change of the snapshot): nothing more to delete.
    store.set(false);
    store.set(true);
    expect(clear).toHaveBeenCalledTimes(1);
    store.set(false);
    expect(clear).toHaveBeenCalledTimes(2);
    stop();
    store.set(true);
    store.set(false);
    expect(clear).toHaveBeenCalledTimes(2);
  });
});
