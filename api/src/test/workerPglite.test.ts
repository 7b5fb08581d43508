import { acquireWorkerPglite, releaseWorkerPglite } from './workerPglite';

/** The worker's PGlite, taken by test files in turn: each one must find the template as it was. */
describe('the worker PGlite shared by the test files of a worker', () => {
  afterAll(async () => {
    const pg = await acquireWorkerPglite();
    await pg?.close();
    releaseWorkerPglite();
  });

  it('is handed to one holder at a time', async () => {
    const first = await acquireWorkerPglite();
    expect(first).not.toBeNull();
    expect(await acquireWorkerPglite()).toBeNull();
    releaseWorkerPglite();
    expect(await acquireWorkerPglite()).toBe(first);
    releaseWorkerPglite();
  });

  it("puts back the template's rows, sequences and tables for the next holder, and drops what a file added", async () => {
    const pg = (await acquireWorkerPglite())!;
    const count = async (sql: string) => Number((await pg.query<{ n: number }>(sql)).rows[0].n);
    const pagesBefore = await count('select count(*)::int as n from legal_page_versions');
    const revisionBefore = await count('select last_value::int as n from public_catalogue_revision');
    await pg.exec(`
      insert into users (email, full_name, role, password_hash) values ('a@test.pe', 'A', 'ESTUDIANTE', 'x');
      delete from legal_page_versions;
      select nextval('public_catalogue_revision'), nextval('public_catalogue_revision');
      create table pgboss.j_extra (id int);
      begin;
      insert into users (email, full_name, role, password_hash) values ('b@test.pe', 'B', 'ESTUDIANTE', 'x');
    `);
    releaseWorkerPglite();

    const again = (await acquireWorkerPglite())!;
    expect(again).toBe(pg);
    expect(await count('select count(*)::int as n from users')).toBe(0);
    expect(await count('select count(*)::int as n from legal_page_versions')).toBe(pagesBefore);
    expect(await count('select last_value::int as n from public_catalogue_revision')).toBe(revisionBefore);
    expect(await count("select count(*)::int as n from pg_tables where tablename = 'j_extra'")).toBe(0);
    const [user] = (
      await again.query<{ id: number }>(
        "insert into users (email, full_name, role, password_hash) values ('c@test.pe', 'C', 'ESTUDIANTE', 'x') returning id",
      )
    ).rows;
    expect(user.id).toBe(1);
    releaseWorkerPglite();
  });

  it('replaces the instance when a file changed the schema itself', async () => {
    const pg = (await acquireWorkerPglite())!;
    await pg.exec('alter table users add column nickname text');
    releaseWorkerPglite();
    const next = (await acquireWorkerPglite())!;
    expect(next).not.toBe(pg);
    expect(pg.closed).toBe(true);
    const { rows } = await next.query(
      "select count(*)::int as n from information_schema.columns where table_name = 'users' and column_name = 'nickname'",
    );
    expect(rows).toEqual([{ n: 0 }]);
    releaseWorkerPglite();
  });
});
