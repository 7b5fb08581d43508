import type { HttpClient, HttpRequestConfig, HttpResponse, SessionApi } from '@inpro/shared-contracts';
import { LOGIN_PATH } from '../routing/areas';

/** Where any 401 sends the user (seed 000 §4). */
export const EXPIRED_LOGIN_URL = `${LOGIN_PATH}?e=exp`;

export interface HttpClientOptions {
  /** API base, e.g. /api or https://api.example.pe/api. */
  baseURL: string;
  session: SessionApi;
  navigate(to: string): void;
  /** Current path (for "unless already on the login page"). */
  currentPath?: () => string;
  /** For tests: the fetch to use (default: the browser's). */
  fetchImpl?: typeof fetch;
}

/**
 * A failed call, shaped as remotes read it (seed 000 §8 order through errorMessage): the
 * server's answer in `response` ({status, data, headers}); no `response` for network errors.
 */
export class HttpError extends Error {
  readonly response?: HttpResponse<unknown>;
  constructor(message: string, response?: HttpResponse<unknown>, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'HttpError';
    this.response = response;
  }
}

function joinUrl(base: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Query string of `params`: undefined and null are left out, arrays repeat the key, dates in ISO. */
export function queryString(params?: Record<string, unknown>): string {
  if (!params) return '';
  const search = new URLSearchParams();
  const add = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    search.append(key, value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value));
  };
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) value.forEach((v) => add(key, v));
    else add(key, value);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A body fetch sends as it is (not JSON-encoded). */
function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  );
}

function plainHeaders(headers: Pick<Headers, 'forEach'>): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  headers.forEach((value, key) => {
    out[key.toLowerCase()] = value;
  });
  return out;
}

/** JSON when it parses, else the text ('' for an empty body), as the previous axios client did. */
async function readBody(res: Response, responseType: HttpRequestConfig['responseType']): Promise<unknown> {
  if (responseType === 'blob') return res.blob();
  if (responseType === 'arraybuffer') return res.arrayBuffer();
  const text = await res.text();
  if (responseType === 'text' || text === '') return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The shell's one HTTP client handed to remotes, on fetch: API base, credentials, bearer token,
 * JSON bodies, and any 401 (unless skipAuthRedirect) clears the session and goes to
 * /aula/login?e=exp. Non-2xx answers reject with an HttpError carrying `response`.
 */
export function createHttpClient({ baseURL, session, navigate, currentPath, fetchImpl }: HttpClientOptions): HttpClient {
  const origin = () => (typeof window !== 'undefined' ? window.location.origin : 'http://localhost');
  const doFetch: typeof fetch = fetchImpl ?? ((input, init) => fetch(input, init));

  async function request<T>(method: string, url: string, body: unknown, config: HttpRequestConfig = {}): Promise<HttpResponse<T>> {
    // Header names are case-insensitive: the last one set wins whatever its case.
    const headers = new Map<string, [string, string]>();
    const setHeader = (name: string, value: string) => headers.set(name.toLowerCase(), [name, value]);
    setHeader('Accept', 'application/json, text/plain, */*');
    let payload: BodyInit | undefined;
    if (body !== undefined && body !== null) {
      if (isRawBody(body)) payload = body;
      else {
        payload = JSON.stringify(body);
        setHeader('Content-Type', 'application/json');
      }
    }
    const snapshot = session.getSnapshot();
    if (snapshot.isAuthenticated && snapshot.token) setHeader('Authorization', `Bearer ${snapshot.token}`);
    for (const [name, value] of Object.entries(config.headers ?? {})) {
      if (value !== undefined && value !== null) setHeader(name, value);
    }

    let res: Response;
    try {
      res = await doFetch(joinUrl(baseURL, url) + queryString(config.params), {
        method,
        headers: Object.fromEntries(headers.values()),
        body: payload,
        credentials: 'include',
        signal: config.signal,
      });
    } catch (err) {
      if ((err as { name?: string } | null)?.name === 'AbortError') throw err;
      throw new HttpError('Network Error', undefined, { cause: err });
    }

    const data = await readBody(res, res.ok ? config.responseType : undefined);
    const response: HttpResponse<T> = { data: data as T, status: res.status, headers: plainHeaders(res.headers) };
    if (res.ok) return response;

    if (res.status === 401 && !config.skipAuthRedirect) {
      session.logout();
      const path = (currentPath ?? (() => window.location.pathname))();
      const onLogin = path === LOGIN_PATH || path === `${LOGIN_PATH}/`;
      if (!onLogin) navigate(EXPIRED_LOGIN_URL);
    }
    throw new HttpError(`Request failed with status code ${res.status}`, response as HttpResponse<unknown>);
  }

  return {
    get: (url, config) => request('GET', url, undefined, config),
    delete: (url, config) => request('DELETE', url, undefined, config),
    post: (url, body, config) => request('POST', url, body, config),
    put: (url, body, config) => request('PUT', url, body, config),
    url: (path) => new URL(joinUrl(baseURL, path), origin()).href,
  };
}
