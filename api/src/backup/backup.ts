import { existsSync } from 'node:fs';
import { copyFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Client } from 'pg';
import type { AppConfig } from '../config';
import { openPglite } from '../db';
import type { SqlClient } from '../db/migrate';
import { encryptFile, newBackupKey, sealBackupKey, type BackupKey } from './encryption';
import { listFiles, makePrivate, mkdirPrivate, sha256File } from './files';
import { pgliteServerPid } from './pgliteInUse';
import {
  BackupError,
  FILES_DIR,
  KEY_FILE,
  MANIFEST_FILE,
  PGLITE_DUMP_FILE,
  PG_DUMP_FILE,
  SECRET_FILE,
  backupName,
  type BackupManifest,
} from './manifest';
import { pgTool } from './pgTools';
import { uploadBackup } from './remote';
import { MAINTENANCE_SCHEMA } from './maintenance';
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
    await pgTool('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-acl',
      // The maintenance switch belongs to the installation, not to its data.
      `--exclude-schema=${MAINTENANCE_SCHEMA}`,
      `--snapshot=${id}`,
      `--file=${target}`,
      `--dbname=${url}`,
    ]);
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
  /** `s3:<name>` when the backup was also copied to the object store. */
  remote: string | null;
}

export interface BackupOptions {
  now?: Date;
  /** BACKUP_KEY: encrypt every file of the backup with it (backup/encryption.ts); null = plain. */
  backupKey?: string | null;
  /** scrypt work factor (log2 N) of the key file under BACKUP_KEY; age's default (18) unless a test asks for a quicker one. */
  scryptWorkFactor?: number;
}

/** The backup's key and the SHA-256 of the plain content of each file encrypted with it. */
interface Sealing {
  key: BackupKey;
  checksums: Map<string, string>;
}

/** Copies `source` to the file `rel` of the backup folder `dir`, encrypted when the backup is (as `<rel>.enc`). */
async function store(source: string, dir: string, rel: string, sealing: Sealing | null): Promise<void> {
  const target = path.join(dir, ...(sealing ? `${rel}.enc` : rel).split('/'));
  await mkdirPrivate(path.dirname(target));
  if (sealing) sealing.checksums.set(rel, await encryptFile(sealing.key, source, target));
  else await copyFile(source, target);
}

/**
 * Writes `<outDir>/inpro-<date>/`: the database dump, the uploaded files, the generated JWT secret
 * and a manifest with every table's row count and every file's SHA-256. Built under a temporary name
 * and renamed at the end, so a folder with the final name is always a complete backup. Folders are
 * 0700 and files 0600 whatever the umask; with a BACKUP_KEY every file but the manifest is
 * encrypted; with an object store (S3_BUCKET) the backup is also copied there.
 */
export async function createBackup(config: AppConfig, outDir: string, options: BackupOptions = {}): Promise<BackupResult> {
  const now = options.now ?? new Date();
  const name = backupName(now);
  const dir = path.join(path.resolve(outDir), name);
  if (existsSync(dir)) throw new BackupError(`${dir} already exists.`);
  const partial = `${dir}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdirPrivate(partial);
  // pg_dump inherits it: nothing is readable by others even while being written.
  const umask = process.umask(0o077);
  try {
    const sealing: Sealing | null = options.backupKey ? { key: await newBackupKey(), checksums: new Map() } : null;
    const kind = config.databaseUrl ? 'postgres' : 'pglite';
    const file = kind === 'postgres' ? PG_DUMP_FILE : PGLITE_DUMP_FILE;
    const plainDump = path.join(partial, file);
    const tables =
      kind === 'postgres' ? await dumpPostgres(config.databaseUrl as string, plainDump) : await dumpPglite(config.pgliteDir, plainDump);
    if (sealing) {
      await store(plainDump, partial, file, sealing);
      await rm(plainDump);
    }
    // After the database: every file a dumped row names was uploaded before the dump began.
    let files: BackupManifest['files'] = null;
    if (!config.s3) {
      const list = await listFiles(config.storageDir);
      let bytes = 0;
      for (const rel of list) {
        const source = path.join(config.storageDir, ...rel.split('/'));
        await store(source, partial, `${FILES_DIR}/${rel}`, sealing);
        bytes += (await stat(source)).size;
      }
      files = { count: list.length, bytes };
    }
    const secret = path.join(config.dataDir, SECRET_FILE);
    const jwtSecret = existsSync(secret);
    if (jwtSecret) await store(secret, partial, SECRET_FILE, sealing);
    if (sealing) {
      const sealed = await sealBackupKey(options.backupKey as string, sealing.key, sealing.checksums, options.scryptWorkFactor);
      await writeFile(path.join(partial, KEY_FILE), sealed, { mode: 0o600 });
    }
    const contents = [];
    for (const rel of await listFiles(partial)) {
      const full = path.join(partial, ...rel.split('/'));
      contents.push({ path: rel, bytes: (await stat(full)).size, sha256: await sha256File(full) });
    }
    const manifest: BackupManifest = {
      format: 2,
      createdAt: now.toISOString(),
      database: { kind, file, tables },
      files,
      jwtSecret,
      encryption: sealing ? { format: 'age', keyFile: KEY_FILE } : null,
      contents,
    };
    await writeFile(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    await makePrivate(partial);
    await rename(partial, dir);
    const remote = config.s3
      ? await uploadBackup(
          config.s3,
          dir,
          contents.map((c) => c.path),
        )
      : null;
    return { dir, manifest, remote };
  } catch (err) {
    await rm(partial, { recursive: true, force: true });
    throw err;
  } finally {
    process.umask(umask);
  }
}
