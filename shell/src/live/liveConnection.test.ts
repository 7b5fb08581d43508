import type { FetchEventSourceInit } from '@microsoft/fetch-event-source';
import type { LiveEvent, LiveStatus, SessionApi, SessionSnapshot } from '@inpro/shared-contracts';
import { createLiveConnection, RETRY_MS } from './liveConnection';

function token(sub: string, n = 0): string {
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${enc({ alg: 'HS256' })}.${enc({ sub, n, roles: ['ESTUDIANTE'], exp: 4_000_000_000 })}.sig`;
}

function fakeSession(initial: string | null) {
  let snap = { token: initial, user: null, isAuthenticated: !!initial } as unknown as SessionSnapshot;
  const listeners = new Set<(s: SessionSnapshot) => void>();
  const set = (t: string | null) => {
    snap = { ...snap, token: t, isAuthenticated: !!t };
    listeners.forEach((l) => l(snap));
  };
  const api: SessionApi = {
    getSnapshot: () => snap,
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    login: (t: string) => set(t),
    setUser: jest.fn(),
    logout: () => set(null),
  };
  return api;
}

/** What fetchEventSource was asked: each attempt's URL and callbacks. */
function fakeConnect() {
  const attempts: Array<{ url: string; init: FetchEventSourceInit }> = [];
  const connect = jest.fn((url: string, init: FetchEventSourceInit) => {
    attempts.push({ url, init });
    return new Promise<void>(() => undefined);
  });
  return { attempts, connect };
}

const response = (status: number, type = 'text/event-stream') =>
  ({ ok: status < 300, status, headers: new Headers({ 'content-type': type }) }) as Response;
const URL_ = 'https://inpro.test/api/me/events';

describe('createLiveConnection', () => {
  it('opens the stream while someone is signed in, with the current token in the Authorization header, never in the URL', async () => {
    const session = fakeSession(token('7'));
    const { attempts, connect } = fakeConnect();
    const fetchImpl = jest.fn().mockResolvedValue(response(200));
    const live = createLiveConnection({ session, url: URL_, connect, fetchImpl });
    expect(attempts).toHaveLength(1);
    expect(attempts[0].url).toBe(URL_);
    expect(live.status()).toBe('closed');
    await attempts[0].init.fetch!(URL_, { headers: { accept: 'text/event-stream', 'last-event-id': '41' } });
    expect(fetchImpl).toHaveBeenLastCalledWith(
      URL_,
      expect.objectContaining({ headers: { accept: 'text/event-stream', 'last-event-id': '41', authorization: `Bearer ${token('7')}` } }),
    );
    const statuses: LiveStatus[] = [];
    live.onStatus((s) => statuses.push(s));
    await attempts[0].init.onopen!(response(200));
    expect(live.status()).toBe('open');
    // A refreshed token of the same person keeps the stream; the next attempt sends the new token.
    session.login(token('7', 1));
    expect(attempts).toHaveLength(1);
    await attempts[0].init.fetch!(URL_, { headers: {} });
    expect(fetchImpl).toHaveBeenLastCalledWith(URL_, expect.objectContaining({ headers: { authorization: `Bearer ${token('7', 1)}` } }));
    // Signing out closes it.
    session.logout();
    expect(attempts[0].init.signal!.aborted).toBe(true);
    expect(live.status()).toBe('closed');
    expect(statuses).toEqual(['open', 'closed']);
    // The next person gets a stream of their own.
    session.login(token('9'));
    expect(attempts).toHaveLength(2);
    expect(attempts[1].init.signal!.aborted).toBe(false);
    live.stop();
    expect(attempts[1].init.signal!.aborted).toBe(true);
  });

  it('hands the kinds screens act on to every subscriber, and nothing else', () => {
    const session = fakeSession(token('7'));
    const { attempts, connect } = fakeConnect();
    const live = createLiveConnection({ session, url: URL_, connect });
    const got: LiveEvent[] = [];
    const off = live.subscribe((e) => got.push(e));
    const { onmessage } = attempts[0].init;
    onmessage!({ id: '5', event: 'ready', data: '{"kind":"ready"}', retry: undefined });
    onmessage!({ id: '6', event: 'notification', data: '{"kind":"notification","notificationId":3}', retry: undefined });
    onmessage!({ id: '7', event: 'something-new', data: '{}', retry: undefined });
    onmessage!({ id: '8', event: 'payment', data: 'not json', retry: undefined });
    onmessage!({ id: '9', event: 'payment', data: '{"kind":"payment","paymentId":2,"status":"APROBADO"}', retry: undefined });
    onmessage!({ id: '', event: 'reset', data: '{"kind":"reset"}', retry: undefined });
    expect(got).toEqual([
      { kind: 'notification', notificationId: 3 },
      { kind: 'payment', paymentId: 2, status: 'APROBADO' },
      { kind: 'reset' },
    ]);
    off();
    onmessage!({ id: '10', event: 'settings', data: '{"kind":"settings","key":"branding"}', retry: undefined });
    expect(got).toHaveLength(3);
    live.stop();
  });

  it('reconnects by itself after a drop, a refusal or the server ending the stream, waiting longer each time', async () => {
    const session = fakeSession(token('7'));
    const { attempts, connect } = fakeConnect();
    const live = createLiveConnection({ session, url: URL_, connect });
    const { onopen, onerror, onclose } = attempts[0].init;
    await onopen!(response(200));
    expect(live.status()).toBe('open');
    // The server ends the stream (a restart): fetchEventSource retries only when onclose throws.
    expect(() => onclose!()).toThrow();
    expect(onerror!(new Error('closed'))).toBe(RETRY_MS[0]);
    expect(live.status()).toBe('closed');
    // An expired token (401) or a server away (503): refused, and retried later.
    await expect(onopen!(response(401, 'application/json'))).rejects.toThrow('401');
    expect(onerror!(new Error('401'))).toBe(RETRY_MS[1]);
    await expect(onopen!(response(503, 'text/html'))).rejects.toThrow('503');
    expect(onerror!(new Error('503'))).toBe(RETRY_MS[2]);
    // Back: the wait starts short again.
    await onopen!(response(200));
    expect(live.status()).toBe('open');
    expect(onerror!(new Error('drop'))).toBe(RETRY_MS[0]);
    // Once stopped, no retry.
    live.stop();
    expect(() => onerror!(new Error('aborted'))).toThrow();
  });

  it('holds no stream while nobody is signed in', () => {
    const session = fakeSession(null);
    const { attempts, connect } = fakeConnect();
    const live = createLiveConnection({ session, url: URL_, connect });
    expect(attempts).toHaveLength(0);
    expect(live.status()).toBe('closed');
    live.stop();
  });
});
