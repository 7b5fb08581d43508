/**
 * The migrated PostgreSQL template of the API tests: built once per set of migrations, then every test
 * file's database is a copy of it (`CREATE DATABASE … TEMPLATE`), which is cheaper than migrating each one.
 */
import { Client } from 'pg';
import { openPostgres } from '../db';
import { migrate } from '../db/migrate';
import { migrationsHash } from './pgliteTemplate';

/** The server's maintenance database: where databases are created and dropped. */
export function adminUrl(url: string): string {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
}

/** `url` pointing at the database `name` of the same server. */
export function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Keyed by the migrations' content: a branch with another migration gets a template of its own. */
function postgresTemplateName(): string {
  return `inpro_tpl_${migrationsHash()}`;
}

/**
 * Makes sure the template exists, on `admin` (a connection to the maintenance database). Several
 * test runs may start at once (test workers, other checkouts on the same server): an advisory lock
 * lets one build it, under another name, renamed once migrated, so nobody copies a half-built one.
 */
export async function ensurePostgresTemplate(admin: Client, baseUrl: string): Promise<string> {
  const name = postgresTemplateName();
  const exists = async () => (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  if (await exists()) return name;
  const lockKey = Number.parseInt(migrationsHash().slice(0, 8), 16) | 0;
  await admin.query('SELECT pg_advisory_lock($1)', [lockKey]);
  try {
    if (await exists()) return name;
    const building = `${name}_build`;
    await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${building}`);
    const database = openPostgres(databaseUrl(baseUrl, building), 1);
    try {
      await database.withSession((c) => migrate(c));
    } finally {
      await database.close();
    }
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [lockKey]);
  }
  return name;
}

/** Creates the database `name` as a copy of the migrated template. */
export async function createMigratedDatabase(baseUrl: string, name: string): Promise<void> {
  const admin = new Client({ connectionString: adminUrl(baseUrl) });
  await admin.connect();
  try {
    const template = await ensurePostgresTemplate(admin, baseUrl);
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
}
