import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { createHttpClient } from '../http/httpClient';
import { watchExpiry } from '../routing/expiryRedirect';
import { inSeconds, makeToken } from '../testing/jwt';
import { renewAfterOffline, type OfflineRenewal } from './offlineRenewal';
import { createSessionStore, TOKEN_KEY } from './sessionStore';
import { fakeConnection } from '@inpro/ui/src/testing';

const NOW = Date.UTC(2026, 10, 30, 12, 0, 0);

type Answer = { status: number; data?: unknown } | Promise<{ status: number; data?: unknown }>;

/** An axios adapter answering by "METHOD url", recording what went out (and with which token). */
function server(answers: Record<string, Answer | (() => Answer)>) {
  const sent: Array<{ call: string; auth: string | null }> = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const call = `${(config.method ?? 'get').toUpperCase()} ${config.url}`;
    const auth = config.headers.get('Authorization');
    sent.push({ call, auth: typeof auth === 'string' ? auth.replace(/^Bearer /, '') : null });
    const entry = answers[call];
    if (entry === undefined) throw new Error(`no answer for ${call}`);
    const reply = await (typeof entry === 'function' ? entry() : entry);
    const response = { data: reply.data ?? null, status: reply.status, statusText: '', headers: {}, config };
    if (reply.status >= 400) throw Object.assign(new Error(`status ${reply.status}`), { isAxiosError: true, response, config });
    return response;
  };
  return { adapter, sent };
}

const expired = makeToken({ sub: '42', username: 'ana', roles: ['ESTUDIANTE'], exp: inSeconds(-1200, NOW) });
const fresh = makeToken({ sub: '42', username: 'ana', roles: ['ESTUDIANTE'], exp: inSeconds(900, NOW) });
/** Lets the calls in flight settle (axios loads and answers over several tasks). */
const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** A page that started (offline unless said) with the student's expired token, wired as bootstrap.tsx does. */
function page(answers: Parameters<typeof server>[0], { offline = true } = {}) {
  localStorage.clear();
  localStorage.setItem(TOKEN_KEY, expired);
  const connection = fakeConnection(offline);
  const session = createSessionStore({ connection, syncTabs: false, now: () => NOW });
  const navigate = jest.fn();
  const { adapter, sent } = server(answers);
  const late: { renewal?: OfflineRenewal } = {};
  const { renewal: renewalHttp, ...http } = createHttpClient({
    baseURL: '/api',
    session,
    navigate,
    currentPath: () => '/aula',
    adapter,
    sessionReady: () => late.renewal?.ready() ?? Promise.resolve(),
    renewKeptToken: () => late.renewal?.renewNow() ?? Promise.resolve(),
  });
  late.renewal = renewAfterOffline({ session, connection, http: renewalHttp, retryMs: 1000 });
  watchExpiry(session, navigate, () => '/aula');
  return { session, connection, http, sent, navigate };
}

describe('renewAfterOffline', () => {
  afterEach(() => jest.useRealTimers());

  it('offline, the screens read with the kept token (the worker answers from the copy) and nothing is renewed', async () => {
    const { session, http, sent, navigate } = page({ 'GET /student/home': { status: 200, data: { courses: 1 } } });
    expect(session.getSnapshot()).toMatchObject({ isAuthenticated: false, keptOffline: true });
    await expect(http.get('/student/home')).resolves.toMatchObject({ data: { courses: 1 } });
    expect(sent).toEqual([{ call: 'GET /student/home', auth: expired }]);
    expect(navigate).not.toHaveBeenCalled();
    session.dispose();
  });

  it('back online, the token is renewed before any call of the screens goes out, whichever hears of the connection first', async () => {
    let answerRefresh: (value: { status: number; data?: unknown }) => void = () => undefined;
    const refresh = new Promise<{ status: number; data?: unknown }>((resolve) => (answerRefresh = resolve));
    const answers = {
      'POST /auth/refresh': () => refresh,
      'GET /student/home': { status: 200, data: {} },
      'GET /student/grades': { status: 200 },
    };
    const { session, connection, http, sent, navigate } = page(answers);
    // A query client heard of the connection before the renewal did (it listened first).
    let early: Promise<unknown> | undefined;
    const off = connection.subscribe(() => {
      early = http.get('/student/home');
    });
    connection.setOffline(false);
    const later = http.get('/student/grades');
    await flush();
    expect(sent.map((s) => s.call)).toEqual(['POST /auth/refresh']);

    answerRefresh({ status: 200, data: { token: fresh, user: { id: 42 } } });
    await Promise.all([early, later]);
    expect(sent).toEqual([
      { call: 'POST /auth/refresh', auth: expired },
      { call: 'GET /student/home', auth: fresh },
      { call: 'GET /student/grades', auth: fresh },
    ]);
    expect(session.getSnapshot()).toMatchObject({ isAuthenticated: true, keptOffline: false, token: fresh });
    expect(navigate).not.toHaveBeenCalled();
    off();
    session.dispose();
  });

  it('a refused refresh cookie ends the keep as an expiry: /aula/login?e=exp, and the waiting calls never go out', async () => {
    const { session, connection, http, sent, navigate } = page({
      'POST /auth/refresh': { status: 401 },
      'GET /student/home': { status: 200 },
    });
    connection.setOffline(false);
    await expect(http.get('/student/home')).rejects.toMatchObject({ response: { status: 401 } });
    expect(sent.map((s) => s.call)).toEqual(['POST /auth/refresh']);
    expect(session.getSnapshot()).toMatchObject({ token: expired, isAuthenticated: false, keptOffline: false });
    expect(navigate).toHaveBeenCalledWith('/aula/login?e=exp');
    // An expiry, not a sign-out: the token (and with it the account's copies) stays for its next sign-in.
    expect(localStorage.getItem(TOKEN_KEY)).toBe(expired);
    session.dispose();
  });

  it('a refresh that gets no answer keeps the account and is tried again', async () => {
    jest.useFakeTimers({ now: NOW });
    let attempts = 0;
    const { session, connection, sent, navigate } = page({
      'POST /auth/refresh': () => (++attempts === 1 ? { status: 503 } : { status: 200, data: { token: fresh } }),
    });
    connection.setOffline(false);
    await jest.advanceTimersByTimeAsync(10);
    expect(session.getSnapshot().keptOffline).toBe(true);
    await jest.advanceTimersByTimeAsync(1000);
    expect(sent.map((s) => s.call)).toEqual(['POST /auth/refresh', 'POST /auth/refresh']);
    expect(session.getSnapshot()).toMatchObject({ isAuthenticated: true, token: fresh });
    expect(navigate).not.toHaveBeenCalled();
    session.dispose();
  });

  it('a call with the kept token that reaches the server before the watch notices renews the token and is repeated, with no sign-out', async () => {
    let homeCalls = 0;
    const { session, http, sent, navigate } = page({
      'POST /auth/refresh': { status: 200, data: { token: fresh } },
      'GET /student/home': () => (++homeCalls === 1 ? { status: 401 } : { status: 200, data: { ok: true } }),
    });
    await expect(http.get('/student/home')).resolves.toMatchObject({ data: { ok: true } });
    expect(sent).toEqual([
      { call: 'GET /student/home', auth: expired },
      { call: 'POST /auth/refresh', auth: expired },
      { call: 'GET /student/home', auth: fresh },
    ]);
    expect(session.getSnapshot()).toMatchObject({ isAuthenticated: true, token: fresh });
    expect(navigate).not.toHaveBeenCalled();
    session.dispose();
  });

  it("never stores another account's token in place of the kept one", async () => {
    const other = makeToken({ sub: '77', roles: ['DOCENTE'], exp: inSeconds(900, NOW) });
    const { session, connection, navigate } = page({ 'POST /auth/refresh': { status: 200, data: { token: other } } });
    connection.setOffline(false);
    await flush();
    expect(session.getSnapshot()).toMatchObject({ token: expired, isAuthenticated: false, keptOffline: false });
    expect(navigate).toHaveBeenCalledWith('/aula/login?e=exp');
    session.dispose();
  });
});

describe('renewAfterOffline: a page that starts with an expired token on a network that looks online', () => {
  it('renews the token at once, before any call of the screens goes out', async () => {
    const { session, http, sent, navigate } = page(
      { 'POST /auth/refresh': { status: 200, data: { token: fresh } }, 'GET /student/home': { status: 200, data: {} } },
      { offline: false },
    );
    expect(session.getSnapshot()).toMatchObject({ isAuthenticated: false, keptOffline: true });
    await http.get('/student/home');
    expect(sent).toEqual([
      { call: 'POST /auth/refresh', auth: expired },
      { call: 'GET /student/home', auth: fresh },
    ]);
    expect(session.getSnapshot()).toMatchObject({ isAuthenticated: true, keptOffline: false, token: fresh });
    expect(navigate).not.toHaveBeenCalled();
    session.dispose();
  });

  it('a refused refresh cookie ends it as an expiry: /aula/login?e=exp', async () => {
    const { session, sent, navigate } = page({ 'POST /auth/refresh': { status: 401 } }, { offline: false });
    await flush();
    expect(sent.map((s) => s.call)).toEqual(['POST /auth/refresh']);
    expect(session.getSnapshot()).toMatchObject({ isAuthenticated: false, keptOffline: false });
    expect(navigate).toHaveBeenCalledWith('/aula/login?e=exp');
    session.dispose();
  });

  it('no answer keeps the account: the screens read with the kept token (the worker answers from the copy), no sign-in page', async () => {
    const { session, http, sent, navigate } = page(
      {
        'POST /auth/refresh': () => Promise.reject(Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' })),
        'GET /student/home': { status: 200, data: { fromCopy: true } },
      },
      { offline: false },
    );
    await flush();
    expect(session.getSnapshot()).toMatchObject({ isAuthenticated: false, keptOffline: true, token: expired });
    await expect(http.get('/student/home')).resolves.toMatchObject({ data: { fromCopy: true } });
    expect(sent.filter((s) => s.call === 'GET /student/home')).toEqual([{ call: 'GET /student/home', auth: expired }]);
    expect(navigate).not.toHaveBeenCalled();
    session.dispose();
  });
});
