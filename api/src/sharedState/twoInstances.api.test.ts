/**
 * Two API instances (as two processes would be: own memory, own connection pool, own Redis
 * connections) on one PostgreSQL database and one Redis: the lockout, revocation and catalogue
 * cache rules hold across them. The same scenario with the in-memory shared state shows why Redis
 * is needed (the second instance neither sees the lockout nor forgets its cached catalogue).
 * Needs TEST_DATABASE_URL and TEST_REDIS_URL (`.ci/run` sets both).
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { TestDb, TEST_PASSWORD, type TestUser } from '../test/testApp';
import { dropTestRedisKeys, TEST_REDIS_URL, testRedisPrefix } from '../test/testRedis';
import type { AppConfig } from '../config';

const ready = Boolean(process.env.TEST_DATABASE_URL && TEST_REDIS_URL);
const rateLimit = { authMaxPerIp: 1000, authMaxPerAccount: 3, authFailuresPerIp: 1000, authWindowMs: 60_000 };

function json(body: unknown): Pick<InjectOptions, 'payload' | 'headers'> {
  return { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
}

/** Waits for a message between instances (Redis pub/sub) without sleeping longer than needed. */
async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 2000): Promise<T> {
  const end = Date.now() + ms;
  let v = await read();
  while (!ok(v) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 20));
    v = await read();
  }
  return v;
}

function scenario(kind: 'redis' | 'memory') {
  const prefix = testRedisPrefix();
  const shared: Partial<AppConfig> =
    kind === 'redis' ? { redisUrl: TEST_REDIS_URL, redisPrefix: prefix, rateLimit } : { redisUrl: null, rateLimit };
  const t = new TestDb('postgres', shared);
  let a: FastifyInstance;
  let b: FastifyInstance;
  let admin: TestUser;
  let courseId: number;
  const url = '/api/courses/filter?q=instancias&page=0&size=12';

  beforeAll(async () => {
    await t.start();
    a = t.app;
    b = await t.sibling();
    admin = await t.user('ADMIN');
    const teacher = await t.user('DOCENTE');
    const created = await a.inject({
      method: 'POST',
      url: '/api/courses',
      headers: admin.auth,
      payload: {
        title: 'Curso dos instancias',
        code: 'DOS-INST-2026',
        teacherId: teacher.user.id,
        published: true,
        price: 100,
        schedule: [],
      },
    });
    expect(created.statusCode).toBe(201);
    courseId = created.json().id;
  });
  afterAll(async () => {
    await t.stop();
    await dropTestRedisKeys(prefix);
  });

  const login = (app: FastifyInstance, email: string, password: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, ...json({ email, password }) });

  return {
    t,
    apps: () => ({ a, b }),
    admin: () => admin,
    courseId: () => courseId,
    url,
    login,
  };
}

(ready ? describe : describe.skip)('two API instances on one PostgreSQL and one Redis', () => {
  const s = scenario('redis');

  it('failed sign-ins counted by one instance make the other one wait too; the owner elsewhere is not slowed', async () => {
    const { a, b } = s.apps();
    const { user } = await s.t.user('ESTUDIANTE');
    for (let i = 0; i < 3; i += 1) expect((await s.login(a, user.email, 'incorrecta-123', '10.1.1.1')).statusCode).toBe(401);
    const other = await s.login(b, user.email, TEST_PASSWORD, '10.1.1.1');
    expect(other.statusCode).toBe(429);
    expect(other.json().error).toMatch(/Espera \d+ segundos?/);
    expect((await s.login(b, user.email, TEST_PASSWORD, '10.2.2.2')).statusCode).toBe(200);
  });

  it('a logout on one instance ends the session on the other at once', async () => {
    const { a, b } = s.apps();
    const { user } = await s.t.user('ESTUDIANTE');
    const signedIn = await s.login(a, user.email, TEST_PASSWORD, '10.3.3.3');
    const authorization = `Bearer ${signedIn.json().token}`;
    expect((await b.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization } })).statusCode).toBe(200);
    expect((await a.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization } })).statusCode).toBe(204);
    expect((await b.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization } })).statusCode).toBe(401);
  });

  it("an admin's edit on one instance empties the other's catalogue cache", async () => {
    const { a, b } = s.apps();
    await b.inject({ method: 'GET', url: s.url });
    expect((await b.inject({ method: 'GET', url: s.url })).headers['x-cache']).toBe('HIT');
    const current = (await a.inject({ method: 'GET', url: `/api/admin/courses/${s.courseId()}`, headers: s.admin().auth })).json();
    const put = await a.inject({
      method: 'PUT',
      url: `/api/courses/${s.courseId()}`,
      headers: s.admin().auth,
      payload: { ...current, title: 'Curso dos instancias editado' },
    });
    expect(put.statusCode).toBe(200);
    const titles = (r: { json(): { content: Array<{ title: string }> } }) => r.json().content.map((c) => c.title);
    const after = await eventually(
      () => b.inject({ method: 'GET', url: s.url }),
      (r) => titles(r).includes('Curso dos instancias editado'),
    );
    expect(titles(after)).toContain('Curso dos instancias editado');
  });
  it("an admin's edit on one instance retires the other's catalogue snapshot", async () => {
    const { a, b } = s.apps();
    expect(await b.catalogueIndex.refresh()).toBe(true);
    const current = (await a.inject({ method: 'GET', url: `/api/admin/courses/${s.courseId()}`, headers: s.admin().auth })).json();
    const put = await a.inject({
      method: 'PUT',
      url: `/api/courses/${s.courseId()}`,
      headers: s.admin().auth,
      payload: { ...current, title: 'Curso dos instancias renovado' },
    });
    expect(put.statusCode).toBe(200);
    // A new URL each time: the public cache cannot answer, the snapshot or the database must.
    let size = 0;
    const after = await eventually(
      () => b.inject({ method: 'GET', url: `/api/courses/filter?q=instancias&size=${(size += 1)}` }),
      (r) => r.json().content.some((c: { title: string }) => c.title === 'Curso dos instancias renovado'),
    );
    expect(after.json().content.map((c: { title: string }) => c.title)).toContain('Curso dos instancias renovado');
  });
});

(ready ? describe : describe.skip)('two API instances without Redis (what the shared state prevents)', () => {
  const s = scenario('memory');

  it('each instance counts failed sign-ins on its own', async () => {
    const { a, b } = s.apps();
    const { user } = await s.t.user('ESTUDIANTE');
    for (let i = 0; i < 3; i += 1) await s.login(a, user.email, 'incorrecta-123', '10.1.1.1');
    expect((await s.login(a, user.email, TEST_PASSWORD, '10.1.1.1')).statusCode).toBe(429);
    expect((await s.login(b, user.email, TEST_PASSWORD, '10.1.1.1')).statusCode).toBe(200);
  });

  it("the other instance keeps serving its cached catalogue after an admin's edit", async () => {
    const { a, b } = s.apps();
    await b.inject({ method: 'GET', url: s.url });
    const current = (await a.inject({ method: 'GET', url: `/api/admin/courses/${s.courseId()}`, headers: s.admin().auth })).json();
    await a.inject({
      method: 'PUT',
      url: `/api/courses/${s.courseId()}`,
      headers: s.admin().auth,
      payload: { ...current, title: 'Editado' },
    });
    await new Promise((r) => setTimeout(r, 200));
    const stale = await b.inject({ method: 'GET', url: s.url });
    expect(stale.headers['x-cache']).toBe('HIT');
    expect(stale.json().content.map((c: { title: string }) => c.title)).toContain('Curso dos instancias');
  });
});
