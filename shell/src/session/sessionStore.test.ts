import { computeSnapshot, createSessionStore, TOKEN_KEY, USER_KEY } from './sessionStore';
import { inSeconds, makeToken } from '../testing/jwt';
import { fakeConnection } from '@inpro/ui/src/testing';

const NOW = Date.UTC(2026, 10, 21, 10, 0, 0);

describe('computeSnapshot', () => {
  it('reads username from username, else sub, else email', () => {
    const base = { exp: inSeconds(3600, NOW) };
    const snap = (claims: Record<string, unknown>) =>
      computeSnapshot({ token: makeToken({ ...base, ...claims }), user: null }, NOW).username;
    expect(snap({ username: 'ana', sub: '7', email: 'a@x.pe' })).toBe('ana');
    expect(snap({ sub: '7', email: 'a@x.pe' })).toBe('7');
    expect(snap({ email: 'a@x.pe' })).toBe('a@x.pe');
  });

  it('reads roles from roles, else authorities, else role; strips ROLE_, upper-cases, defaults to ESTUDIANTE', () => {
    const roles = (claims: Record<string, unknown>) =>
      computeSnapshot({ token: makeToken({ exp: inSeconds(60, NOW), ...claims }), user: null }, NOW).roles;
    expect(roles({ roles: ['role_admin'], authorities: ['DOCENTE'] })).toEqual(['ADMIN']);
    expect(roles({ authorities: [{ authority: 'ROLE_DOCENTE' }] })).toEqual(['DOCENTE']);
    expect(roles({ role: 'superadmin' })).toEqual(['SUPERADMIN']);
    expect(roles({})).toEqual(['ESTUDIANTE']);
  });

  it('falls back to the stored user role when the token has no role claim', () => {
    const s = computeSnapshot({ token: makeToken({ exp: inSeconds(60, NOW) }), user: { role: 'docente' } }, NOW);
    expect(s.role).toBe('DOCENTE');
  });

  it('picks the strongest role as the primary one', () => {
    const s = computeSnapshot({ token: makeToken({ exp: inSeconds(60, NOW), roles: ['DOCENTE', 'ADMIN'] }), user: null }, NOW);
    expect(s.role).toBe('ADMIN');
  });

  it('treats exp at or before now, a missing exp and an unreadable token as expired', () => {
    const auth = (token: string | null) => computeSnapshot({ token, user: null }, NOW).isAuthenticated;
    expect(auth(makeToken({ exp: inSeconds(1, NOW) }))).toBe(true);
    expect(auth(makeToken({ exp: Math.floor(NOW / 1000) }))).toBe(false);
    expect(auth(makeToken({ exp: inSeconds(-10, NOW) }))).toBe(false);
    expect(auth(makeToken({ sub: '1' }))).toBe(false);
    expect(auth('not-a-token')).toBe(false);
    expect(auth(null)).toBe(false);
  });
});

describe('createSessionStore', () => {
  beforeEach(() => localStorage.clear());

  it('keeps token and user in localStorage, one key each', () => {
    const store = createSessionStore({ now: () => NOW });
    const token = makeToken({ sub: '3', username: 'ana', roles: ['ESTUDIANTE'], exp: inSeconds(600, NOW) });
    store.login(token, { id: 3, email: 'ana@inpro.test', fullName: 'Ana Pérez', role: 'ESTUDIANTE' });
    expect(localStorage.getItem(TOKEN_KEY)).toBe(token);
    expect(JSON.parse(localStorage.getItem(USER_KEY)!)).toMatchObject({ fullName: 'Ana Pérez' });
    expect(store.getSnapshot()).toMatchObject({ isAuthenticated: true, username: 'ana', role: 'ESTUDIANTE' });
    store.logout();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(store.getSnapshot()).toMatchObject({ isAuthenticated: false, token: null, user: null });
    store.dispose();
  });

  it('restores the session from localStorage and ignores a corrupt user', () => {
    const token = makeToken({ sub: '9', roles: ['ADMIN'], exp: inSeconds(600, NOW) });
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(USER_KEY, '{not json');
    const store = createSessionStore({ now: () => NOW });
    expect(store.getSnapshot()).toMatchObject({ token, user: null, role: 'ADMIN', isAuthenticated: true });
    store.dispose();
  });

  it('notifies subscribers and returns a stable snapshot between changes', () => {
    const store = createSessionStore({ now: () => NOW });
    const seen: boolean[] = [];
    const off = store.subscribe((s) => seen.push(s.isAuthenticated));
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    store.login(makeToken({ exp: inSeconds(60, NOW) }));
    store.setUser({ fullName: 'Luis' });
    off();
    store.logout();
    expect(seen).toEqual([true, true]);
    expect(store.getSnapshot().user).toBeNull();
    store.dispose();
  });

  it('rejects an empty token and changes nothing', () => {
    const store = createSessionStore({ now: () => NOW });
    expect(() => store.login('  ')).toThrow();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    store.dispose();
  });

  it('becomes unauthenticated once exp passes, and tells subscribers', () => {
    jest.useFakeTimers({ now: NOW });
    try {
      const store = createSessionStore();
      store.login(makeToken({ exp: inSeconds(5, NOW) }));
      const listener = jest.fn();
      store.subscribe(listener);
      expect(store.getSnapshot().isAuthenticated).toBe(true);
      jest.advanceTimersByTime(6000);
      expect(listener).toHaveBeenCalledWith(expect.objectContaining({ isAuthenticated: false }));
      expect(store.getSnapshot().isAuthenticated).toBe(false);
      store.dispose();
    } finally {
      jest.useRealTimers();
    }
  });

  it('follows a sign-out made in another tab', () => {
    const store = createSessionStore({ now: () => NOW });
    store.login(makeToken({ exp: inSeconds(60, NOW) }));
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY }));
    expect(store.getSnapshot().isAuthenticated).toBe(false);
    store.dispose();
  });
});

describe('createSessionStore: an expired token while offline', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.useFakeTimers({ now: NOW });
  });
  afterEach(() => jest.useRealTimers());

  const student = () => makeToken({ sub: '42', username: 'ana', roles: ['ESTUDIANTE'], exp: inSeconds(5, NOW) });

  it('keeps the account (same user and roles) when the token runs out offline, and tells subscribers', () => {
    const connection = fakeConnection(false);
    const store = createSessionStore({ connection });
    store.login(student(), { id: 42, fullName: 'Ana Pérez' });
    connection.setOffline(true);
    const listener = jest.fn();
    store.subscribe(listener);
    jest.advanceTimersByTime(6000);
    expect(store.getSnapshot()).toMatchObject({
      isAuthenticated: false,
      keptOffline: true,
      username: 'ana',
      role: 'ESTUDIANTE',
      user: { fullName: 'Ana Pérez' },
    });
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ isAuthenticated: false, keptOffline: true }));
    store.dispose();
  });

  it('keeps an expired stored token of an account when the page starts, offline or seemingly online, until its renewal answers', () => {
    localStorage.setItem(TOKEN_KEY, makeToken({ sub: '42', roles: ['ESTUDIANTE'], exp: inSeconds(-3600, NOW) }));
    const offline = createSessionStore({ connection: fakeConnection(true) });
    expect(offline.getSnapshot()).toMatchObject({ isAuthenticated: false, keptOffline: true });
    offline.dispose();
    const online = createSessionStore({ connection: fakeConnection(false) });
    expect(online.getSnapshot()).toMatchObject({ isAuthenticated: false, keptOffline: true });
    online.endOfflineKeep();
    expect(online.getSnapshot()).toMatchObject({ isAuthenticated: false, keptOffline: false });
    online.dispose();
    // A token that names no account (no sub) is never kept.
    localStorage.setItem(TOKEN_KEY, makeToken({ roles: ['ESTUDIANTE'], exp: inSeconds(-3600, NOW) }));
    const nameless = createSessionStore({ connection: fakeConnection(false) });
    expect(nameless.getSnapshot()).toMatchObject({ isAuthenticated: false, keptOffline: false });
    nameless.dispose();
  });

  it('a token that runs out online expires as before', () => {
    const store = createSessionStore({ connection: fakeConnection(false) });
    store.login(student());
    jest.advanceTimersByTime(6000);
    expect(store.getSnapshot()).toMatchObject({ isAuthenticated: false, keptOffline: false });
    store.dispose();
  });

  it('tells subscribers of the expiry once even when a reader saw it before the timer (a late timer on a busy page)', async () => {
    let now = NOW;
    const store = createSessionStore({ connection: fakeConnection(false), now: () => now });
    store.login(student());
    const listener = jest.fn();
    store.subscribe(listener);
    // Past exp, before the expiry timer fires: a render reads the snapshot first.
    now = NOW + 6000;
    expect(store.getSnapshot()).toMatchObject({ isAuthenticated: false });
    await Promise.resolve();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ isAuthenticated: false, keptOffline: false }));
    jest.advanceTimersByTime(6000);
    expect(listener).toHaveBeenCalledTimes(1);
    store.dispose();
  });

  it('stays kept when the connection returns, until the token is renewed or the renewal is refused', () => {
    const connection = fakeConnection(true);
    const store = createSessionStore({ connection });
    store.login(student());
    jest.advanceTimersByTime(6000);
    connection.setOffline(false);
    expect(store.getSnapshot().keptOffline).toBe(true);

    store.login(makeToken({ sub: '42', roles: ['ESTUDIANTE'], exp: inSeconds(900, Date.now()) }));
    expect(store.getSnapshot()).toMatchObject({ isAuthenticated: true, keptOffline: false });

    // Offline again past that token, back online, and the refresh cookie is refused.
    connection.setOffline(true);
    jest.advanceTimersByTime(901_000);
    connection.setOffline(false);
    const listener = jest.fn();
    store.subscribe(listener);
    store.endOfflineKeep();
    expect(store.getSnapshot()).toMatchObject({ isAuthenticated: false, keptOffline: false });
    expect(listener).toHaveBeenCalledTimes(1);
    store.dispose();
  });

  it('never keeps a signed-out session, nor a token that names no account', () => {
    const connection = fakeConnection(true);
    const store = createSessionStore({ connection });
    store.login(student());
    jest.advanceTimersByTime(6000);
    expect(store.getSnapshot().keptOffline).toBe(true);
    store.logout();
    expect(store.getSnapshot()).toMatchObject({ token: null, isAuthenticated: false, keptOffline: false });

    store.login(makeToken({ roles: ['ESTUDIANTE'], exp: inSeconds(-10, Date.now()) }));
    expect(store.getSnapshot().keptOffline).toBe(false);
    store.dispose();
  });

  it('follows another tab: its sign-out ends the keep, its other account is that account', () => {
    const connection = fakeConnection(true);
    const store = createSessionStore({ connection });
    store.login(student());
    jest.advanceTimersByTime(6000);
    const other = makeToken({ sub: '77', username: 'luis', roles: ['DOCENTE'], exp: inSeconds(900, Date.now()) });
    localStorage.setItem(TOKEN_KEY, other);
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY }));
    expect(store.getSnapshot()).toMatchObject({ token: other, username: 'luis', isAuthenticated: true, keptOffline: false });
    localStorage.removeItem(TOKEN_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY }));
    expect(store.getSnapshot()).toMatchObject({ token: null, keptOffline: false });
    store.dispose();
  });
});
