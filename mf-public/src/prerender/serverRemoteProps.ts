import {
  decodeClaims,
  primaryRole,
  rolesFromClaims,
  type HttpClient,
  type HttpRequestConfig,
  type PrerenderRequest,
  type RemoteCustomProps,
  type SessionApi,
  type SessionSnapshot,
} from '@inpro/shared-contracts';

/** `params` as the shell's client (axios) writes them: arrays as `key[]`, null and undefined left out. */
function withParams(url: string, params: HttpRequestConfig['params']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((v) => search.append(`${key}[]`, String(v)));
    else search.append(key, value instanceof Date ? value.toISOString() : String(value));
  }
  const query = search.toString();
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}

/** An error shaped like the shell's client's (axios): screens read `response.status`. */
function httpError(status: number, message: string): Error {
  return Object.assign(new Error(message), { response: { status, data: { error: message } } });
}

/**
 * The HTTP client of the server renderer: anonymous GETs through the server (`getJson`); a page
 * rendered on the server never writes.
 */
function serverHttp(getJson: PrerenderRequest['getJson'], apiBase: string): HttpClient {
  const refuse = (method: string) => (url: string) =>
    Promise.reject(httpError(405, `${method} ${url} is not available while prerendering`));
  return {
    async get<T>(url: string, config?: HttpRequestConfig) {
      try {
        const data = (await getJson(withParams(url, config?.params))) as T;
        return { data, status: 200, headers: {} };
      } catch (err) {
        const status = (err as { status?: unknown }).status;
        throw httpError(typeof status === 'number' ? status : 500, err instanceof Error ? err.message : String(err));
      }
    },
    post: refuse('POST'),
    put: refuse('PUT'),
    delete: refuse('DELETE'),
    url: (path: string) => `${apiBase}${path}`,
  };
}

/** A visitor who has not signed in, as the shell's session store describes one. */
export function anonymousSession(): SessionApi {
  const roles = rolesFromClaims(decodeClaims(null));
  const snapshot: SessionSnapshot = {
    token: null,
    user: null,
    username: null,
    roles,
    role: primaryRole(roles),
    isAuthenticated: false,
    keptOffline: false,
  };
  const ignore = () => undefined;
  return { getSnapshot: () => snapshot, subscribe: () => ignore, login: ignore, setUser: ignore, logout: ignore };
}

export function serverRemoteProps(request: PrerenderRequest): RemoteCustomProps {
  return {
    http: serverHttp(request.getJson, request.config.apiBase),
    session: anonymousSession(),
    config: request.config,
    navigate: () => undefined,
  };
}
