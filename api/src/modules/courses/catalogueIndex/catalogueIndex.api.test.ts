import { describeEachDb, type TestUser } from '../../../test/testApp';

describeEachDb('catalogue snapshot freshness', (t) => {
  let admin: TestUser;
  let courseId: number;
  const titles = async (url: string) => (await t.inject({ method: 'GET', url })).json().content.map((c: { title: string }) => c.title);

  /** The admin form's course with some fields changed. */
  async function edit(changes: Record<string, unknown>) {
    const { schedule, ...rest } = (await t.inject({ method: 'GET', url: `/api/admin/courses/${courseId}`, headers: admin.auth })).json();
    const put = await t.inject({
      method: 'PUT',
      url: `/api/courses/${courseId}`,
      headers: admin.auth,
      payload: { ...rest, schedule, ...changes },
    });
    expect(put.statusCode).toBe(200);
  }

  beforeAll(async () => {
    admin = await t.user('ADMIN');
    const teacher = await t.user('DOCENTE');
    const res = await t.inject({
      method: 'POST',
      url: '/api/courses',
      headers: admin.auth,
      payload: {
        title: 'Curso frescura original',
        code: 'FRESH-1-2026',
        teacherId: teacher.user.id,
        published: true,
        price: 100,
        schedule: [],
      },
    });
    expect(res.statusCode).toBe(201);
    courseId = res.json().id;
  });

  it('answers searches from memory once the snapshot is loaded', async () => {
    expect(await t.app.catalogueIndex.refresh()).toBe(true);
    const { answered } = t.app.catalogueIndex.stats;
    expect(await titles('/api/courses/filter?q=frescura')).toEqual(['Curso frescura original']);
    expect(await titles('/api/courses/filter?q=FRESCURA%20originl&sort=rating')).toEqual(['Curso frescura original']);
    expect(t.app.catalogueIndex.stats.answered).toBe(answered + 2);
  });

  it("shows an admin's edit on the very next search, then from memory again", async () => {
    expect(await t.app.catalogueIndex.refresh()).toBe(true);
    await edit({ title: 'Curso frescura renovado' });
    const { answered, declined } = t.app.catalogueIndex.stats;
    expect(await titles('/api/courses/filter?q=renovado')).toEqual(['Curso frescura renovado']);
    // The snapshot of before the edit was not used: the database answered (and a rebuild started).
    expect(t.app.catalogueIndex.stats).toMatchObject({ answered, declined: declined + 1 });
    expect(await titles('/api/courses/filter?q=original')).toEqual([]);

    expect(await t.app.catalogueIndex.refresh()).toBe(true);
    const before = t.app.catalogueIndex.stats.answered;
    expect(await titles('/api/courses/filter?q=renovado&size=5')).toEqual(['Curso frescura renovado']);
    expect(t.app.catalogueIndex.stats.answered).toBe(before + 1);

    await edit({ published: false });
    expect(await titles('/api/courses/filter?q=renovado&size=6')).toEqual([]);
    expect((await t.inject({ method: 'GET', url: '/api/courses?q=renovado' })).json()).toEqual([]);
    await edit({ published: true });
  });

  it('keeps its snapshot after a write request that changed nothing in the database', async () => {
    // PGlite only: on the shared PostgreSQL server other databases' transactions (autovacuum, other
    // tests) also move pg_current_snapshot, and then the snapshot is read again, which is right too.
    if (t.kind !== 'pglite') return;
    expect(await t.app.catalogueIndex.refresh()).toBe(true);
    const { kept, builds, answered } = t.app.catalogueIndex.stats;
    // A refused write leaves the public cache's generation alone (issue 25): memory answers at once.
    const refused = await t.inject({ method: 'POST', url: '/api/courses', headers: admin.auth, payload: { title: '' } });
    expect(refused.statusCode).toBe(400);
    expect(await titles('/api/courses/filter?q=frescura&size=9')).toEqual(['Curso frescura renovado']);
    expect(t.app.catalogueIndex.stats).toMatchObject({ answered: answered + 1, builds, kept });
    // Another process's write that committed nothing here bumps the generation: the database is asked
    // whether anything changed (the first searches go there meanwhile), then memory answers again.
    t.app.publicCache.clear();
    for (let size = 10; size < 60 && t.app.catalogueIndex.stats.answered === answered + 1; size += 1) {
      expect(await titles(`/api/courses/filter?q=frescura&size=${size}`)).toEqual(['Curso frescura renovado']);
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(t.app.catalogueIndex.stats).toMatchObject({ answered: answered + 2, builds });
    expect(t.app.catalogueIndex.stats.kept).toBeGreaterThan(kept);
  });

  it('answers through the database when no snapshot is available', async () => {
    await t.app.catalogueIndex.close(); // no snapshot any more
    const { answered } = t.app.catalogueIndex.stats;
    expect(await titles('/api/courses/filter?q=frescura%20renovado&size=7')).toEqual(['Curso frescura renovado']);
    const list = (await t.inject({ method: 'GET', url: '/api/courses?q=frescura' })).json();
    expect(list.map((c: { title: string }) => c.title)).toEqual(['Curso frescura renovado']);
    expect(t.app.catalogueIndex.stats.answered).toBe(answered);
  });
});
