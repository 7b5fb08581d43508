import { describeEachDb } from '../test/testApp';
import { listMigrations, migrate } from './migrate';

describeEachDb('migrations', (t) => {
  it('are recorded and not applied twice', async () => {
    const names = listMigrations().map((m) => m.name);
    expect(names[0]).toBe('0001_init.sql');
    const applied = await t.database.client.query<{ name: string }>('select name from schema_migrations order by name');
    expect(applied.map((r) => r.name)).toEqual(names);
    expect(await t.database.withSession((c) => migrate(c))).toEqual([]);
  });

  it('fold text accent- and case-insensitively with unaccent', async () => {
    const [row] = await t.database.client.query<{ f: string }>("select inpro_fold('Ñandú ÉXITO Constitución') as f");
    expect(row.f).toBe('nandu exito constitucion');
  });
});
