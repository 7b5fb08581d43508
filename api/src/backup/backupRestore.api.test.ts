/**
 * `npm run backup` / `npm run restore`: the demo installation is backed up, restored into a fresh
 * one, and every table's row count, a sample of every table's records and every uploaded file are
 * compared (on the embedded database and on PostgreSQL).
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { MAINTENANCE_MESSAGE } from '../plugins/maintenance';
import { startS3Server } from '../test/s3Server';
import { openDatabase, type Database } from '../db';
import type { SqlClient } from '../db/migrate';
import { seedDemoIfEmpty } from '../seed';
import { LocalStorage } from '../storage';
import { testDbKinds } from '../test/testApp';
import { createBackup } from './backup';
import { listFiles, sha256File } from './files';
import { readMaintenance } from './maintenance';
import { BackupError } from './manifest';
import { pglitePidFile } from './pgliteInUse';
import { restoreBackup } from './restore';
import { countRows, listTables, sampleRows } from './tables';

const run = promisify(execFile);
const KEY = 'clave-de-respaldo-larga-y-aleatoria-0123456789';
// A quick scrypt for the key file (the default, age's 18, takes seconds each time; encryption.test.ts checks it).
const QUICK_SCRYPT = 10;

/** Rewrites a copied backup's manifest so its list of files and checksums matches what the folder holds now. */
async function matchManifest(dir: string): Promise<void> {
  const file = path.join(dir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  const contents = [];
  for (const rel of (await listFiles(dir)).filter((f) => f !== 'manifest.json')) {
    contents.push({ path: rel, bytes: statSync(path.join(dir, rel)).size, sha256: await sha256File(path.join(dir, rel)) });
  }
  writeFileSync(file, JSON.stringify({ ...manifest, contents }));
}

/** Every folder and file under `dir` with its permission bits. */
function modes(dir: string): Array<[string, number]> {
  const out: Array<[string, number]> = [[dir, statSync(dir).mode & 0o777]];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...modes(full));
    else out.push([full, statSync(full).mode & 0o777]);
  }
  return out;
}

const adminUrl = () => Object.assign(new URL(process.env.TEST_DATABASE_URL as string), { pathname: '/postgres' }).toString();

async function admin(sql: string): Promise<void> {
  const pg = new Client({ connectionString: adminUrl() });
  await pg.connect();
  try {
    await pg.query(sql);
  } finally {
    await pg.end();
  }
}

describe.each(testDbKinds())('backup and restore of the demo installation [%s]', (kind) => {
  const root = mkdtempSync(path.join(tmpdir(), 'inpro-backup-'));
  const databases: string[] = [];

  /** An installation in `<root>/<name>`: its own data folder, files and (PostgreSQL) database. */
  async function installation(name: string): Promise<AppConfig> {
    const dataDir = path.join(root, name);
    mkdirSync(dataDir, { recursive: true });
    let databaseUrl: string | null = null;
    if (kind === 'postgres') {
      const db = `inpro_t_backup_${process.pid}_${name}`;
      await admin(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
      await admin(`CREATE DATABASE ${db}`);
      databases.push(db);
      databaseUrl = Object.assign(new URL(process.env.TEST_DATABASE_URL as string), { pathname: `/${db}` }).toString();
    }
    return loadConfig(
      {},
      { dataDir, pgliteDir: path.join(dataDir, 'pglite'), storageDir: path.join(dataDir, 'files'), databaseUrl, s3: null, jwtSecret: 'x' },
    );
  }

  const open = (config: AppConfig) => openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });

  let source: AppConfig;
  let backupDir: string;

  beforeAll(async () => {
    source = await installation('demo');
    const database = await open(source);
    try {
      expect(await seedDemoIfEmpty(database.db, new LocalStorage(source.storageDir))).toBe(true);
    } finally {
      await database.close();
    }
    // The secret generated on a first start (it also derives the key of the settings' secrets).
    writeFileSync(path.join(source.dataDir, 'jwt-secret'), 'generated-secret-of-the-demo-installation\n');
  }, 180_000);

  afterAll(async () => {
    rmSync(root, { recursive: true, force: true });
    for (const db of databases) await admin(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
  });

  it('writes a dated backup with the database, the files and a manifest of every table', async () => {
    const { dir, manifest } = await createBackup(source, path.join(root, 'backups'), { now: new Date('2026-11-26T09:30:00.000Z') });
    backupDir = dir;
    expect(path.basename(dir)).toBe('inpro-2026-11-26T09-30-00Z');
    expect(manifest.database.kind).toBe(kind);
    expect(manifest.database.tables.users).toBeGreaterThanOrEqual(4);
    expect(manifest.database.tables.courses).toBeGreaterThanOrEqual(24);
    expect(manifest.files?.count).toBeGreaterThan(0);
    expect(manifest.files?.count).toBe((await listFiles(source.storageDir)).length);
    expect(manifest.jwtSecret).toBe(true);
  }, 120_000);

  it('restores it into a fresh installation: same row count in every table, same sampled records, same files', async () => {
    const target = await installation('fresh');
    const result = await restoreBackup(target, backupDir);
    expect(result.files).toBe(result.manifest.files?.count);

    const [a, b] = [await open(source), await open(target)];
    try {
      const compare = async (x: Database, y: Database) => {
        const tables = await x.withSession((c: SqlClient) => listTables(c));
        expect(tables.length).toBeGreaterThan(20);
        expect(await y.withSession((c) => listTables(c))).toEqual(tables);
        const [cx, cy] = [await x.withSession((c) => countRows(c)), await y.withSession((c) => countRows(c))];
        expect(cy).toEqual(cx);
        for (const table of tables) {
          const sample = await x.withSession((c) => sampleRows(c, table));
          expect(await y.withSession((c) => sampleRows(c, table))).toEqual(sample);
        }
      };
      await compare(a, b);
    } finally {
      await a.close();
      await b.close();
    }
    const files = await listFiles(source.storageDir);
    expect(await listFiles(target.storageDir)).toEqual(files);
    for (const rel of files) {
      expect(await sha256File(path.join(target.storageDir, rel))).toBe(await sha256File(path.join(source.storageDir, rel)));
    }
    expect(readFileSync(path.join(target.dataDir, 'jwt-secret'), 'utf8')).toBe('generated-secret-of-the-demo-installation\n');
  }, 180_000);

  it('refuses to restore over an installation that holds data, changing nothing', async () => {
    await expect(restoreBackup(source, backupDir)).rejects.toThrow(BackupError);
    const database = await open(source);
    try {
      const counts = await database.withSession((c) => countRows(c));
      expect(counts.users).toBe(JSON.parse(readFileSync(path.join(backupDir, 'manifest.json'), 'utf8')).database.tables.users);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('refuses a folder that is not a backup, and a backup of the other database kind', async () => {
    const empty = path.join(root, 'not-a-backup');
    mkdirSync(empty, { recursive: true });
    const target = await installation('other');
    await expect(restoreBackup(target, empty)).rejects.toThrow(/is not a backup/);
    const otherKind = { ...target, databaseUrl: kind === 'postgres' ? null : 'postgres://postgres@127.0.0.1:1/none' };
    await expect(restoreBackup(otherKind, backupDir)).rejects.toThrow(kind === 'postgres' ? /PostgreSQL dump/ : /embedded database/);
  });

  /** The application tables of an installation (none when its database was never created). */
  async function tablesOf(config: AppConfig): Promise<string[]> {
    if (kind === 'pglite') return existsSync(config.pgliteDir) ? ['(embedded database)'] : [];
    const pg = new Client({ connectionString: config.databaseUrl as string });
    await pg.connect();
    try {
      return await listTables({ exec: async (q) => void (await pg.query(q)), query: async (q, p) => (await pg.query(q, p)).rows });
    } finally {
      await pg.end();
    }
  }

  /** An installation that already holds a record, a file and its own secret. */
  async function occupiedInstallation(name: string): Promise<AppConfig> {
    const config = await installation(name);
    const database = await open(config);
    try {
      await database.withSession((c) =>
        c.exec("INSERT INTO users (email, full_name, role, password_hash) VALUES ('previo@test.pe', 'Previo', 'ESTUDIANTE', 'x')"),
      );
    } finally {
      await database.close();
    }
    mkdirSync(path.join(config.storageDir, 'previo'), { recursive: true });
    writeFileSync(path.join(config.storageDir, 'previo', 'a.txt'), 'archivo previo');
    writeFileSync(path.join(config.dataDir, 'jwt-secret'), 'old-secret\n');
    return config;
  }

  async function holdsPrevious(config: AppConfig): Promise<void> {
    const database = await open(config);
    try {
      const rows = await database.withSession((c) => c.query<{ email: string }>('select email from users order by id'));
      expect(rows.map((r) => r.email)).toEqual(['previo@test.pe']);
      expect(await database.withSession((c) => readMaintenance(c))).toBeNull();
      if (kind === 'postgres') {
        const schemas = await database.withSession((c) =>
          c.query<{ n: string }>("select nspname as n from pg_namespace where nspname = 'inpro_before_restore'"),
        );
        expect(schemas).toEqual([]);
      }
    } finally {
      await database.close();
    }
    expect(await listFiles(config.storageDir)).toEqual(['previo/a.txt']);
    expect(readFileSync(path.join(config.dataDir, 'jwt-secret'), 'utf8')).toBe('old-secret\n');
    expect(readdirSync(path.dirname(config.storageDir)).filter((n) => n.includes('before-restore'))).toEqual([]);
  }

  it('writes folders 0700 and files 0600 whatever the umask', async () => {
    const previous = process.umask(0o000);
    let dir: string;
    try {
      ({ dir } = await createBackup(source, path.join(root, 'private-backups'), { now: new Date('2026-11-26T10:00:00.000Z') }));
    } finally {
      process.umask(previous);
    }
    const all = modes(dir);
    expect(all.length).toBeGreaterThan(3);
    for (const [file, mode] of all) expect([file, mode]).toEqual([file, statSync(file).isDirectory() ? 0o700 : 0o600]);
    // The folder of backups it created is private too.
    expect(statSync(path.join(root, 'private-backups')).mode & 0o777).toBe(0o700);
  }, 120_000);

  let encryptedDir: string;

  it('encrypts every file with BACKUP_KEY and restores it with the same key only', async () => {
    const { dir, manifest } = await createBackup(source, path.join(root, 'encrypted'), { backupKey: KEY, scryptWorkFactor: QUICK_SCRYPT });
    encryptedDir = dir;
    expect(manifest.encryption).toEqual({ format: 'age', keyFile: 'backup-key.enc' });
    const stored = (await listFiles(dir)).filter((f) => f !== 'manifest.json');
    // The dump, the secret and the key file besides the uploaded files, each an age file.
    expect(stored.length).toBe((manifest.files?.count ?? 0) + 3);
    expect(stored).toContain('backup-key.enc');
    for (const rel of stored) {
      expect(rel).toMatch(/\.enc$/);
      expect(readFileSync(path.join(dir, rel)).subarray(0, 22).toString()).toBe('age-encryption.org/v1\n');
    }
    expect(readFileSync(path.join(dir, 'jwt-secret.enc')).includes('generated-secret')).toBe(false);

    const target = await installation('enc_fresh');
    await expect(restoreBackup(target, dir)).rejects.toThrow('This backup is encrypted: set BACKUP_KEY');
    await expect(restoreBackup(target, dir, { backupKey: 'otra-clave-cualquiera-000000' })).rejects.toThrow('BACKUP_KEY is not the key');
    expect(await tablesOf(target)).toEqual([]);
    expect(readdirSync(target.dataDir)).toEqual([]);

    const result = await restoreBackup(target, dir, { backupKey: KEY });
    expect(result.tables).toEqual(manifest.database.tables);
    expect(await listFiles(target.storageDir)).toEqual(await listFiles(source.storageDir));
    for (const rel of await listFiles(source.storageDir)) {
      expect(await sha256File(path.join(target.storageDir, rel))).toBe(await sha256File(path.join(source.storageDir, rel)));
    }
    expect(readFileSync(path.join(target.dataDir, 'jwt-secret'), 'utf8')).toBe('generated-secret-of-the-demo-installation\n');
  }, 180_000);

  it('refuses a tampered ciphertext (even with a matching manifest), leaving nothing behind', async () => {
    const tampered = path.join(root, 'tampered');
    cpSync(encryptedDir, tampered, { recursive: true });
    const manifestFile = path.join(tampered, 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const dump = path.join(tampered, `${manifest.database.file}.enc`);
    const bytes = readFileSync(dump);
    bytes[Math.floor(bytes.length / 2)] ^= 0x01;
    writeFileSync(dump, bytes);
    const target = await installation('tampered_target');
    await expect(restoreBackup(target, tampered, { backupKey: KEY })).rejects.toThrow(/database\..* was changed or damaged/);
    // The manifest's checksum made to match: the authenticated encryption still refuses it.
    for (const entry of manifest.contents) if (entry.path === path.basename(dump)) entry.sha256 = await sha256File(dump);
    writeFileSync(manifestFile, JSON.stringify(manifest));
    await expect(restoreBackup(target, tampered, { backupKey: KEY })).rejects.toThrow(/database\..* was changed or damaged/);
    expect(await tablesOf(target)).toEqual([]);
    expect(readdirSync(target.dataDir)).toEqual([]);
  }, 120_000);

  it('refuses a file swapped for another, taken out or added (even with a matching manifest), leaving nothing behind', async () => {
    const target = await installation('swapped_target');
    const variant = async (name: string, change: (dir: string) => void) => {
      const dir = path.join(root, name);
      cpSync(encryptedDir, dir, { recursive: true });
      change(dir);
      await matchManifest(dir);
      return dir;
    };
    const uploads = (await listFiles(path.join(encryptedDir, 'files'))).map((rel) => `files/${rel}`);
    const plainName = (stored: string) => stored.replace(/\.enc$/, '');
    expect(uploads.length).toBeGreaterThan(1);
    const swapped = await variant('swapped', (dir) => {
      const secret = readFileSync(path.join(dir, 'jwt-secret.enc'));
      writeFileSync(path.join(dir, 'jwt-secret.enc'), readFileSync(path.join(dir, uploads[0])));
      writeFileSync(path.join(dir, uploads[0]), secret);
    });
    await expect(restoreBackup(target, swapped, { backupKey: KEY })).rejects.toThrow(`${plainName(uploads[0])} was changed or damaged`);
    const removed = await variant('removed', (dir) => rmSync(path.join(dir, uploads[1])));
    await expect(restoreBackup(target, removed, { backupKey: KEY })).rejects.toThrow(`${plainName(uploads[1])} was changed or damaged`);
    const added = await variant('added', (dir) => cpSync(path.join(dir, uploads[0]), path.join(dir, 'files', 'extra.pdf.enc')));
    await expect(restoreBackup(target, added, { backupKey: KEY })).rejects.toThrow('files/extra.pdf was changed or damaged');
    expect(await tablesOf(target)).toEqual([]);
    expect(readdirSync(target.dataDir)).toEqual([]);
    expect(await listFiles(target.storageDir)).toEqual([]);
  }, 120_000);

  if (kind === 'pglite') {
    it('the restore command, refused, leaves nothing in the target (no generated jwt-secret)', async () => {
      const target = mkdtempSync(path.join(root, 'cli-target-'));
      const env = { ...process.env, DATA_DIR: target, BACKUP_KEY: '', DATABASE_URL: '', JWT_SECRET: '' };
      const refused = await run(
        process.execPath,
        [require.resolve('tsx/cli'), path.join(__dirname, '..', 'cli', 'restore.ts'), encryptedDir],
        {
          env,
        },
      ).catch((err: { code: number; stderr: string }) => err);
      expect(refused).toMatchObject({ code: 1 });
      expect((refused as { stderr: string }).stderr).toMatch('This backup is encrypted: set BACKUP_KEY');
      expect(readdirSync(target)).toEqual([]);
    }, 60_000);
  }

  it('replaces an installation that holds data only when asked; a replacement that fails puts it back', async () => {
    const target = await occupiedInstallation('occupied');
    await expect(restoreBackup(target, backupDir)).rejects.toThrow('--replace-existing');
    await holdsPrevious(target);

    // A backup whose manifest does not match its dump: the check after the restore fails.
    const wrong = path.join(root, 'wrong-counts');
    cpSync(backupDir, wrong, { recursive: true });
    const manifest = JSON.parse(readFileSync(path.join(wrong, 'manifest.json'), 'utf8'));
    manifest.database.tables.users += 1;
    writeFileSync(path.join(wrong, 'manifest.json'), JSON.stringify(manifest));
    await expect(restoreBackup(target, wrong, { replaceExisting: true })).rejects.toThrow('differs from the backup in: users');
    await holdsPrevious(target);

    const result = await restoreBackup(target, backupDir, { replaceExisting: true });
    expect(result.replaced).toBe(true);
    const [a, b] = [await open(source), await open(target)];
    try {
      expect(await b.withSession((c) => countRows(c))).toEqual(await a.withSession((c) => countRows(c)));
      expect(await b.withSession((c) => c.query("select 1 from users where email = 'previo@test.pe'"))).toEqual([]);
    } finally {
      await a.close();
      await b.close();
    }
    expect(await listFiles(target.storageDir)).toEqual(await listFiles(source.storageDir));
    expect(readFileSync(path.join(target.dataDir, 'jwt-secret'), 'utf8')).toBe('generated-secret-of-the-demo-installation\n');
    expect(readdirSync(target.dataDir).filter((n) => n.includes('before-restore'))).toEqual([]);
  }, 240_000);

  if (kind === 'postgres') {
    it('while a replacement runs every process answers the maintenance page, then the restored site', async () => {
      const target = await occupiedInstallation('live');
      const app = await buildApp({ config: { ...target, maintenanceCheckMs: 50 }, logger: false });
      try {
        expect((await app.inject({ method: 'GET', url: '/api/courses' })).statusCode).toBe(200);
        const restoring = restoreBackup(target, backupDir, { replaceExisting: true, settleMs: 1_000 });
        let api = await app.inject({ method: 'GET', url: '/api/courses' });
        for (let i = 0; i < 100 && api.statusCode !== 503; i += 1) {
          await new Promise((r) => setTimeout(r, 20));
          api = await app.inject({ method: 'GET', url: '/api/courses' });
        }
        expect(api.statusCode).toBe(503);
        expect(api.json()).toEqual({ error: MAINTENANCE_MESSAGE });
        expect(api.headers['retry-after']).toBe('60');
        const page = await app.inject({ method: 'GET', url: '/cursos', headers: { accept: 'text/html' } });
        expect(page.statusCode).toBe(503);
        expect(page.headers['content-type']).toMatch(/^text\/html/);
        expect(page.body).toContain('El sitio está en mantenimiento');
        await restoring;
        await new Promise((r) => setTimeout(r, 200));
        const after = await app.inject({ method: 'GET', url: '/api/courses' });
        expect(after.statusCode).toBe(200);
        expect(after.json().length).toBeGreaterThanOrEqual(24);
      } finally {
        await app.close();
      }
    }, 240_000);
  }

  it('copies the backup to the object store and restores it from there', async () => {
    const server = await startS3Server(['inpro-respaldos']);
    try {
      const s3 = server.settings('inpro-respaldos', 'sitio');
      const { dir, manifest, remote } = await createBackup({ ...source, s3 }, path.join(root, 's3-backups'), {
        now: new Date('2026-11-26T11:00:00.000Z'),
        backupKey: KEY,
        scryptWorkFactor: QUICK_SCRYPT,
      });
      expect(remote).toBe('s3:inpro-2026-11-26T11-00-00Z');
      expect(await server.keys('inpro-respaldos')).toEqual(
        [...(manifest.contents ?? []).map((c) => c.path), 'manifest.json'].map((p) => `sitio/backups/${path.basename(dir)}/${p}`).sort(),
      );
      const target = await installation('from_s3');
      await expect(restoreBackup({ ...target, s3: null }, remote as string, { backupKey: KEY })).rejects.toThrow('S3_BUCKET is not set');
      await expect(restoreBackup({ ...target, s3 }, 's3:inpro-2001-01-01T00-00-00Z', { backupKey: KEY })).rejects.toThrow(
        'There is no backup',
      );
      const result = await restoreBackup({ ...target, s3 }, remote as string, { backupKey: KEY });
      expect(result.tables).toEqual(manifest.database.tables);
    } finally {
      await server.close();
    }
  }, 180_000);

  if (kind === 'pglite') {
    it('refuses to back up the embedded database while a server holds it', async () => {
      writeFileSync(pglitePidFile(source.pgliteDir), `${process.pid}\n`);
      try {
        await expect(createBackup(source, path.join(root, 'backups'))).rejects.toThrow(`The server (pid ${process.pid}) is running`);
      } finally {
        rmSync(pglitePidFile(source.pgliteDir), { force: true });
      }
    });
  }
});
