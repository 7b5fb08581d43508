import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { createSessionStore } from '../session/sessionStore';
import { inSeconds, makeToken } from '../testing/jwt';
import { errorMessage } from '@inpro/shared-contracts';
import { BUSY_RETRIES, createHttpClient, EXPIRED_LOGIN_URL } from './httpClient';

type Reply = { status: number; data?: unknown };

function fakeAdapter(reply: Reply, seen: InternalAxiosRequestConfig[] = []): AxiosAdapter {
  return async (config) => {
    seen.push(config);
    const response = {
      data: reply.data ?? null,
      status: reply.status,
      statusText: '',
      headers: { 'Content-Type': 'application/json' },
      config,
    };
    if (reply.status >= 400) {
      const err = Object.assign(new Error(`Request failed with status code ${reply.status}`), {
        isAxiosError: true,
        response,
        config,
      });
      throw err;
    }
    return response;
  };
}

function setup(reply: Reply, path = '/aula') {
  localStorage.clear();
  const session = createSessionStore({ syncTabs: false });
  const navigate = jest.fn();
  const seen: InternalAxiosRequestConfig[] = [];
  const http = createHttpClient({ baseURL: '/api', session, navigate, currentPath: () => path, adapter: fakeAdapter(reply, seen) });
  return { session, navigate, seen, http };
}

describe('http client', () => {
  it('uses the API base, sends credentials and the bearer token when valid', async () => {
    const { session, http, seen } = setup({ status: 200, data: { ok: true } });
    const token = makeToken({ sub: '1', exp: inSeconds(600) });
    session.login(token);
    const res = await http.get<{ ok: boolean }>('/student/home', { params: { page: 0 } });
    expect(res).toEqual({ data: { ok: true }, status: 200, headers: { 'content-type': 'application/json' } });
    expect(seen[0].baseURL).toBe('/api');
    expect(seen[0].withCredentials).toBe(true);
    expect(seen[0].params).toEqual({ page: 0 });
    expect(seen[0].headers.get('Authorization')).toBe(`Bearer ${token}`);
    session.dispose();
  });

  it('reports the upload progress of a body in bytes', async () => {
    const { session, http, seen } = setup({ status: 201, data: { id: 1 } });
    const progress: Array<{ loaded: number; total?: number }> = [];
    await http.post('/materials/units/1/resources', { name: 'x' }, { onUploadProgress: (p) => progress.push(p) });
    seen[0].onUploadProgress?.({ loaded: 50, total: 200, bytes: 50, lengthComputable: true, upload: true });
    expect(progress).toEqual([{ loaded: 50, total: 200 }]);
    await http.post('/courses', { title: 'x' });
    expect(seen[1].onUploadProgress).toBeUndefined();
    session.dispose();
  });

  it('sends no bearer token when the stored one has expired', async () => {
    const { session, http, seen } = setup({ status: 200 });
    session.login(makeToken({ sub: '1', exp: inSeconds(-5) }));
    await http.post('/courses', { title: 'x' });
    expect(seen[0].headers.get('Authorization')).toBeUndefined();
    session.dispose();
  });

  it('on any 401 clears token and user and goes to /aula/login?e=exp', async () => {
    const { session, http, navigate } = setup({ status: 401, data: { error: 'Sesión expirada' } }, '/aula/miscursos');
    session.login(makeToken({ sub: '1', exp: inSeconds(600) }), { fullName: 'Ana' });
    await expect(http.delete('/courses/3')).rejects.toMatchObject({ response: { status: 401 } });
    expect(localStorage.getItem('inpro.token')).toBeNull();
    expect(localStorage.getItem('inpro.user')).toBeNull();
    expect(session.getSnapshot().isAuthenticated).toBe(false);
    expect(navigate).toHaveBeenCalledWith(EXPIRED_LOGIN_URL);
    expect(EXPIRED_LOGIN_URL).toBe('/aula/login?e=exp');
    session.dispose();
  });

  it('does not navigate when already on /aula/login, but still clears the session', async () => {
    const { session, http, navigate } = setup({ status: 401 }, '/aula/login');
    session.login(makeToken({ sub: '1', exp: inSeconds(600) }));
    await expect(http.get('/auth/me')).rejects.toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
    expect(session.getSnapshot().token).toBeNull();
    session.dispose();
  });

  it('leaves a 401 to the caller with skipAuthRedirect (sign-in form)', async () => {
    const { session, http, navigate } = setup({ status: 401, data: { error: 'Credenciales inválidas' } });
    session.login(makeToken({ sub: '1', exp: inSeconds(600) }));
    await expect(http.post('/auth/login', {}, { skipAuthRedirect: true })).rejects.toMatchObject({
      response: { data: { error: 'Credenciales inválidas' } },
    });
    expect(navigate).not.toHaveBeenCalled();
    expect(session.getSnapshot().token).not.toBeNull();
    session.dispose();
  });

  it('does not touch the session on other errors', async () => {
    const { session, http, navigate } = setup({ status: 403 });
    session.login(makeToken({ sub: '1', exp: inSeconds(600) }));
    await expect(http.put('/courses/1', {})).rejects.toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
    expect(session.getSnapshot().isAuthenticated).toBe(true);
    session.dispose();
  });

  it('builds absolute URLs of API paths', () => {
    const { http, session } = setup({ status: 200 });
    expect(http.url('/files/units/3/guia.pdf')).toBe('http://localhost/api/files/units/3/guia.pdf');
    session.dispose();
  });

  it('loads axios with the first call, not before, and makes one instance', async () => {
    const create = jest.spyOn(axios, 'create');
    try {
      const { http, session } = setup({ status: 200, data: [] });
      expect(http.url('/x')).toBe('http://localhost/api/x');
      expect(create).not.toHaveBeenCalled();
      http.warm();
      await Promise.all([http.get('/a'), http.get('/b')]);
      await http.post('/c', {});
      expect(create).toHaveBeenCalledTimes(1);
      session.dispose();
    } finally {
      create.mockRestore();
    }
  });

  describe('a saturated API (503 + Retry-After)', () => {
    /** Answers the given replies in turn (the last one repeats). */
    function sequence(
      replies: Array<{ status: number; data?: unknown; headers?: Record<string, string> }>,
      seen: InternalAxiosRequestConfig[],
    ) {
      const adapter: AxiosAdapter = async (config) => {
        const reply = replies[Math.min(seen.length, replies.length - 1)];
        seen.push(config);
        const response = { data: reply.data ?? null, status: reply.status, statusText: '', headers: reply.headers ?? {}, config };
        if (reply.status >= 400) throw Object.assign(new Error(`status ${reply.status}`), { isAxiosError: true, response, config });
        return response;
      };
      return adapter;
    }
    const busy = {
      status: 503,
      data: { error: 'Hay mucho tráfico en este momento. Vuelve a intentarlo en unos segundos.' },
      headers: { 'retry-after': '0' },
    };

    function client(replies: Parameters<typeof sequence>[0], onServerError?: (status: number) => void) {
      localStorage.clear();
      const session = createSessionStore({ syncTabs: false });
      const seen: InternalAxiosRequestConfig[] = [];
      const http = createHttpClient({
        baseURL: '/api',
        session,
        navigate: jest.fn(),
        currentPath: () => '/aula',
        adapter: sequence(replies, seen),
        busyBackoffMs: 1,
        onServerError,
      });
      return { http, seen, session };
    }

    it('repeats a read until it is served, and counts it as waiting meanwhile', async () => {
      const { http, seen, session } = client([busy, busy, { status: 200, data: { ok: true } }]);
      const counts: number[] = [];
      http.busyRetries.subscribe(() => counts.push(http.busyRetries.getSnapshot()));
      const res = await http.get('/student/home');
      expect(res.data).toEqual({ ok: true });
      expect(seen).toHaveLength(3);
      // Waiting from the first repeat until the call settled, then nothing.
      expect(counts).toEqual([1, 0]);
      expect(http.busyRetries.getSnapshot()).toBe(0);
      session.dispose();
    });

    it("gives up after BUSY_RETRIES repeats with the server's message", async () => {
      const { http, seen, session } = client([busy]);
      const err = await http.get('/student/home').catch((e: unknown) => e);
      expect(errorMessage(err, 'x')).toBe(busy.data.error);
      expect(seen).toHaveLength(1 + BUSY_RETRIES);
      expect(http.busyRetries.getSnapshot()).toBe(0);
      session.dispose();
    });

    it('tells the field signals of an answer ≥ 500 once per call, after the repeats, and of nothing below', async () => {
      const statuses: number[] = [];
      const repeated = client([busy], (s) => statuses.push(s));
      await repeated.http.get('/student/home').catch(() => undefined);
      expect(repeated.seen).toHaveLength(1 + BUSY_RETRIES);
      const failing = client([{ status: 500 }], (s) => statuses.push(s));
      await failing.http.post('/contact', {}).catch(() => undefined);
      const refused = client([{ status: 422 }, { status: 200 }], (s) => statuses.push(s));
      await refused.http.post('/contact', {}).catch(() => undefined);
      const served = client([busy, { status: 200 }], (s) => statuses.push(s));
      await served.http.get('/student/home');
      expect(statuses).toEqual([503, 500]);
      for (const c of [repeated, failing, refused, served]) c.session.dispose();
    });

    it('never repeats a POST (it might not be idempotent), nor a 503 without Retry-After', async () => {
      const post = client([busy, { status: 200 }]);
      await expect(post.http.post('/student/sessions/1/attendance', {})).rejects.toMatchObject({ response: { status: 503 } });
      expect(post.seen).toHaveLength(1);
      const down = client([{ status: 503, data: { error: 'x' } }, { status: 200 }]);
      await expect(down.http.get('/student/home')).rejects.toMatchObject({ response: { status: 503 } });
      expect(down.seen).toHaveLength(1);
      post.session.dispose();
      down.session.dispose();
    });

    it('waits for the Retry-After the server asks for', async () => {
      const { http, seen, session } = client([
        { ...busy, headers: { 'retry-after': '1' } },
        { status: 200, data: 1 },
      ]);
      const started = Date.now();
      expect((await http.get('/student/classes')).data).toBe(1);
      expect(seen).toHaveLength(2);
      // The back-off of the test client is 1 ms: the second of Retry-After is what made it wait.
      expect(Date.now() - started).toBeGreaterThanOrEqual(950);
      session.dispose();
    });
  });
});
