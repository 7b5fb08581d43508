import type { Db } from '../db';

/**
 * Prepared statements of a hot query, built once per database: Drizzle builds the SQL text once
 * (instead of on every request) and PostgreSQL parses and plans it once per connection.
 * `build` gets the database and returns `db.select()…prepare('<unique name>')` queries whose
 * changing values are `sql.placeholder(…)`s. Use it with the app's database (`req.server.db`), not a
 * transaction.
 *
 *   const byId = preparedPerDatabase((db) => db.select().from(users).where(eq(users.id, sql.placeholder('id'))).prepare('user_by_id'));
 *   const [user] = await byId(req.server.db).execute({ id });
 */
export function preparedPerDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let queries = built.get(db);
    if (!queries) {
      queries = build(db);
      built.set(db, queries);
    }
    return queries;
  };
}
