import { createStore } from 'zustand/vanilla';
import {
  decodeClaims,
  isTokenExpired,
  normalizeRole,
  primaryRole,
  rolesFromClaims,
  usernameFromClaims,
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
 * default ESTUDIANTE; authenticated while a readable token has not expired.
 */
export function computeSnapshot(state: SessionState, nowMs: number = Date.now()): SessionSnapshot {
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
  };
}

export interface SessionStore extends SessionApi {
  /** Stops the expiry timer and the cross-tab listener (tests, teardown). */
  dispose(): void;
}

export interface SessionStoreOptions {
  storage?: Storage | null;
  now?: () => number;
  /** Listen to the storage event so a sign-in or sign-out in another tab applies here. */
  syncTabs?: boolean;
}

/** The shell's one session store (zustand), exposed to remotes as the narrow SessionApi. */
export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const storage = options.storage === undefined ? (typeof localStorage === 'undefined' ? null : localStorage) : options.storage;
  const now = options.now ?? Date.now;
  const store = createStore<SessionState>(() => readStorage(storage));

  let snapshot = computeSnapshot(store.getState(), now());
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<(s: SessionSnapshot) => void>();

  const notify = () => listeners.forEach((l) => l(snapshot));

  const refresh = () => {
    snapshot = computeSnapshot(store.getState(), now());
    scheduleExpiry();
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
      const next = computeSnapshot(store.getState(), now());
      if (next.isAuthenticated !== snapshot.isAuthenticated) {
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

  const set = (next: SessionState) => {
    writeStorage(storage, next);
    store.setState(next, true);
  };

  return {
    getSnapshot() {
      // A snapshot is stable between changes (useSyncExternalStore), but never outlives exp.
      if (snapshot.isAuthenticated && snapshot.token && isTokenExpired(snapshot.token, now())) {
        snapshot = computeSnapshot(store.getState(), now());
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
      set({ token: token.trim(), user: user ?? null });
    },
    setUser(user) {
      set({ token: store.getState().token, user: user ?? null });
    },
    logout() {
      set({ token: null, user: null });
    },
    dispose() {
      if (expiryTimer) clearTimeout(expiryTimer);
      unsubscribeStore();
      if (syncTabs && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      listeners.clear();
    },
  };
}
