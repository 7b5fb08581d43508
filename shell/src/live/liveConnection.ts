import { fetchEventSource, EventStreamContentType, type FetchEventSourceInit } from '@microsoft/fetch-event-source';
import { decodeClaims, type LiveApi, type LiveEvent, type LiveStatus, type SessionApi } from '@inpro/shared-contracts';

/** The kinds a screen acts on; anything else the server may add later is ignored. */
const KINDS = new Set(['notification', 'payment', 'grade', 'attendance', 'class', 'settings', 'release', 'reset']);
/** Waits between attempts after a drop: short at first, then longer while the server stays away. */
export const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

export interface LiveConnection extends LiveApi {
  /** Stops following the session and closes the stream (the shell never needs it; tests do). */
  stop(): void;
}

export interface LiveConnectionOptions {
  session: SessionApi;
  /** The stream's absolute URL (the HTTP client's url('/me/events')). */
  url: string;
  /** fetchEventSource (replaced in tests). */
  connect?: (url: string, init: FetchEventSourceInit) => Promise<void>;
  fetchImpl?: typeof fetch;
}

class Retry extends Error {}

/**
 * The browser's one live event stream, owned by the shell: opened while someone is signed in, closed on
 * sign-out, opened again for the next person. The token goes in the Authorization header of each
 * attempt (the current one, so a refreshed token is used on the next reconnect), never in the URL. A
 * dropped stream reconnects by itself with Last-Event-ID (fetchEventSource keeps it), and the server
 * replays what was missed.
 */
export function createLiveConnection({ session, url, connect = fetchEventSource, fetchImpl }: LiveConnectionOptions): LiveConnection {
  let status: LiveStatus = 'closed';
  const statusListeners = new Set<(s: LiveStatus) => void>();
  const listeners = new Set<(e: LiveEvent) => void>();
  let controller: AbortController | null = null;
  /** Whose stream is open (the token's subject): a new person signing in gets a stream of their own. */
  let owner: string | null = null;
  let failures = 0;

  const setStatus = (next: LiveStatus) => {
    if (next === status) return;
    status = next;
    for (const l of [...statusListeners]) l(next);
  };

  const close = () => {
    controller?.abort();
    controller = null;
    owner = null;
    setStatus('closed');
  };

  const open = (subject: string) => {
    const own = new AbortController();
    controller = own;
    owner = subject;
    failures = 0;
    const doFetch = fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
    void connect(url, {
      signal: own.signal,
      fetch: (input, init) => {
        const token = session.getSnapshot().token;
        const headers = { ...(init?.headers as Record<string, string>), ...(token ? { authorization: `Bearer ${token}` } : {}) };
        return doFetch(input, { ...init, headers, credentials: 'omit', cache: 'no-store' });
      },
      onopen: async (res) => {
        if (res.ok && (res.headers.get('content-type') ?? '').startsWith(EventStreamContentType)) {
          failures = 0;
          setStatus('open');
          return;
        }
        // 401 (a token that just expired: the shell refreshes it) or a server away: try again later.
        throw new Retry(`live stream answered ${res.status}`);
      },
      onmessage: (msg) => {
        if (!KINDS.has(msg.event)) return;
        let event: LiveEvent;
        try {
          event = JSON.parse(msg.data) as LiveEvent;
        } catch {
          return;
        }
        for (const l of [...listeners]) l(event);
      },
      onclose: () => {
        // The server ended the stream (a restart, the token's end): reconnect.
        throw new Retry('live stream closed');
      },
      onerror: () => {
        if (own.signal.aborted) throw new Error('stopped');
        setStatus('closed');
        const wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)];
        failures += 1;
        return wait;
      },
    }).catch(() => undefined);
  };

  const follow = () => {
    const { token, isAuthenticated } = session.getSnapshot();
    const subject = token && isAuthenticated ? String(decodeClaims(token)?.sub ?? '') : null;
    if (!subject) {
      if (controller) close();
      return;
    }
    if (subject === owner) return;
    if (controller) close();
    open(subject);
  };

  follow();
  const unsubscribe = session.subscribe(follow);

  return {
    status: () => status,
    onStatus: (listener) => {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: () => {
      unsubscribe();
      close();
    },
  };
}
