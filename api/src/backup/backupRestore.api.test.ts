/**
 * `npm run backup` / `npm run restore`: the demo installation is backed up, restored into a fresh
 * one, and every table's row count, a sample of every table's records and every uploaded file are
 * compared (on the embedded database and on PostgreSQL).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { loadConfig, type AppConfig } from '../config';
import { openDatabase, type Database } from '../db';
import type { SqlClient } from '../db/migrate';
import { seedDemoIfEmpty } from '../seed';
import { LocalStorage } from '../storage';
import { testDbKinds } from '../test/testApp';
import { createBackup } from './backup';
import { listFiles, sha256File } from './files';
import { BackupError } from './manifest';
import { pglitePidFile } from './pgliteInUse';
import { restoreBackup } from './restore';
import { countRows, listTables, sampleRows } from './tables';

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
    const { dir, manifest } = await createBackup(source, path.join(root, 'backups'), new Date('2026-11-26T09:30:00.000Z'));
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
