import { createSessionStore, TOKEN_KEY } from '../session/sessionStore';
import { inSeconds, makeToken } from '../testing/jwt';
import { clearDraftsOnSignOut } from './personalDrafts';

function cleaner() {
  const calls: string[] = [];
  return {
    calls,
    deleteAccount: async (account: string) => void calls.push(`account ${account}`),
    deleteOthers: async (account: string) => void calls.push(`others ${account}`),
  };
}

const tokenOf = (sub: string, now: number, seconds = 600) =>
  makeToken({ sub, username: `${sub}@inpro.test`, exp: inSeconds(seconds, now) });

describe('drafts on sign-out', () => {
  const NOW = Date.UTC(2026, 10, 29, 12, 0, 0);
  let store: ReturnType<typeof createSessionStore> | undefined;
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    store?.dispose();
    jest.useRealTimers();
  });

  it("deletes the account's drafts on sign-out, and every other account's on a sign-in", () => {
    store = createSessionStore({ now: () => NOW });
    const drafts = cleaner();
    clearDraftsOnSignOut(store, drafts);
    store.login(tokenOf('7', NOW));
    expect(drafts.calls).toEqual(['others 7']);
    store.setUser({ id: 7, email: '7@inpro.test' });
    expect(drafts.calls).toEqual(['others 7']);
    store.logout();
    expect(drafts.calls).toEqual(['others 7', 'account 7']);
    store.login(tokenOf('8', NOW));
    expect(drafts.calls).toEqual(['others 7', 'account 7', 'others 8']);
  });

  it('a sign-out in another tab deletes them in this one too', () => {
    localStorage.setItem(TOKEN_KEY, tokenOf('7', NOW));
    store = createSessionStore({ now: () => NOW });
    const drafts = cleaner();
    clearDraftsOnSignOut(store, drafts);
    localStorage.removeItem(TOKEN_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY }));
    expect(store.getSnapshot().isAuthenticated).toBe(false);
    expect(drafts.calls).toEqual(['account 7']);
  });

  it('a session that ran out keeps them for the same person; the next account to sign in deletes them', () => {
    jest.useFakeTimers();
    let now = NOW;
    store = createSessionStore({ now: () => now });
    const drafts = cleaner();
    clearDraftsOnSignOut(store, drafts);
    store.login(tokenOf('7', NOW, 60));
    now += 61_000;
    jest.advanceTimersByTime(61_000);
    expect(store.getSnapshot().isAuthenticated).toBe(false);
    expect(drafts.calls).toEqual(['others 7']);
    store.login(tokenOf('7', now));
    expect(drafts.calls).toEqual(['others 7']);
    now += 700_000;
    jest.advanceTimersByTime(700_000);
    store.login(tokenOf('9', now));
    expect(drafts.calls).toEqual(['others 7', 'others 9']);
  });

  it('an expired session that is then signed out deletes them', () => {
    jest.useFakeTimers();
    let now = NOW;
    store = createSessionStore({ now: () => now });
    const drafts = cleaner();
    clearDraftsOnSignOut(store, drafts);
    store.login(tokenOf('7', NOW, 60));
    now += 61_000;
    jest.advanceTimersByTime(61_000);
    store.logout();
    expect(drafts.calls).toEqual(['others 7', 'account 7']);
  });
});
