import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  normalizeRole,
  type HttpClient,
  type HttpRequestConfig,
  type HttpResponse,
  type RemoteCustomProps,
  type SessionSnapshot,
  type SessionUser,
} from '@inpro/shared-contracts';
import { RemotePropsProvider } from '../remote/RemoteContext';
import { fakeConnection } from './fakeConnection';
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
  /** Every HTTP call with its body and query parameters, in order. */
  calls: FakeCall[];
  /** The shell's watch of the connection goes offline (true) or online again (false). */
  setOffline(offline: boolean): void;
}

/** One recorded HTTP call of a fake shell. */
export interface FakeCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
  params?: Record<string, unknown>;
  /** The upload progress callback the caller gave (a test may call it to simulate progress). */
  onUploadProgress?: HttpRequestConfig['onUploadProgress'];
}

/** An answer: a value (status 200), or a function of the call that returns or throws/rejects one. */
export type FakeAnswer = unknown | ((call: FakeCall) => unknown);

export interface FakeShellOptions {
  user?: SessionUser | null;
  /** Role from the token claims. */
  role?: string;
  username?: string | null;
  authenticated?: boolean;
  /** Answers of GET requests by path; a function may throw/reject to simulate failures. */
  get?: Record<string, FakeAnswer>;
  /**
   * Answers of any request by "METHOD path" (e.g. "POST /admin/users"). A GET with no entry
   * here or in `get` fails with 404; other methods with no entry answer 204 with no body.
   */
  routes?: Record<string, FakeAnswer>;
  /** The page starts offline (the shell's connection watch; see `setOffline`). */
  offline?: boolean;
}

/** A rejected call shaped like the shell client's errors (what `errorMessage` reads). */
export function httpError(status: number, error?: string): Error {
  return Object.assign(new Error(error ?? `HTTP ${status}`), { response: { status, data: error ? { error } : undefined } });
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
    keptOffline: false,
  };
  const listeners = new Set<(s: SessionSnapshot) => void>();
  const emit = () => listeners.forEach((l) => l(snapshot));
  const connection = fakeConnection(options.offline === true);
  const shell: FakeShell = {
    navigations: [],
    logouts: 0,
    requests: [],
    calls: [],
    props: undefined as unknown as RemoteCustomProps,
    setOffline: (offline) => connection.setOffline(offline),
  };
  const answer = async <T,>(call: FakeCall): Promise<HttpResponse<T>> => {
    shell.requests.push(`${call.method} ${call.url}`);
    shell.calls.push(call);
    const key = `${call.method} ${call.url}`;
    const routes = options.routes ?? {};
    const gets = options.get ?? {};
    let entry: FakeAnswer;
    if (key in routes) entry = routes[key];
    else if (call.method === 'GET' && call.url in gets) entry = gets[call.url];
    else if (call.method === 'GET') throw Object.assign(new Error(`No fake answer for ${call.url}`), { response: { status: 404 } });
    else return { data: undefined as T, status: 204, headers: {} };
    const data = typeof entry === 'function' ? await (entry as (c: FakeCall) => unknown)(call) : entry;
    return { data: data as T, status: data === undefined ? 204 : 200, headers: {} };
  };
  const http: HttpClient = {
    get: (url, config) => answer({ method: 'GET', url, params: config?.params }),
    delete: (url, config) => answer({ method: 'DELETE', url, params: config?.params }),
    post: (url, body, config) => answer({ method: 'POST', url, body, params: config?.params, onUploadProgress: config?.onUploadProgress }),
    put: (url, body, config) => answer({ method: 'PUT', url, body, params: config?.params, onUploadProgress: config?.onUploadProgress }),
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
        snapshot = { ...snapshot, token, user: user ?? null, isAuthenticated: true, keptOffline: false };
        emit();
      },
      setUser: (user) => {
        snapshot = { ...snapshot, user };
        emit();
      },
      logout: () => {
        shell.logouts += 1;
        snapshot = { ...snapshot, token: null, user: null, isAuthenticated: false, keptOffline: false };
        emit();
      },
    },
    http,
    config: { apiBase: '/api', contactEmail: 'contacto@inpro.test', contactPhone: '+51 1 000 0000' },
    navigate: (to) => {
      shell.navigations.push(to);
    },
    connection,
  };
  return shell;
}

/** A query cache for one test: no retries, so a failure shows at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

/** The providers a remote root has (shell props, query cache, toasts): every remote's tests render inside them. */
export function RemoteTestProviders({
  props,
  queryClient = createTestQueryClient(),
  children,
}: {
  props: RemoteCustomProps;
  queryClient?: QueryClient;
  children: ReactNode;
}) {
  return (
    <RemotePropsProvider value={props}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>{children}</ToastProvider>
      </QueryClientProvider>
    </RemotePropsProvider>
  );
}

/** Renders inside the providers a remote root has (shell props, query cache, toasts). */
export function renderInRemote(ui: ReactElement, shell: FakeShell = createFakeShell(), queryClient = createTestQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RemoteTestProviders props={shell.props} queryClient={queryClient}>
      {children}
    </RemoteTestProviders>
  );
  return { shell, queryClient, ...render(ui, { wrapper }) };
}
