import { describeOnDb, type TestUser } from '../../test/testApp';

describeOnDb('catalogue cache', (t) => {
  let admin: TestUser;
  let course: { id: number; title: string };
  const url = '/api/courses/filter?q=cache&page=0&size=12';

  beforeAll(async () => {
    admin = await t.user('ADMIN');
    const teacher = await t.user('DOCENTE');
    const res = await t.inject({
      method: 'POST',
      url: '/api/courses',
      headers: admin.auth,
      payload: {
        title: 'Curso cache original',
        code: 'CACHE-1-2026',
        teacherId: teacher.user.id,
        published: true,
        price: 100,
        schedule: [],
      },
    });
    expect(res.statusCode).toBe(201);
    course = res.json();
  });

  it('answers repeated anonymous catalogue requests from memory', async () => {
    const first = await t.inject({ method: 'GET', url });
    expect(first.headers['x-cache']).toBeUndefined();
    const second = await t.inject({ method: 'GET', url });
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.json()).toEqual(first.json());
    const cursos = await t.inject({ method: 'GET', url: '/api/data/cursos.json' });
    const again = await t.inject({ method: 'GET', url: '/api/data/cursos.json' });
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.headers['cache-control']).toBe(cursos.headers['cache-control']);
  });

  it.each(['/api/courses/filter?q=original&page=0&size=12', '/api/courses?q=original', '/api/courses/areas', '/api/data/cursos.json'])(
    'answers a hit of %s with the headers and bytes of the first answer (security headers included)',
    async (hitUrl) => {
      // Emptied: the first answer below is computed, the second one is a hit.
      t.app.publicCache.clear();
      const first = await t.inject({ method: 'GET', url: hitUrl });
      expect(first.headers['x-cache']).toBeUndefined();
      const hit = await t.inject({ method: 'GET', url: hitUrl });
      expect(hit.headers['x-cache']).toBe('HIT');
      expect(hit.rawPayload.equals(first.rawPayload)).toBe(true);
      const { date: _d1, ...firstHeaders } = first.headers;
      const { date: _d2, 'x-cache': _hit, ...hitHeaders } = hit.headers;
      expect(hitHeaders).toEqual(firstHeaders);
      expect(hitHeaders).toMatchObject({
        'content-type': 'application/json; charset=utf-8',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'content-length': String(first.rawPayload.length),
      });
    },
  );

  it('shows an admin edit on the very next load', async () => {
    await t.inject({ method: 'GET', url });
    const { schedule: _schedule, ...rest } = (
      await t.inject({ method: 'GET', url: `/api/admin/courses/${course.id}`, headers: admin.auth })
    ).json();
    const put = await t.inject({
      method: 'PUT',
      url: `/api/courses/${course.id}`,
      headers: admin.auth,
      payload: { ...rest, title: 'Curso cache editado', schedule: _schedule },
    });
    expect(put.statusCode).toBe(200);
    const after = await t.inject({ method: 'GET', url });
    expect(after.headers['x-cache']).toBeUndefined();
    expect(after.json().content.map((c: { title: string }) => c.title)).toContain('Curso cache editado');
  });

  it('never answers a signed-in request from the cache', async () => {
    await t.inject({ method: 'GET', url });
    const signedIn = await t.inject({ method: 'GET', url, headers: admin.auth });
    expect(signedIn.headers['x-cache']).toBeUndefined();
  });
});
