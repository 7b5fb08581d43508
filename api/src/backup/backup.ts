import { existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Client } from 'pg';
import type { AppConfig } from '../config';
import { openPglite } from '../db';
import type { SqlClient } from '../db/migrate';
import { listFiles } from './files';
import { pgliteServerPid } from './pgliteInUse';
import {
  BackupError,
  FILES_DIR,
  MANIFEST_FILE,
  PGLITE_DUMP_FILE,
  PG_DUMP_FILE,
  SECRET_FILE,
  backupName,
  type BackupManifest,
} from './manifest';
import { pgTool } from './pgTools';
import { countRows } from './tables';

function clientOf(pg: Client): SqlClient {
  return {
    exec: async (script) => {
      await pg.query(script);
    },
    query: async <T>(text: string, params?: unknown[]) => (await pg.query(text, params)).rows as T[],
  };
}

/**
 * pg_dump (custom format) of one exported snapshot; the row counts of the manifest are read in that
 * same snapshot, so they are exactly what the dump holds while the site keeps writing.
 */
async function dumpPostgres(url: string, target: string): Promise<Record<string, number>> {
  const pg = new Client({ connectionString: url });
  await pg.connect();
  try {
    await pg.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const [{ id }] = (await pg.query<{ id: string }>('select pg_export_snapshot() as id')).rows;
    const tables = await countRows(clientOf(pg));
    await pgTool('pg_dump', ['--format=custom', '--no-owner', '--no-acl', `--snapshot=${id}`, `--file=${target}`, `--dbname=${url}`]);
    await pg.query('COMMIT');
    return tables;
  } finally {
    await pg.end();
  }
}

/** PGlite's own dump (a tarball of its data folder); the server must not hold the folder meanwhile. */
async function dumpPglite(pgliteDir: string, target: string): Promise<Record<string, number>> {
  const pid = pgliteServerPid(pgliteDir);
  if (pid) {
    throw new BackupError(
      `The server (pid ${pid}) is running on the embedded database ${pgliteDir}: stop it first (one process at a time may open it), or use PostgreSQL for backups while the site runs.`,
    );
  }
  if (!existsSync(pgliteDir)) throw new BackupError(`There is no embedded database in ${pgliteDir}.`);
  const pg = await openPglite(pgliteDir);
  try {
    const tables = await countRows({
      exec: async (s) => {
        await pg.exec(s);
      },
      query: async <T>(text: string, params?: unknown[]) => (await pg.query<T>(text, params)).rows,
    });
    const dump = await pg.dumpDataDir('gzip');
    await writeFile(target, Buffer.from(await dump.arrayBuffer()));
    return tables;
  } finally {
    await pg.close();
  }
}

export interface BackupResult {
  dir: string;
  manifest: BackupManifest;
}

/**
 * Writes `<outDir>/inpro-<date>/`: the database dump, the uploaded files, the generated JWT secret
 * and a manifest with every table's row count. Built under a temporary name and renamed at the
 * end, so a folder with the final name is always a complete backup.
 */
export async function createBackup(config: AppConfig, outDir: string, now = new Date()): Promise<BackupResult> {
  const name = backupName(now);
  const dir = path.join(path.resolve(outDir), name);
  if (existsSync(dir)) throw new BackupError(`${dir} already exists.`);
  const partial = `${dir}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  try {
    const kind = config.databaseUrl ? 'postgres' : 'pglite';
    const file = kind === 'postgres' ? PG_DUMP_FILE : PGLITE_DUMP_FILE;
    const tables =
      kind === 'postgres'
        ? await dumpPostgres(config.databaseUrl as string, path.join(partial, file))
        : await dumpPglite(config.pgliteDir, path.join(partial, file));
    // After the database: every file a dumped row names was uploaded before the dump began.
    let files: BackupManifest['files'] = null;
    if (!config.s3) {
      const list = await listFiles(config.storageDir);
      let bytes = 0;
      for (const rel of list) {
        const source = path.join(config.storageDir, ...rel.split('/'));
        const target = path.join(partial, FILES_DIR, ...rel.split('/'));
        await mkdir(path.dirname(target), { recursive: true });
        await copyFile(source, target);
        bytes += (await stat(target)).size;
      }
      files = { count: list.length, bytes };
    }
    const secret = path.join(config.dataDir, SECRET_FILE);
    const jwtSecret = existsSync(secret);
    if (jwtSecret) {
      await copyFile(secret, path.join(partial, SECRET_FILE));
      await chmod(path.join(partial, SECRET_FILE), 0o600);
    }
    const manifest: BackupManifest = { format: 1, createdAt: now.toISOString(), database: { kind, file, tables }, files, jwtSecret };
    await writeFile(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(partial, dir);
    return { dir, manifest };
  } catch (err) {
    await rm(partial, { recursive: true, force: true });
    throw err;
  }
}
