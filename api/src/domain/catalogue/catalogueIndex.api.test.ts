import { describeEachDb, type TestUser } from '../../test/testApp';

describeEachDb('catalogue index freshness', (t) => {
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

  it('answers searches from the index once it is built', async () => {
    expect(await t.app.catalogueIndex.refresh()).toBe(true);
    const { answered, waited } = t.app.catalogueIndex.stats;
    expect(await titles('/api/courses/filter?q=frescura')).toEqual(['Curso frescura original']);
    expect(await titles('/api/courses/filter?q=FRESCURA%20originl&sort=rating')).toEqual(['Curso frescura original']);
    expect(t.app.catalogueIndex.stats).toMatchObject({ answered: answered + 2, waited });
  });

  it("shows an admin's edit on the very next search: that search waits for the new index", async () => {
    expect(await t.app.catalogueIndex.refresh()).toBe(true);
    await edit({ title: 'Curso frescura renovado' });
    const { waited, builds } = t.app.catalogueIndex.stats;
    expect(await titles('/api/courses/filter?q=renovado')).toEqual(['Curso frescura renovado']);
    expect(t.app.catalogueIndex.stats).toMatchObject({ waited: waited + 1, builds: builds + 1 });
    expect(await titles('/api/courses/filter?q=original')).toEqual([]);
    expect(t.app.catalogueIndex.stats.waited).toBe(waited + 1);

    await edit({ published: false });
    expect(await titles('/api/courses/filter?q=renovado&size=6')).toEqual([]);
    expect((await t.inject({ method: 'GET', url: '/api/courses?q=renovado' })).json()).toEqual([]);
    // The administrator's list searches the drafts too, through the same index.
    const admin_ = (await t.inject({ method: 'GET', url: '/api/admin/courses?q=renovado', headers: admin.auth })).json();
    expect(admin_.map((c: { title: string }) => c.title)).toEqual(['Curso frescura renovado']);
    await edit({ published: true });
  });

  it('keeps its index after a write request that changed nothing in the database', async () => {
    // PGlite only: on the shared PostgreSQL server other databases' transactions (autovacuum, other
    // tests) also move pg_current_snapshot, and then the index is built again, which is right too.
    if (t.kind !== 'pglite') return;
    expect(await t.app.catalogueIndex.refresh()).toBe(true);
    const { kept, builds, waited } = t.app.catalogueIndex.stats;
    // A refused write leaves the public cache's generation alone: the index answers at once.
    const refused = await t.inject({ method: 'POST', url: '/api/courses', headers: admin.auth, payload: { title: '' } });
    expect(refused.statusCode).toBe(400);
    expect(await titles('/api/courses/filter?q=frescura&size=9')).toEqual(['Curso frescura renovado']);
    expect(t.app.catalogueIndex.stats).toMatchObject({ waited, builds, kept });
    // Another process's write that committed nothing here bumps the generation: the next search
    // waits while the database is asked whether anything changed, and the index is kept.
    t.app.publicCache.clear();
    expect(await titles('/api/courses/filter?q=frescura&size=10')).toEqual(['Curso frescura renovado']);
    expect(t.app.catalogueIndex.stats).toMatchObject({ waited: waited + 1, builds, kept: kept + 1 });
  });
});
