import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The minimum a migration needs from a database client: run a multi-statement script, run a query. */
export interface SqlClient {
  exec(script: string): Promise<void>;
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
}

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/** Lists `NNNN_name.sql` files in order. */
export function listMigrations(dir = MIGRATIONS_DIR): { name: string; sql: string }[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((name) => ({ name, sql: readFileSync(path.join(dir, name), 'utf8') }));
}

/**
 * Applies pending SQL migrations, each in its own transaction, recording them in `schema_migrations`.
 * An advisory lock keeps several servers starting at once from racing. Returns the names applied.
 */
export async function migrate(client: SqlClient, dir = MIGRATIONS_DIR): Promise<string[]> {
  await client.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  await client.query('SELECT pg_advisory_lock(727271)');
  const applied: string[] = [];
  try {
    const done = new Set((await client.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
    for (const m of listMigrations(dir)) {
      if (done.has(m.name)) continue;
      await client.exec('BEGIN');
      try {
        await client.exec(m.sql);
        await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [m.name]);
        await client.exec('COMMIT');
      } catch (err) {
        await client.exec('ROLLBACK');
        throw new Error(`Migration ${m.name} failed: ${(err as Error).message}`);
      }
      applied.push(m.name);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock(727271)');
  }
  return applied;
}
