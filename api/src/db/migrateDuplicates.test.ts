import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fromPglite, openPglite, type Database } from './index';
import { MIGRATIONS_DIR, listMigrations, migrate } from './migrate';

/**
 * Migration 0012 on a database that already holds duplicates: the unique indexes
 * are built, the oldest course keeps its code, the account with a certificate keeps its DNI, and
 * every change is in the audit log with the old value.
 */
describe('migration 0012 with existing duplicates', () => {
  let database: Database;
  let before: string;

  beforeAll(async () => {
    before = mkdtempSync(path.join(tmpdir(), 'inpro-mig-'));
    for (const m of listMigrations().filter((x) => x.name < '0012'))
      copyFileSync(path.join(MIGRATIONS_DIR, m.name), path.join(before, m.name));
    database = fromPglite(await openPglite(null));
    await migrate(database.client, before);
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    rmSync(before, { recursive: true, force: true });
  });

  it('renames later course codes, clears repeated DNIs, records both and builds the indexes', async () => {
    const q = database.client.query.bind(database.client);
    const [teacher] = await q<{ id: number }>(
      "insert into users (email, full_name, role, password_hash) values ('t@x.pe', 'Docente', 'DOCENTE', 'h') returning id",
    );
    const ids: number[] = [];
    for (const code of ['RD-2026-0101', 'rd-2026-0101 ', 'RD-2026-0102']) {
      const [c] = await q<{ id: number }>('insert into courses (code, title, teacher_id) values ($1, $2, $3) returning id', [
        code,
        `Curso ${code}`,
        teacher.id,
      ]);
      ids.push(c.id);
    }
    const users: number[] = [];
    for (const email of ['a@x.pe', 'b@x.pe', 'c@x.pe']) {
      const [u] = await q<{ id: number }>(
        "insert into users (email, full_name, dni, password_hash) values ($1, $1, '45678912', 'h') returning id",
        [email],
      );
      users.push(u.id);
    }
    // The second account has a certificate: it keeps the DNI.
    await q("insert into certificates (folio, user_id, course_title, public_code) values ('F-1', $1, 'Curso', 'P-1')", [users[1]]);

    await migrate(database.client);

    const codes = await q<{ id: number; code: string }>('select id, code from courses order by id');
    expect(codes.map((c) => c.code)).toEqual(['RD-2026-0101', `rd-2026-0101-${ids[1]}`, 'RD-2026-0102']);
    const dnis = await q<{ id: number; dni: string | null }>('select id, dni from users where id = any($1) order by id', [users]);
    expect(dnis.map((u) => u.dni)).toEqual([null, '45678912', null]);
    const log = await q<{ entity: string; entity_id: string; details: Record<string, unknown> }>(
      "select entity, entity_id, details from audit_log where actor_email = 'sistema' order by entity, entity_id",
    );
    expect(log).toEqual([
      {
        entity: 'course',
        entity_id: String(ids[1]),
        details: expect.objectContaining({ code: 'rd-2026-0101 ', newCode: `rd-2026-0101-${ids[1]}`, keptBy: ids[0] }),
      },
      { entity: 'user', entity_id: String(users[0]), details: expect.objectContaining({ dni: '45678912', keptBy: users[1] }) },
      { entity: 'user', entity_id: String(users[2]), details: expect.objectContaining({ dni: '45678912', keptBy: users[1] }) },
    ]);
    await expect(q("insert into courses (code, title, teacher_id) values (' RD-2026-0102', 'x', $1)", [teacher.id])).rejects.toThrow();
    await expect(q("insert into users (email, full_name, dni, password_hash) values ('d@x.pe', 'd', '45678912', 'h')")).rejects.toThrow();
  });
});
