import type { SqlClient } from '../db/migrate';

/** The application's tables (schema public), sorted. */
export async function listTables(client: SqlClient): Promise<string[]> {
  const rows = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((r) => r.name);
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Row count of every table. */
export async function countRows(client: SqlClient): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await listTables(client)) {
    const [{ n }] = await client.query<{ n: number }>(`select count(*)::int as n from ${ident(table)}`);
    counts[table] = n;
  }
  return counts;
}

/**
 * A sample of a table's rows as JSON text: the first and last `n` rows in the order of all its
 * columns (deterministic whatever the physical order of the copy).
 */
export async function sampleRows(client: SqlClient, table: string, n = 3): Promise<string[]> {
  const rows = await client.query<{ row: string }>(
    `select row_to_json(t)::text as row from ${ident(table)} t order by row_to_json(t)::text`,
  );
  const all = rows.map((r) => r.row);
  return all.length <= 2 * n ? all : [...all.slice(0, n), ...all.slice(-n)];
}
