import type { SqlClient } from '../db/migrate';

/**
 * The maintenance switch: one row in a schema of its own, so every API process on the database sees
 * it (plugins/maintenance.ts reads it) and a restore that replaces the schema `public` leaves it in
 * place. Backups leave the schema out.
 */
export const MAINTENANCE_SCHEMA = 'inpro_ops';
const TABLE = `${MAINTENANCE_SCHEMA}.maintenance`;

export interface MaintenanceState {
  since: string;
  reason: string;
}

/** Switches the site to maintenance (every process answers 503 within its check interval). */
export async function startMaintenance(client: SqlClient, reason: string): Promise<void> {
  await client.exec(
    `CREATE SCHEMA IF NOT EXISTS ${MAINTENANCE_SCHEMA};
     CREATE TABLE IF NOT EXISTS ${TABLE} (id int PRIMARY KEY DEFAULT 1 CHECK (id = 1), since timestamptz NOT NULL DEFAULT now(), reason text NOT NULL)`,
  );
  await client.query(`INSERT INTO ${TABLE} (reason) VALUES ($1) ON CONFLICT (id) DO UPDATE SET reason = excluded.reason, since = now()`, [
    reason,
  ]);
}

export async function endMaintenance(client: SqlClient): Promise<void> {
  if (await switchExists(client)) await client.exec(`DELETE FROM ${TABLE}`);
}

async function switchExists(client: SqlClient): Promise<boolean> {
  const [row] = await client.query<{ t: string | null }>(`SELECT to_regclass('${TABLE}')::text AS t`);
  return !!row?.t;
}

/** The switch as it stands; null = the site is open. */
export async function readMaintenance(client: SqlClient): Promise<MaintenanceState | null> {
  if (!(await switchExists(client))) return null;
  const [row] = await client.query<{ since: Date | string; reason: string }>(`SELECT since, reason FROM ${TABLE} WHERE id = 1`);
  return row ? { since: new Date(row.since).toISOString(), reason: row.reason } : null;
}
