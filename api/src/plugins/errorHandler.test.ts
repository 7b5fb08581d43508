import { describeOnDb } from '../test/testApp';

const post = (url: string, payload: unknown, auth: Record<string, string> = {}) => ({
  method: 'POST' as const,
  url,
  headers: { ...auth, 'content-type': 'application/json' },
  payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
});

describeOnDb('bad input never answers 5xx', (t) => {
  it('answers Spanish 4xx for hostile bodies on auth, users and courses', async () => {
    const admin = await t.user('ADMIN');
    const teacher = await t.user('DOCENTE');
    const nul = 'a\u0000b';
    const cases = [
      post('/api/auth/register', { fullName: nul, email: `x${Date.now()}@t.pe`, password: 'ClaveLarga1', phone: null }),
      post('/api/auth/login', { email: nul, password: nul }),
      post('/api/auth/login', '{"__proto__":{"admin":true},"email":"a@b.pe","password":"x"}'),
      post('/api/auth/login', '{"constructor":{"prototype":{"x":1}},"email":"a@b.pe","password":"x"}'),
      post('/api/admin/users', { email: 'ok@t.pe', fullName: nul, passwordHash: 'ClaveLarga1' }, admin.auth),
      post('/api/admin/users', { email: ['a'], fullName: { x: 1 }, passwordHash: 12345678, role: null }, admin.auth),
      post('/api/courses', { title: nul, code: 'C', teacherId: teacher.user.id }, admin.auth),
      post(
        '/api/courses',
        { title: 'T', code: 'C', teacherId: teacher.user.id, syllabus: [nul], teachers: [{ name: nul, bio: 1 }] },
        admin.auth,
      ),
      post('/api/courses', { title: 'T', code: 'C', teacherId: 1e30, price: 1e308, rating: 'NaN', hours: Infinity }, admin.auth),
      post('/api/courses', { title: 'T', code: 'C', teacherId: teacher.user.id, schedule: 'todos los lunes' }, admin.auth),
      post('/api/courses', { title: 'T', code: 'C', teacherId: teacher.user.id, schedule: [null, 5, 'x'] }, admin.auth),
      post('/api/courses', null, admin.auth),
      post('/api/courses', 'null', admin.auth),
      post('/api/courses', '[]', admin.auth),
      post('/api/courses', '"texto"', admin.auth),
      post('/api/courses', `{"title":"${'x'.repeat(900_000)}","code":"c","teacherId":1}`, admin.auth),
    ];
    for (const c of cases) {
      const res = await t.inject(c);
      expect({ url: c.url, status: res.statusCode < 500 }).toEqual({ url: c.url, status: true });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(typeof res.json().error).toBe('string');
    }
    const gets = [
      '/api/courses/filter?page=1e400&size=-1',
      '/api/courses/filter?q[]=a&q[]=b&area[x]=1',
      `/api/courses/filter?q=${encodeURIComponent(nul)}`,
      `/api/courses/filter?area=${encodeURIComponent(nul)}`,
      '/api/courses/99999999999999999999',
      '/api/courses/1.5',
      '/api/courses/%00',
      `/api/users/search?q=${encodeURIComponent(nul)}`,
      '/api/admin/users?courseId=-1&page=-1',
    ];
    for (const url of gets) {
      const res = await t.inject({ method: 'GET', url, headers: admin.auth });
      expect({ url, ok: res.statusCode < 500 }).toEqual({ url, ok: true });
    }
  });

  it('serves the health check and the OpenAPI document of every route', async () => {
    const health = await t.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const docs = await t.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    const paths = Object.keys(docs.json().paths);
    for (const p of [
      '/api/auth/login',
      '/api/auth/register',
      '/api/courses/filter',
      '/api/courses/{id}',
      '/api/admin/users/{id}/reset-password',
      '/api/teacher/courses',
      '/api/data/cursos.json',
    ]) {
      expect(paths).toContain(p);
    }
    const ui = await t.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
  });
});
