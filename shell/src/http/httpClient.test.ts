import { createSessionStore } from '../session/sessionStore';
import { inSeconds, makeToken } from '../testing/jwt';
import { createHttpClient, EXPIRED_LOGIN_URL, HttpError, queryString } from './httpClient';

type Reply = { status: number; body?: string; headers?: Record<string, string> };
type Seen = { url: string; init: RequestInit };

// jsdom has no fetch Response: a minimal one with what the client reads.
function fakeFetch(reply: Reply | (() => Promise<never>), seen: Seen[] = []): typeof fetch {
  return (async (url: string, init: RequestInit) => {
    seen.push({ url, init });
    if (typeof reply === 'function') return reply();
    const headers = reply.headers ?? { 'Content-Type': 'application/json' };
    return {
      ok: reply.status >= 200 && reply.status < 300,
      status: reply.status,
      headers: { forEach: (fn: (v: string, k: string) => void) => Object.entries(headers).forEach(([k, v]) => fn(v, k)) },
      text: async () => reply.body ?? '',
      blob: async () => new Blob([reply.body ?? '']),
      arrayBuffer: async () => new ArrayBuffer(0),
    } as unknown as Response;
  }) as unknown as typeof fetch;
}

function setup(reply: Reply | (() => Promise<never>), path = '/aula') {
  localStorage.clear();
  const session = createSessionStore({ syncTabs: false });
  const navigate = jest.fn();
  const seen: Seen[] = [];
  const http = createHttpClient({ baseURL: '/api', session, navigate, currentPath: () => path, fetchImpl: fakeFetch(reply, seen) });
  const header = (i: number, name: string) => (seen[i].init.headers as Record<string, string>)[name];
  return { session, navigate, seen, http, header };
}

describe('http client', () => {
  it('uses the API base, sends credentials and the bearer token when valid', async () => {
    const { session, http, seen, header } = setup({ status: 200, body: '{"ok":true}' });
    const token = makeToken({ sub: '1', exp: inSeconds(600) });
    session.login(token);
    const res = await http.get<{ ok: boolean }>('/student/home', { params: { page: 0, q: undefined } });
    expect(res).toEqual({ data: { ok: true }, status: 200, headers: { 'content-type': 'application/json' } });
    expect(seen[0].url).toBe('/api/student/home?page=0');
    expect(seen[0].init.credentials).toBe('include');
    expect(seen[0].init.method).toBe('GET');
    expect(header(0, 'Authorization')).toBe(`Bearer ${token}`);
    session.dispose();
  });

  it('sends no bearer token when the stored one has expired; JSON bodies as JSON', async () => {
    const { session, http, seen, header } = setup({ status: 201, body: '{"id":4}' });
    session.login(makeToken({ sub: '1', exp: inSeconds(-5) }));
    const res = await http.post('/courses', { title: 'x' });
    expect(res.data).toEqual({ id: 4 });
    expect(header(0, 'Authorization')).toBeUndefined();
    expect(header(0, 'Content-Type')).toBe('application/json');
    expect(seen[0].init.body).toBe('{"title":"x"}');
    session.dispose();
  });

  it('sends FormData as it is, lets the caller set headers, and reads text, empty and blob answers', async () => {
    const form = new FormData();
    form.append('a', '1');
    const empty = setup({ status: 204 });
    const res = await empty.http.put('/x', form, { headers: { 'x-trace': 't1' } });
    expect(res.data).toBe('');
    expect(empty.seen[0].init.body).toBe(form);
    expect(empty.header(0, 'Content-Type')).toBeUndefined();
    expect(empty.header(0, 'x-trace')).toBe('t1');
    const text = setup({ status: 200, body: 'hola', headers: { 'content-type': 'text/plain' } });
    expect((await text.http.get('/t')).data).toBe('hola');
    const blob = setup({ status: 200, body: '%PDF' });
    expect((await blob.http.get('/f.pdf', { responseType: 'blob' })).data).toBeInstanceOf(Blob);
    [empty, text, blob].forEach((s) => s.session.dispose());
  });

  it('on any 401 clears token and user and goes to /aula/login?e=exp', async () => {
    const { session, http, navigate } = setup({ status: 401, body: '{"error":"Sesión expirada"}' }, '/aula/miscursos');
    session.login(makeToken({ sub: '1', exp: inSeconds(600) }), { fullName: 'Ana' });
    await expect(http.delete('/courses/3')).rejects.toMatchObject({ response: { status: 401, data: { error: 'Sesión expirada' } } });
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
    await expect(http.get('/auth/me')).rejects.toBeInstanceOf(HttpError);
    expect(navigate).not.toHaveBeenCalled();
    expect(session.getSnapshot().token).toBeNull();
    session.dispose();
  });

  it('leaves a 401 to the caller with skipAuthRedirect (sign-in form)', async () => {
    const { session, http, navigate } = setup({ status: 401, body: '{"error":"Credenciales inválidas"}' });
    session.login(makeToken({ sub: '1', exp: inSeconds(600) }));
    await expect(http.post('/auth/login', {}, { skipAuthRedirect: true })).rejects.toMatchObject({
      message: 'Request failed with status code 401',
      response: { data: { error: 'Credenciales inválidas' } },
    });
    expect(navigate).not.toHaveBeenCalled();
    expect(session.getSnapshot().token).not.toBeNull();
    session.dispose();
  });

  it('does not touch the session on other errors', async () => {
    const { session, http, navigate } = setup({ status: 403 });
    session.login(makeToken({ sub: '1', exp: inSeconds(600) }));
    await expect(http.put('/courses/1', {})).rejects.toMatchObject({ response: { status: 403 } });
    expect(navigate).not.toHaveBeenCalled();
    expect(session.getSnapshot().isAuthenticated).toBe(true);
    session.dispose();
  });

  it('a network failure rejects with "Network Error" and no response; an abort stays an abort', async () => {
    const down = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const err = await down.http.get('/courses').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).message).toBe('Network Error');
    expect((err as HttpError).response).toBeUndefined();
    const aborted = setup(() => Promise.reject(Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' })));
    await expect(aborted.http.get('/courses')).rejects.toMatchObject({ name: 'AbortError' });
    [down, aborted].forEach((s) => s.session.dispose());
  });

  it('builds query strings: no empty values, repeated keys for lists', () => {
    expect(queryString({ q: 'derecho penal', page: 0, area: null, level: undefined, ids: [1, 2] })).toBe('?q=derecho+penal&page=0&ids=1&ids=2');
    expect(queryString({})).toBe('');
  });

  it('builds absolute URLs of API paths', () => {
    const { http, session } = setup({ status: 200 });
    expect(http.url('/files/units/3/guia.pdf')).toBe('http://localhost/api/files/units/3/guia.pdf');
    session.dispose();
  });
});
