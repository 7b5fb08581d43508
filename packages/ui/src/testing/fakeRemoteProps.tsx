import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import {
  normalizeRole,
  type HttpClient,
  type HttpResponse,
  type RemoteCustomProps,
  type SessionSnapshot,
  type SessionUser,
} from '@inpro/shared-contracts';
import { RemotePropsProvider } from '../remote/RemoteContext';
import { ToastProvider } from '../components/ToastProvider';

/** Test-only: what a fake shell recorded. */
export interface FakeShell {
  props: RemoteCustomProps;
  /** Paths given to navigate(). */
  navigations: string[];
  /** Number of session.logout() calls. */
  logouts: number;
  /** Every HTTP call as "METHOD path". */
  requests: string[];
}

export interface FakeShellOptions {
  user?: SessionUser | null;
  /** Role from the token claims. */
  role?: string;
  username?: string | null;
  authenticated?: boolean;
  /** Answers of GET requests by path; a function may throw/reject to simulate failures. */
  get?: Record<string, unknown | (() => unknown)>;
}

/**
 * A shell stand-in for component tests of remotes: a real in-memory session (subscribe,
 * setUser, logout) and an HTTP client answering from a table. Not used in production code.
 */
export function createFakeShell(options: FakeShellOptions = {}): FakeShell {
  const role = normalizeRole(options.role ?? options.user?.role);
  let snapshot: SessionSnapshot = {
    token: options.authenticated === false ? null : 'test-token',
    user: options.user ?? null,
    username: options.username ?? null,
    roles: [role],
    role,
    isAuthenticated: options.authenticated !== false,
  };
  const listeners = new Set<(s: SessionSnapshot) => void>();
  const emit = () => listeners.forEach((l) => l(snapshot));
  const shell: FakeShell = {
    navigations: [],
    logouts: 0,
    requests: [],
    props: undefined as unknown as RemoteCustomProps,
  };
  const answer = async <T,>(method: string, url: string): Promise<HttpResponse<T>> => {
    shell.requests.push(`${method} ${url}`);
    const table = method === 'GET' ? (options.get ?? {}) : {};
    if (!(url in table)) {
      if (method === 'GET') throw Object.assign(new Error(`No fake answer for ${url}`), { response: { status: 404 } });
      return { data: undefined as T, status: 204, headers: {} };
    }
    const entry = table[url];
    const data = typeof entry === 'function' ? await (entry as () => unknown)() : entry;
    return { data: data as T, status: 200, headers: {} };
  };
  const http: HttpClient = {
    get: (url) => answer('GET', url),
    delete: (url) => answer('DELETE', url),
    post: (url) => answer('POST', url),
    put: (url) => answer('PUT', url),
    url: (path) => `/api${path.startsWith('/') ? '' : '/'}${path}`,
  };
  shell.props = {
    session: {
      getSnapshot: () => snapshot,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      login: (token, user) => {
        snapshot = { ...snapshot, token, user: user ?? null, isAuthenticated: true };
        emit();
      },
      setUser: (user) => {
        snapshot = { ...snapshot, user };
        emit();
      },
      logout: () => {
        shell.logouts += 1;
        snapshot = { ...snapshot, token: null, user: null, isAuthenticated: false };
        emit();
      },
    },
    http,
    config: { apiBase: '/api', contactEmail: 'contacto@inpro.test', contactPhone: '+51 1 000 0000' },
    navigate: (to) => {
      shell.navigations.push(to);
    },
  };
  return shell;
}

/** Renders inside the providers a remote root has (shell props, toasts). */
export function renderInRemote(ui: ReactElement, shell: FakeShell = createFakeShell()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RemotePropsProvider value={shell.props}>
      <ToastProvider>{children}</ToastProvider>
    </RemotePropsProvider>
  );
  return { shell, ...render(ui, { wrapper }) };
}
