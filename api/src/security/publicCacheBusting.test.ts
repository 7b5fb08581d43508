import { TEST_PASSWORD, describeEachDb, type TestUser } from '../test/testApp';

/** Issue 25, item 6: only a successful write that changes courses empties the public catalogue cache. */
describeEachDb('the public catalogue cache is not emptied by writes that change nothing', (t) => {
  let admin: TestUser;
  let teacher: TestUser;
  let student: TestUser;
  const url = '/api/courses';

  beforeAll(async () => {
    admin = await t.user('ADMIN');
    teacher = await t.user('DOCENTE');
    student = await t.user('ESTUDIANTE');
  });

  async function warm() {
    await t.inject({ method: 'GET', url });
    expect((await t.inject({ method: 'GET', url })).headers['x-cache']).toBe('HIT');
  }
  const cached = async () => (await t.inject({ method: 'GET', url })).headers['x-cache'];

  it.each([
    ['anonymous POST /api/nope (404)', { method: 'POST' as const, url: '/api/nope', payload: {} }],
    ['anonymous DELETE /api/courses/1 (401)', { method: 'DELETE' as const, url: '/api/courses/1' }],
    ['anonymous PUT /api/admin/settings/branding (401)', { method: 'PUT' as const, url: '/api/admin/settings/branding', payload: {} }],
    ['a wrong sign-in (401)', { method: 'POST' as const, url: '/api/auth/login', payload: { email: 'nadie@test.pe', password: 'x' } }],
    ['a bad body to POST /api/courses (400)', { method: 'POST' as const, url: '/api/courses', payload: { title: '' }, admin: true }],
    ['POST /api/courses by a student (403)', { method: 'POST' as const, url: '/api/courses', payload: {}, student: true }],
  ])('%s: the next catalogue load is still a hit', async (_name, req) => {
    await warm();
    const headers = 'admin' in req ? admin.auth : 'student' in req ? student.auth : {};
    const res = await t.inject({ method: req.method, url: req.url, payload: 'payload' in req ? req.payload : undefined, headers });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(await cached()).toBe('HIT');
  });

  it('a successful write that does not touch the courses (a sign-in) keeps it too', async () => {
    await warm();
    const res = await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email: student.user.email, password: TEST_PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(await cached()).toBe('HIT');
  });

  it('a successful course write empties it: the new course shows on the next load', async () => {
    await warm();
    const res = await t.inject({
      method: 'POST',
      url: '/api/courses',
      headers: admin.auth,
      payload: {
        title: 'Curso nuevo visible',
        code: 'CACHE-25-2026',
        teacherId: teacher.user.id,
        published: true,
        price: 90,
        schedule: [],
      },
    });
    expect(res.statusCode).toBe(201);
    const after = await t.inject({ method: 'GET', url });
    expect(after.headers['x-cache']).toBeUndefined();
    expect(after.json().map((c: { title: string }) => c.title)).toContain('Curso nuevo visible');
  });
});
