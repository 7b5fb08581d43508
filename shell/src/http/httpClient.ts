import type { AxiosError, AxiosInstance, AxiosRequestConfig, AxiosResponse, AxiosStatic } from 'axios';
import type { IAxiosRetryConfig } from 'axios-retry';
import { LOGIN_PATH, type HttpClient, type HttpRequestConfig, type HttpResponse, type SessionApi } from '@inpro/shared-contracts';

import { EXPIRED_LOGIN_URL } from '../routing/decideRoute';

/** Where any 401 sends the user (seed 000 §4). */
export { EXPIRED_LOGIN_URL };

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Skip the shell's global 401 handling (the sign-in form handles its own 401). */
    skipAuthRedirect?: boolean;
    /** Called when this call is about to be repeated after a 503 (the shell shows that it is retrying). */
    onBusyRetry?: () => void;
    /** The call carries the expired token of a session kept for offline reading (for the worker's copy). */
    keptToken?: boolean;
  }
}

/** Methods whose repetition changes nothing more than the first request did (RFC 9110 §9.2.2). */
const IDEMPOTENT = new Set(['get', 'head', 'options', 'put', 'delete']);

/** Repeats of a call refused with 503 + Retry-After (the server was saturated and did nothing). */
export const BUSY_RETRIES = 4;
/** First back-off (ms), doubled at each repeat, with jitter; the server's Retry-After wins when longer. */
const BUSY_BACKOFF_MS = 1000;

/** An idempotent request that the API refused at once because it was saturated (503 with Retry-After). */
function isBusyRetryable(error: AxiosError): boolean {
  const res = error.response;
  if (!res || res.status !== 503) return false;
  const headers = res.headers as Record<string, unknown> & { get?: (name: string) => unknown };
  const retryAfter = typeof headers?.get === 'function' ? headers.get('retry-after') : headers?.['retry-after'];
  if (retryAfter === undefined || retryAfter === null || retryAfter === '') return false;
  return IDEMPOTENT.has((error.config?.method ?? 'get').toLowerCase());
}

/** How many calls are waiting to be repeated now (the "Hay mucho tráfico; reintentando…" notice). */
export interface BusyRetries {
  getSnapshot(): number;
  subscribe(listener: () => void): () => void;
}

function createBusyRetries(): BusyRetries & { begin(): void; end(): void } {
  let count = 0;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  return {
    getSnapshot: () => count,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    begin: () => {
      count += 1;
      emit();
    },
    end: () => {
      count = Math.max(0, count - 1);
      emit();
    },
  };
}

export interface HttpClientOptions {
  /** API base, e.g. /api or https://api.example.pe/api. */
  baseURL: string;
  session: SessionApi;
  navigate(to: string): void;
  /** Current path (for "unless already on the login page"). */
  currentPath?: () => string;
  /** For tests: an axios adapter. */
  adapter?: AxiosRequestConfig['adapter'];
  /** For tests: the back-off before the first repeat (ms). */
  busyBackoffMs?: number;
  /** Told of every answer ≥ 500 the caller gets (once per call, after any repeats): the field signals. */
  onServerError?: (status: number) => void;
  /**
   * Resolves when a call may go out (the renewal of a session kept offline, offlineRenewal.ts):
   * every call but those of `renewal` waits for it, so none goes to the server with a dead token.
   */
  sessionReady?: () => Promise<void>;
  /** A call with the kept token was refused (401): renew now; the call is then repeated once. */
  renewKeptToken?: () => Promise<void>;
}

function joinUrl(base: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function plainHeaders(headers: AxiosResponse['headers']): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  // AxiosHeaders (its toJSON gives the plain names and values), else a plain object.
  const source: Record<string, unknown> =
    headers && typeof (headers as { toJSON?: unknown }).toJSON === 'function'
      ? (headers as { toJSON(): Record<string, unknown> }).toJSON()
      : headers || {};
  for (const [k, v] of Object.entries(source)) {
    if (v === undefined || v === null) continue;
    out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : String(v);
  }
  return out;
}

type AxiosRetry = (instance: AxiosInstance, options: IAxiosRetryConfig) => unknown;

/**
 * The shell's one axios instance: API base, credentials, bearer token, 401 handling, and (with
 * axios-retry) idempotent calls refused with 503 + Retry-After repeated after the server's
 * Retry-After or an exponential back-off, whichever is longer, up to BUSY_RETRIES times.
 */
function createAxios(
  axios: AxiosStatic,
  { baseURL, session, navigate, currentPath, adapter, busyBackoffMs = BUSY_BACKOFF_MS, onServerError, renewKeptToken }: HttpClientOptions,
  axiosRetry?: AxiosRetry & { exponentialDelay(retryNumber: number, error: AxiosError | undefined, delayFactor: number): number },
): AxiosInstance {
  const instance = axios.create({ baseURL, withCredentials: true, ...(adapter ? { adapter } : {}) });
  if (axiosRetry) {
    axiosRetry(instance, {
      retries: BUSY_RETRIES,
      retryCondition: isBusyRetryable,
      // exponentialDelay: 2^n × factor with up to 20 % jitter; axios-retry waits for Retry-After when longer.
      retryDelay: (n, error) => axiosRetry.exponentialDelay(n, error, busyBackoffMs / 2),
      onRetry: (_n, _error, config) => config.onBusyRetry?.(),
    });
  }

  instance.interceptors.request.use((config) => {
    const snapshot = session.getSnapshot();
    // Kept offline, the expired token still names the account whose copies the worker answers from.
    if ((snapshot.isAuthenticated || snapshot.keptOffline) && snapshot.token) {
      config.headers.set('Authorization', `Bearer ${snapshot.token}`);
    }
    config.keptToken = !snapshot.isAuthenticated && snapshot.keptOffline;
    return config;
  });

  // A repeated call's error passes this interceptor once per attempt's chain: reported once.
  const reported = new WeakSet<object>();
  instance.interceptors.response.use(undefined, (error: unknown) => {
    const err = error as { response?: { status?: number }; config?: AxiosRequestConfig };
    const status = err?.response?.status;
    if (onServerError && typeof status === 'number' && status >= 500 && error && typeof error === 'object' && !reported.has(error)) {
      reported.add(error);
      onServerError(status);
    }
    if (err?.response?.status === 401 && err.config?.keptToken && !err.config.skipAuthRedirect && renewKeptToken) {
      // The server is reachable again before the connection watch said so: the kept session is
      // renewed (or ends as an expiry) instead of signing the person out, and the call is repeated.
      const config = err.config;
      return renewKeptToken().then(() => instance.request({ ...config, keptToken: false }));
    }
    if (err?.response?.status === 401 && !err.config?.skipAuthRedirect) {
      session.logout();
      const path = (currentPath ?? (() => window.location.pathname))();
      const onLogin = path === LOGIN_PATH || path === `${LOGIN_PATH}/`;
      if (!onLogin) navigate(EXPIRED_LOGIN_URL);
    }
    return Promise.reject(error);
  });

  return instance;
}

function toAxiosConfig(config: HttpRequestConfig | undefined, onBusyRetry: () => void): AxiosRequestConfig {
  if (!config) return { onBusyRetry };
  const { params, headers, signal, skipAuthRedirect, responseType, onUploadProgress } = config;
  return {
    onBusyRetry,
    params,
    headers,
    signal,
    skipAuthRedirect,
    responseType,
    ...(onUploadProgress ? { onUploadProgress: (e) => onUploadProgress({ loaded: e.loaded, total: e.total }) } : {}),
  };
}

function toResponse<T>(res: AxiosResponse<T>): HttpResponse<T> {
  return { data: res.data, status: res.status, headers: plainHeaders(res.headers) };
}

/**
 * The narrow HttpClient handed to remotes, over the one axios instance. axios (a shared
 * singleton) is not start-up code: it loads with the first call (or `warm()`), so a page that
 * makes none (the sign-in form, the institutional pages) never downloads it.
 */
export function createHttpClient(
  options: HttpClientOptions,
): HttpClient & { warm(): void; busyRetries: BusyRetries; renewal: Pick<HttpClient, 'post'> } {
  let pending: Promise<AxiosInstance> | null = null;
  const busy = createBusyRetries();
  const instance = (): Promise<AxiosInstance> => {
    if (!pending) {
      pending = Promise.all([import('axios'), import('axios-retry')]).then(([mod, retry]) =>
        createAxios(mod.default, options, retry.default),
      );
      // A failed download (network) is not remembered: the next call tries again.
      pending.catch(() => {
        pending = null;
      });
    }
    return pending;
  };
  const origin = () => (typeof window !== 'undefined' ? window.location.origin : 'http://localhost');
  /** One call; while it waits to be repeated after a 503 it counts in `busy`, until it settles. */
  const call = <T>(
    run: (ax: AxiosInstance, config: AxiosRequestConfig) => Promise<AxiosResponse<T>>,
    config?: HttpRequestConfig,
    waitForSession = true,
  ) => {
    let waiting = false;
    const onBusyRetry = () => {
      if (waiting) return;
      waiting = true;
      busy.begin();
    };
    const ready = waitForSession && options.sessionReady ? options.sessionReady() : undefined;
    return Promise.all([instance(), ready])
      .then(([ax]) => run(ax, toAxiosConfig(config, onBusyRetry)))
      .then(toResponse)
      .finally(() => {
        if (waiting) busy.end();
      });
  };
  return {
    get: (url, config) => call((ax, c) => ax.get(url, c), config),
    delete: (url, config) => call((ax, c) => ax.delete(url, c), config),
    post: (url, body, config) => call((ax, c) => ax.post(url, body, c), config),
    put: (url, body, config) => call((ax, c) => ax.put(url, body, c), config),
    url: (path) => new URL(joinUrl(options.baseURL, path), origin()).href,
    busyRetries: { getSnapshot: busy.getSnapshot, subscribe: busy.subscribe },
    /** The same client without waiting for the session: the token renewal itself goes through it. */
    renewal: { post: (url, body, config) => call((ax, c) => ax.post(url, body, c), config, false) },
    /** Starts loading axios ahead of a call that is about to come (a failure is left to that call). */
    warm: () => {
      instance().catch(() => undefined);
    },
  };
}
