import type { AxiosInstance, AxiosRequestConfig, AxiosResponse, AxiosStatic } from 'axios';
import { LOGIN_PATH, type HttpClient, type HttpRequestConfig, type HttpResponse, type SessionApi } from '@inpro/shared-contracts';

import { EXPIRED_LOGIN_URL } from '../routing/decideRoute';

/** Where any 401 sends the user (seed 000 §4). */
export { EXPIRED_LOGIN_URL };

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Skip the shell's global 401 handling (the sign-in form handles its own 401). */
    skipAuthRedirect?: boolean;
  }
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

/** The shell's one axios instance: API base, credentials, bearer token, 401 handling. */
export function createAxios(axios: AxiosStatic, { baseURL, session, navigate, currentPath, adapter }: HttpClientOptions): AxiosInstance {
  const instance = axios.create({ baseURL, withCredentials: true, ...(adapter ? { adapter } : {}) });

  instance.interceptors.request.use((config) => {
    const snapshot = session.getSnapshot();
    if (snapshot.isAuthenticated && snapshot.token) {
      config.headers.set('Authorization', `Bearer ${snapshot.token}`);
    }
    return config;
  });

  instance.interceptors.response.use(undefined, (error: unknown) => {
    const err = error as { response?: { status?: number }; config?: AxiosRequestConfig };
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

function toAxiosConfig(config?: HttpRequestConfig): AxiosRequestConfig {
  if (!config) return {};
  const { params, headers, signal, skipAuthRedirect, responseType, onUploadProgress } = config;
  return {
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
export function createHttpClient(options: HttpClientOptions): HttpClient & { warm(): void } {
  let pending: Promise<AxiosInstance> | null = null;
  const instance = (): Promise<AxiosInstance> => {
    if (!pending) {
      pending = import('axios').then((mod) => createAxios(mod.default, options));
      // A failed download (network) is not remembered: the next call tries again.
      pending.catch(() => {
        pending = null;
      });
    }
    return pending;
  };
  const origin = () => (typeof window !== 'undefined' ? window.location.origin : 'http://localhost');
  return {
    get: (url, config) => instance().then((ax) => ax.get(url, toAxiosConfig(config)).then(toResponse)),
    delete: (url, config) => instance().then((ax) => ax.delete(url, toAxiosConfig(config)).then(toResponse)),
    post: (url, body, config) => instance().then((ax) => ax.post(url, body, toAxiosConfig(config)).then(toResponse)),
    put: (url, body, config) => instance().then((ax) => ax.put(url, body, toAxiosConfig(config)).then(toResponse)),
    url: (path) => new URL(joinUrl(options.baseURL, path), origin()).href,
    /** Starts loading axios ahead of a call that is about to come (a failure is left to that call). */
    warm: () => {
      instance().catch(() => undefined);
    },
  };
}
