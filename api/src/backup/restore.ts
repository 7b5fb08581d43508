import { PGlite } from '@electric-sql/pglite';
import { existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Client } from 'pg';
import type { AppConfig } from '../config';
import { PGLITE_EXTENSIONS } from '../db';
import type { SqlClient } from '../db/migrate';
import { listFiles } from './files';
import { BackupError, FILES_DIR, MANIFEST_FILE, SECRET_FILE, manifestSchema, type BackupManifest } from './manifest';
import { pgTool } from './pgTools';
import { countRows, listTables } from './tables';

export async function readManifest(backupDir: string): Promise<BackupManifest> {
  let data: unknown;
  try {
    data = JSON.parse(await readFile(path.join(backupDir, MANIFEST_FILE), 'utf8'));
  } catch {
    throw new BackupError(`${backupDir} is not a backup (no readable ${MANIFEST_FILE}).`);
  }
  const parsed = manifestSchema.safeParse(data);
  if (!parsed.success) throw new BackupError(`${backupDir}/${MANIFEST_FILE} is not a manifest this version understands.`);
  if (!existsSync(path.join(backupDir, parsed.data.database.file))) {
    throw new BackupError(`${backupDir} lacks its database dump (${parsed.data.database.file}).`);
  }
  return parsed.data;
}

async function withPostgres<T>(url: string, fn: (client: SqlClient) => Promise<T>): Promise<T> {
  const pg = new Client({ connectionString: url });
  await pg.connect();
  try {
    return await fn({
      exec: async (s) => {
        await pg.query(s);
      },
      query: async <R>(text: string, params?: unknown[]) => (await pg.query(text, params)).rows as R[],
    });
  } finally {
    await pg.end();
  }
}

async function withPglite<T>(dir: string, fn: (client: SqlClient) => Promise<T>, loadDataDir?: Blob): Promise<T> {
  const pg = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS, ...(loadDataDir ? { loadDataDir } : {}) });
  try {
    return await fn({
      exec: async (s) => {
        await pg.exec(s);
      },
      query: async <R>(text: string, params?: unknown[]) => (await pg.query<R>(text, params)).rows,
    });
  } finally {
    await pg.close();
  }
}

async function isEmptyDir(dir: string): Promise<boolean> {
  return !existsSync(dir) || (await readdir(dir)).length === 0;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Row counts of the restored database (equal to the manifest's, else the restore fails). */
  tables: Record<string, number>;
  files: number;
}

/**
 * Brings a backup back into an empty installation (the configured database and file folder). It
 * refuses, changing nothing, when the database or the folder already holds data or when the
 * backup's database kind is not the configured one; afterwards it checks every table's row count
 * against the manifest.
 */
export async function restoreBackup(config: AppConfig, backupDir: string): Promise<RestoreResult> {
  const dir = path.resolve(backupDir);
  const manifest = await readManifest(dir);
  const { kind, file } = manifest.database;
  const configured = config.databaseUrl ? 'postgres' : 'pglite';
  if (kind !== configured) {
    throw new BackupError(
      kind === 'postgres'
        ? 'This backup holds a PostgreSQL dump: set DATABASE_URL to an empty PostgreSQL database.'
        : 'This backup holds the embedded database: unset DATABASE_URL and point DATA_DIR (or PGLITE_DIR) at an empty folder.',
    );
  }
  // Everything is checked before anything is written.
  if (kind === 'postgres') {
    const tables = await withPostgres(config.databaseUrl as string, listTables);
    if (tables.length)
      throw new BackupError(`The database of DATABASE_URL is not empty (${tables.length} tables): restore into an empty one.`);
  } else if (!(await isEmptyDir(config.pgliteDir))) {
    throw new BackupError(`${config.pgliteDir} already holds a database: restore into an empty folder.`);
  }
  if (manifest.files && (await listFiles(config.storageDir)).length) {
    throw new BackupError(`${config.storageDir} already holds files: restore into an empty folder.`);
  }

  if (kind === 'postgres') {
    await pgTool('pg_restore', [
      '--no-owner',
      '--no-acl',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${config.databaseUrl}`,
      path.join(dir, file),
    ]);
  } else {
    await mkdir(config.pgliteDir, { recursive: true });
    const dump = new Blob([await readFile(path.join(dir, file))]);
    await withPglite(config.pgliteDir, async () => undefined, dump);
  }
  let files = 0;
  if (manifest.files) {
    const source = path.join(dir, FILES_DIR);
    for (const rel of await listFiles(source)) {
      const target = path.join(config.storageDir, ...rel.split('/'));
      await mkdir(path.dirname(target), { recursive: true });
      await copyFile(path.join(source, ...rel.split('/')), target);
      files += 1;
    }
  }
  if (manifest.jwtSecret) {
    // The secret also derives the key of the settings' stored secrets: without it they could not be read.
    await mkdir(config.dataDir, { recursive: true });
    await copyFile(path.join(dir, SECRET_FILE), path.join(config.dataDir, SECRET_FILE));
    await chmod(path.join(config.dataDir, SECRET_FILE), 0o600);
  }

  const tables =
    kind === 'postgres' ? await withPostgres(config.databaseUrl as string, countRows) : await withPglite(config.pgliteDir, countRows);
  const wrong = Object.keys({ ...manifest.database.tables, ...tables }).filter((t) => manifest.database.tables[t] !== tables[t]);
  if (wrong.length) throw new Error(`The restored database differs from the backup in: ${wrong.join(', ')}`);
  if (manifest.files && files !== manifest.files.count)
    throw new Error(`${files} files restored, the backup lists ${manifest.files.count}.`);
  return { manifest, tables, files };
}
