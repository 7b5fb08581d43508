import { TEST_PASSWORD, describeOnDb, type TestUser } from '../test/testApp';

/** Only a successful write that changes what the catalogue shows empties the public catalogue cache. */
describeOnDb('the public catalogue cache is not emptied by writes that change nothing', (t) => {
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

  it('a settings save empties it (prerendered public pages show the sign-in buttons and payment methods)', async () => {
    await warm();
    const res = await t.inject({
      method: 'PUT',
      url: '/api/admin/settings/branding',
      headers: admin.auth,
      payload: { primaryColor: '#7a1f1f' },
    });
    expect(res.statusCode).toBe(200);
    expect(await cached()).not.toBe('HIT');
  });

  const profile = async (who: TestUser) => (await t.inject({ method: 'GET', url: '/api/me/profile', headers: who.auth })).json();
  const saveNames = (who: TestUser, firstName: string, lastName: string) =>
    t.inject({ method: 'PUT', url: '/api/me/profile', headers: who.auth, payload: { firstName, lastName } });

  it.each([
    ['a student', () => student],
    ['a teacher', () => teacher],
  ])('%s saving the profile as it was (200) keeps it', async (_who, who) => {
    expect((await saveNames(who(), 'Ana Lucía', 'Flores Vega')).statusCode).toBe(200);
    const { firstName, lastName } = await profile(who());
    await warm();
    const res = await saveNames(who(), firstName, lastName);
    expect(res.statusCode).toBe(200);
    expect(await cached()).toBe('HIT');
  });

  it("a student's new name keeps it (no course shows a student)", async () => {
    const someone = await t.user('ESTUDIANTE');
    await warm();
    expect((await saveNames(someone, 'Rosa Elena', 'Quispe Mamani')).statusCode).toBe(200);
    expect(await cached()).toBe('HIT');
  });

  it("a teacher's new name empties it (a course's page shows its teacher)", async () => {
    const someone = await t.user('DOCENTE');
    await warm();
    expect((await saveNames(someone, 'Julio César', 'Ramos Poma')).statusCode).toBe(200);
    expect(await cached()).toBeUndefined();
  });

  it('600 one-off searches do not push the popular pages out, and unknown parameters make no entries', async () => {
    const popular = ['/api/courses', '/api/courses/filter?page=0&size=12', '/api/courses/areas'];
    for (const url of popular) {
      await t.inject({ method: 'GET', url });
      expect((await t.inject({ method: 'GET', url })).headers['x-cache']).toBe('HIT');
    }
    for (let i = 0; i < 600; i += 1) {
      const res = await t.inject({ method: 'GET', url: `/api/courses/filter?q=zz${i}x&page=0&size=1` });
      expect(res.statusCode).toBe(200);
    }
    for (const url of popular) expect([url, (await t.inject({ method: 'GET', url })).headers['x-cache']]).toEqual([url, 'HIT']);
    // The same page however its known parameters are written, whatever unknown ones come along.
    const size = t.app.publicCache.size;
    for (const url of [
      '/api/courses/filter?size=12&page=0',
      '/api/courses/filter?page=0&size=12&utm_source=a1',
      '/api/courses/filter?size=12&zz=1&page=0&sort=popular',
      '/api/courses/filter?page=00&size=12&q=',
      '/api/courses?x=9',
      '/api/courses/areas?nocache=123',
    ]) {
      expect([url, (await t.inject({ method: 'GET', url })).headers['x-cache']]).toEqual([url, 'HIT']);
    }
    expect(t.app.publicCache.size).toBe(size);
    // A query the route refuses is answered 400 and cached under nothing.
    expect((await t.inject({ method: 'GET', url: '/api/courses/filter?size=5000' })).statusCode).toBe(400);
    expect(t.app.publicCache.size).toBe(size);
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
