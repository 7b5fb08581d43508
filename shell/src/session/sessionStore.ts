import { createStore } from 'zustand/vanilla';
import {
  cacheAccountOf,
  decodeClaims,
  isTokenExpired,
  normalizeRole,
  primaryRole,
  rolesFromClaims,
  usernameFromClaims,
  type ConnectionApi,
  type Role,
  type SessionApi,
  type SessionSnapshot,
  type SessionUser,
} from '@inpro/shared-contracts';

import { TOKEN_KEY, USER_KEY } from './storageKeys';

export { TOKEN_KEY, USER_KEY };

interface SessionState {
  token: string | null;
  user: SessionUser | null;
}

/** Largest delay setTimeout accepts (about 24.8 days). */
const MAX_TIMER_MS = 2_147_483_647;

function readStorage(storage: Storage | null): SessionState {
  if (!storage) return { token: null, user: null };
  let token: string | null = null;
  let user: SessionUser | null = null;
  try {
    token = storage.getItem(TOKEN_KEY);
    const rawUser = storage.getItem(USER_KEY);
    if (rawUser) {
      const parsed: unknown = JSON.parse(rawUser);
      user = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as SessionUser) : null;
    }
  } catch {
    // Unreadable storage or user: treat as signed out for the part that failed.
  }
  return { token: token || null, user };
}

function writeStorage(storage: Storage | null, state: SessionState): void {
  if (!storage) return;
  try {
    if (state.token) storage.setItem(TOKEN_KEY, state.token);
    else storage.removeItem(TOKEN_KEY);
    if (state.user) storage.setItem(USER_KEY, JSON.stringify(state.user));
    else storage.removeItem(USER_KEY);
  } catch {
    // Storage full or blocked: the in-memory session still works for this page.
  }
}

function hasRoleClaim(claims: Record<string, unknown> | null): boolean {
  if (!claims) return false;
  return ['roles', 'authorities', 'role'].some((k) => {
    const v = claims[k];
    return (Array.isArray(v) && v.length > 0) || (typeof v === 'string' && v.trim() !== '');
  });
}

/**
 * What a token and user mean: username from the claims (username, sub, email), roles from the
 * claims (roles, authorities, role; ROLE_ stripped, upper-cased), failing that the user's role,
 * default ESTUDIANTE; authenticated while a readable token has not expired. `held`: the store
 * keeps an expired token's account for offline reading (see createSessionStore); only a token
 * that names its account (sub) can be kept.
 */
export function computeSnapshot(state: SessionState, nowMs: number = Date.now(), held = false): SessionSnapshot {
  const claims = state.token ? decodeClaims(state.token) : null;
  let roles: Role[];
  if (hasRoleClaim(claims)) roles = rolesFromClaims(claims);
  else if (state.user?.roles?.length) roles = Array.from(new Set(state.user.roles.map(normalizeRole)));
  else if (state.user?.role) roles = [normalizeRole(state.user.role)];
  else roles = rolesFromClaims(null);
  return {
    token: state.token,
    user: state.user,
    username: usernameFromClaims(claims) ?? state.user?.username ?? state.user?.email ?? null,
    roles,
    role: primaryRole(roles),
    isAuthenticated: !!state.token && !isTokenExpired(state.token, nowMs),
    keptOffline: held && !!state.token && isTokenExpired(state.token, nowMs) && cacheAccountOf(state.token) !== null,
  };
}

const sameAccess = (a: SessionSnapshot, b: SessionSnapshot) => a.isAuthenticated === b.isAuthenticated && a.keptOffline === b.keptOffline;

export interface SessionStore extends SessionApi {
  /**
   * Ends the offline keep of an expired token (the refresh cookie was refused once the connection
   * came back): the session is then expired as any other, and the expiry watcher takes the
   * person to /aula/login?e=exp. Shell only: remotes never get it.
   */
  endOfflineKeep(): void;
  /** Stops the expiry timer and the listeners (tests, teardown). */
  dispose(): void;
}

export interface SessionStoreOptions {
  storage?: Storage | null;
  now?: () => number;
  /** Listen to the storage event so a sign-in or sign-out in another tab applies here. */
  syncTabs?: boolean;
  /**
   * The shell's watch of the connection. While the device is offline, a stored token that runs
   * out keeps its account in its area (snapshot.keptOffline) instead of expiring; when the
   * connection returns it stays kept until the token is renewed (login) or the renewal is refused
   * (endOfflineKeep). Without it, a token simply expires.
   */
  connection?: Pick<ConnectionApi, 'getSnapshot' | 'subscribe'>;
}

/** The shell's one session store (zustand), exposed to remotes as the narrow SessionApi. */
export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const storage = options.storage === undefined ? (typeof localStorage === 'undefined' ? null : localStorage) : options.storage;
  const now = options.now ?? Date.now;
  const store = createStore<SessionState>(() => readStorage(storage));
  const connection = options.connection;
  const isOffline = () => connection?.getSnapshot().offline === true;
  // Set while offline; stays set after the connection returns only for a kept (expired) token,
  // until its renewal ends one way or the other. Not stored: a page load starts from the connection,
  // and a page that starts with an expired token of an account keeps it until the first renewal
  // answers (offlineRenewal.ts starts it at once): a network that looks online may answer nothing,
  // and the service worker then serves this account's copy.
  let held = isOffline() || (!!connection && computeSnapshot(store.getState(), now(), true).keptOffline);

  let snapshot = computeSnapshot(store.getState(), now(), held);
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<(s: SessionSnapshot) => void>();

  const notify = () => listeners.forEach((l) => l(snapshot));

  const refresh = () => {
    snapshot = computeSnapshot(store.getState(), now(), held);
    scheduleExpiry();
  };

  /** Recomputes after a change that is not the stored state's (the hold), telling subscribers when access changed. */
  const reevaluate = () => {
    const next = computeSnapshot(store.getState(), now(), held);
    if (sameAccess(next, snapshot)) return;
    snapshot = next;
    scheduleExpiry();
    notify();
  };

  // Re-evaluate (and tell subscribers) when the token's exp passes.
  function scheduleExpiry() {
    if (expiryTimer) clearTimeout(expiryTimer);
    expiryTimer = undefined;
    if (!snapshot.isAuthenticated || !snapshot.token) return;
    const exp = decodeClaims(snapshot.token)?.exp;
    if (typeof exp !== 'number') return;
    const delay = Math.min(Math.max(exp * 1000 - now(), 0) + 50, MAX_TIMER_MS);
    expiryTimer = setTimeout(() => {
      const next = computeSnapshot(store.getState(), now(), held);
      if (!sameAccess(next, snapshot)) {
        snapshot = next;
        notify();
      }
      scheduleExpiry();
    }, delay);
  }

  const unsubscribeStore = store.subscribe(() => {
    refresh();
    notify();
  });
  scheduleExpiry();

  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== TOKEN_KEY && event.key !== USER_KEY) return;
    store.setState(readStorage(storage), true);
  };
  const syncTabs = options.syncTabs ?? true;
  if (syncTabs && typeof window !== 'undefined') window.addEventListener('storage', onStorage);

  const unsubscribeConnection = connection?.subscribe(() => {
    if (isOffline()) held = true;
    // Back online: a valid token needs nothing; an expired one stays kept until it is renewed.
    else if (!snapshot.keptOffline) held = false;
    reevaluate();
  });

  const set = (next: SessionState) => {
    writeStorage(storage, next);
    store.setState(next, true);
  };

  return {
    getSnapshot() {
      // A snapshot is stable between changes (useSyncExternalStore), but never outlives exp. A reader
      // may see the expiry before the timer (late on a busy page), whose check then finds nothing new:
      // the subscribers hear of it from here, after the read.
      if (snapshot.isAuthenticated && snapshot.token && isTokenExpired(snapshot.token, now())) {
        const next = computeSnapshot(store.getState(), now(), held);
        const changed = !sameAccess(next, snapshot);
        snapshot = next;
        if (changed) void Promise.resolve().then(notify);
      }
      return snapshot;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    login(token, user = null) {
      if (typeof token !== 'string' || !token.trim()) throw new Error('login() needs a token');
      held = isOffline();
      set({ token: token.trim(), user: user ?? null });
    },
    setUser(user) {
      set({ token: store.getState().token, user: user ?? null });
    },
    logout() {
      held = isOffline();
      set({ token: null, user: null });
    },
    endOfflineKeep() {
      // The server refused the renewal: whatever the connection watch believes, the session is over.
      held = false;
      reevaluate();
    },
    dispose() {
      if (expiryTimer) clearTimeout(expiryTimer);
      unsubscribeStore();
      unsubscribeConnection?.();
      if (syncTabs && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      listeners.clear();
    },
  };
}
