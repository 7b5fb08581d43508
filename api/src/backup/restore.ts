import { PGlite } from '@electric-sql/pglite';
import { existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { AppConfig } from '../config';
import { PGLITE_EXTENSIONS } from '../db';
import type { SqlClient } from '../db/migrate';
import { TAMPERED, decryptFile, openBackupKey } from './encryption';
import { listFiles, mkdirPrivate, sha256File } from './files';
import { endMaintenance, startMaintenance } from './maintenance';
import { BackupError, FILES_DIR, MANIFEST_FILE, SECRET_FILE, manifestSchema, storedPath, type BackupManifest } from './manifest';
import { pgliteServerPid } from './pgliteInUse';
import { pgTool } from './pgTools';
import { REMOTE_SCHEME, downloadBackup } from './remote';
import { countRows, listTables } from './tables';

async function readManifest(backupDir: string): Promise<BackupManifest> {
  let data: unknown;
  try {
    data = JSON.parse(await readFile(path.join(backupDir, MANIFEST_FILE), 'utf8'));
  } catch {
    throw new BackupError(`${backupDir} is not a backup (no readable ${MANIFEST_FILE}).`);
  }
  const parsed = manifestSchema.safeParse(data);
  if (!parsed.success) throw new BackupError(`${backupDir}/${MANIFEST_FILE} is not a manifest this version understands.`);
  if (!existsSync(path.join(backupDir, storedPath(parsed.data, parsed.data.database.file)))) {
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
  /** Whether an installation that held data was replaced. */
  replaced: boolean;
}

export interface RestoreOptions {
  /** BACKUP_KEY, needed for an encrypted backup. */
  backupKey?: string | null;
  /**
   * Replace an installation that already holds data (the command asks for --replace-existing and a
   * confirmation). Without it such an installation is refused, changing nothing.
   */
  replaceExisting?: boolean;
  /** How long the maintenance switch is on before the database is replaced, so every process has seen it (ms). */
  settleMs?: number;
}

/** The schema `public` of a PostgreSQL being replaced is kept under this name until the restore succeeds. */
const PREVIOUS_SCHEMA = 'inpro_before_restore';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Why the installation is not empty (null: it is). */
async function occupied(config: AppConfig, kind: BackupManifest['database']['kind'], withFiles: boolean): Promise<string | null> {
  if (kind === 'postgres') {
    const tables = await withPostgres(config.databaseUrl as string, listTables);
    if (tables.length) return `The database of DATABASE_URL is not empty (${tables.length} tables)`;
  } else if (!(await isEmptyDir(config.pgliteDir))) {
    return `${config.pgliteDir} already holds a database`;
  }
  if (withFiles && (await listFiles(config.storageDir)).length) return `${config.storageDir} already holds files`;
  return null;
}

/** Every file the manifest lists is there with its size and SHA-256 (a changed file is refused before anything is written). */
async function verifyContents(dir: string, manifest: BackupManifest): Promise<void> {
  for (const entry of manifest.contents ?? []) {
    const file = path.join(dir, ...entry.path.split('/'));
    if (!existsSync(file) || (await sha256File(file)) !== entry.sha256) {
      throw new BackupError(`${entry.path} ${TAMPERED}.`);
    }
  }
}

/** Moves `dir` aside (when it exists) so a failed restore can put it back. */
async function setAside(dir: string, undo: Array<() => Promise<void>>, cleanup: Array<() => Promise<void>>): Promise<void> {
  const aside = `${dir}.before-restore`;
  await rm(aside, { recursive: true, force: true });
  if (existsSync(dir)) {
    await rename(dir, aside);
    undo.push(async () => {
      await rm(dir, { recursive: true, force: true });
      await rename(aside, dir);
    });
    cleanup.push(() => rm(aside, { recursive: true, force: true }));
  } else {
    undo.push(() => rm(dir, { recursive: true, force: true }));
  }
}

/** The extensions installed in `schema` move with it: they go where the restored functions expect them. */
async function moveExtensions(client: SqlClient, from: string, to: string): Promise<void> {
  const rows = await client.query<{ name: string }>(
    `SELECT e.extname AS name FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE n.nspname = $1`,
    [from],
  );
  for (const { name } of rows) await client.exec(`ALTER EXTENSION "${name.replace(/"/g, '""')}" SET SCHEMA ${to}`);
}

/**
 * Brings a backup (a folder, or `s3:<name>` in the object store) back into the configured
 * installation, then checks every table's row count against the backup. Everything is checked
 * before anything is written: the backup's kind, its files' checksums, the key and every encrypted
 * file (decrypted into a private temporary folder). An installation that holds data is refused unless
 * `replaceExisting`; then, on PostgreSQL, the maintenance switch is on while the schema is replaced
 * (every process answers 503), and whatever fails puts the previous installation back. A refused
 * or failed restore leaves nothing behind.
 */
export async function restoreBackup(config: AppConfig, source: string, options: RestoreOptions = {}): Promise<RestoreResult> {
  const work = await mkdtemp(path.join(tmpdir(), 'inpro-restore-'));
  try {
    let dir = path.resolve(source);
    if (source.startsWith(REMOTE_SCHEME)) {
      dir = path.join(work, 'download');
      await mkdirPrivate(dir);
      await downloadBackup(config.s3, source, dir);
    }
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
    if (kind === 'pglite') {
      const pid = pgliteServerPid(config.pgliteDir);
      if (pid) throw new BackupError(`The server (pid ${pid}) is running on ${config.pgliteDir}: stop it first.`);
    }
    const busy = await occupied(config, kind, !!manifest.files);
    if (busy && !options.replaceExisting) {
      throw new BackupError(`${busy}: restore into an empty installation, or replace this one with --replace-existing.`);
    }
    await verifyContents(dir, manifest);
    const { keyFile } = manifest.encryption ?? {};
    const key = keyFile ? await openBackupKey(options.backupKey ?? null, path.join(dir, keyFile), keyFile) : null;
    // The plain content of each file, decrypted into the private work folder (a damaged or swapped one stops here).
    const plain = async (rel: string): Promise<string> => {
      const stored = path.join(dir, ...storedPath(manifest, rel).split('/'));
      if (!key) return stored;
      const out = path.join(work, 'plain', ...rel.split('/'));
      await mkdirPrivate(path.dirname(out));
      await decryptFile(key, rel, stored, out);
      return out;
    };
    const dump = await plain(file);
    const fileList = manifest.files
      ? (await listFiles(path.join(dir, FILES_DIR))).map((rel) => (key ? rel.replace(/\.enc$/, '') : rel))
      : [];
    if (key) {
      // The key file lists every file the backup encrypted: one taken out or added is refused.
      const listed = [...key.checksums.keys()].filter((rel) => rel.startsWith(`${FILES_DIR}/`));
      const stored = new Set(fileList.map((rel) => `${FILES_DIR}/${rel}`));
      const odd = [...listed.filter((rel) => !stored.has(rel)), ...[...stored].filter((rel) => !key.checksums.has(rel))];
      if (odd.length) throw new BackupError(`${odd[0]} ${TAMPERED}.`);
    }
    const staged: Array<[string, string]> = [];
    for (const rel of fileList) staged.push([rel, await plain(`${FILES_DIR}/${rel}`)]);
    const secret = manifest.jwtSecret ? await readFile(await plain(SECRET_FILE)) : null;

    // Everything is readable: from here on, what fails is undone.
    const undo: Array<() => Promise<void>> = [];
    const cleanup: Array<() => Promise<void>> = [];
    let maintenance = false;
    const url = config.databaseUrl as string;
    try {
      if (kind === 'postgres') {
        if (busy) {
          await withPostgres(url, (c) => startMaintenance(c, 'restore'));
          maintenance = true;
          await sleep(options.settleMs ?? 0);
          await withPostgres(url, async (c) => {
            await c.exec(`DROP SCHEMA IF EXISTS ${PREVIOUS_SCHEMA} CASCADE`);
            await c.exec('BEGIN');
            await c.exec(`ALTER SCHEMA public RENAME TO ${PREVIOUS_SCHEMA}; CREATE SCHEMA public`);
            await moveExtensions(c, PREVIOUS_SCHEMA, 'public');
            await c.exec('COMMIT');
          });
          undo.push(() =>
            withPostgres(url, async (c) => {
              await c.exec('BEGIN');
              await moveExtensions(c, 'public', PREVIOUS_SCHEMA);
              await c.exec(`DROP SCHEMA public CASCADE; ALTER SCHEMA ${PREVIOUS_SCHEMA} RENAME TO public`);
              await c.exec('COMMIT');
            }),
          );
          cleanup.push(() => withPostgres(url, (c) => c.exec(`DROP SCHEMA ${PREVIOUS_SCHEMA} CASCADE`)));
        } else {
          undo.push(() => withPostgres(url, (c) => c.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public')));
        }
        await pgTool('pg_restore', ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', `--dbname=${url}`, dump]);
      } else {
        await setAside(config.pgliteDir, undo, cleanup);
        await mkdir(config.pgliteDir, { recursive: true });
        await withPglite(config.pgliteDir, async () => undefined, new Blob([await readFile(dump)]));
      }
      let files = 0;
      if (manifest.files) {
        await setAside(config.storageDir, undo, cleanup);
        for (const [rel, from] of staged) {
          const target = path.join(config.storageDir, ...rel.split('/'));
          await mkdir(path.dirname(target), { recursive: true });
          await copyFile(from, target);
          files += 1;
        }
      }
      if (secret) {
        // The secret also derives the key of the settings' stored secrets: without it they could not be read.
        const target = path.join(config.dataDir, SECRET_FILE);
        const previous = existsSync(target) ? await readFile(target) : null;
        undo.push(() => (previous ? writeFile(target, previous, { mode: 0o600 }) : rm(target, { force: true })));
        await mkdir(config.dataDir, { recursive: true });
        await writeFile(target, secret, { mode: 0o600 });
        await chmod(target, 0o600);
      }

      const tables = kind === 'postgres' ? await withPostgres(url, countRows) : await withPglite(config.pgliteDir, countRows);
      const wrong = Object.keys({ ...manifest.database.tables, ...tables }).filter((t) => manifest.database.tables[t] !== tables[t]);
      if (wrong.length) throw new Error(`The restored database differs from the backup in: ${wrong.join(', ')}`);
      if (manifest.files && files !== manifest.files.count)
        throw new Error(`${files} files restored, the backup lists ${manifest.files.count}.`);
      for (const step of cleanup) await step();
      return { manifest, tables, files, replaced: !!busy };
    } catch (err) {
      for (const step of undo.reverse()) await step();
      throw err;
    } finally {
      if (maintenance) await withPostgres(url, endMaintenance);
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
