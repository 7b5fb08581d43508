import type { ConnectionApi, HttpClient } from '@inpro/shared-contracts';
import { renewToken } from './tokenRefresh';
import type { SessionStore } from './sessionStore';

/** How long after a renewal that got no answer it is tried again (while the connection seems back). */
const RETRY_MS = 15_000;

/**
 * What a call that waited for a refused renewal gets instead of going out: the 401 the server
 * would have answered (screens treat it as a refusal, with no retry), without sending the dead
 * token. The expiry watcher is already taking the person to /aula/login?e=exp.
 */
function sessionExpiredError(): Error {
  return Object.assign(new Error('La sesión expiró'), { response: { status: 401, data: { error: 'La sesión expiró' } } });
}

export interface OfflineRenewal {
  /**
   * Resolves when a call may go out: at once, unless the session is kept offline with an expired
   * token and the connection is back; then once the token was renewed. Rejects (as a 401) when
   * the renewal was refused. Offline, a call goes at once with the kept token, so the service
   * worker answers it from this account's copy.
   */
  ready(): Promise<void>;
  /**
   * A call with the kept token reached the server and was refused (the connection came back
   * before the watch noticed): renews now; resolves once renewed, rejects when refused.
   */
  renewNow(): Promise<void>;
  stop(): void;
}

interface OfflineRenewalOptions {
  session: Pick<SessionStore, 'getSnapshot' | 'subscribe' | 'login' | 'setUser' | 'logout' | 'endOfflineKeep'>;
  connection: Pick<ConnectionApi, 'getSnapshot' | 'subscribe'>;
  /** The HTTP client that does not wait for this renewal (the renewal's own call). */
  http: Pick<HttpClient, 'post'>;
  retryMs?: number;
}

/**
 * The way back of a session kept for offline reading: when the connection returns (or at once, for
 * a page that started with an expired token), the token is renewed through the refresh cookie
 * before any call of the screens goes out (they wait in `ready()`); refused, the keep ends and the
 * session expires as usual (/aula/login?e=exp); no answer, the account stays kept and it is tried again.
 */
export function renewAfterOffline({ session, connection, http, retryMs = RETRY_MS }: OfflineRenewalOptions): OfflineRenewal {
  let pending: Promise<void> | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  const isOffline = () => connection.getSnapshot().offline;

  const clearRetry = () => {
    if (retry) clearTimeout(retry);
    retry = null;
  };

  const renew = (): Promise<void> => {
    if (pending) return pending;
    const { token, keptOffline } = session.getSnapshot();
    if (!token || !keptOffline) return Promise.resolve();
    clearRetry();
    pending = renewToken(session, http, token).then(
      (outcome) => {
        pending = null;
        if (outcome === 'refused') {
          session.endOfflineKeep();
          throw sessionExpiredError();
        }
        if (outcome === 'unreachable' && session.getSnapshot().keptOffline) {
          retry = setTimeout(() => {
            retry = null;
            if (!isOffline()) renew().catch(() => undefined);
          }, retryMs);
        }
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };

  const unsubscribe = connection.subscribe(() => {
    if (!isOffline()) renew().catch(() => undefined);
  });
  // A page that started with an expired token keeps its account until this first renewal answers.
  if (!isOffline()) renew().catch(() => undefined);

  return {
    ready() {
      if (pending) return pending;
      if (!session.getSnapshot().keptOffline || isOffline()) return Promise.resolve();
      return renew();
    },
    renewNow: renew,
    stop() {
      unsubscribe();
      clearRetry();
    },
  };
}
