import { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGLITE_EXTENSIONS, fromPglite, openPglite } from '../db';
import { listMigrations, migrate } from '../db/migrate';
import { JOBS_SCHEMA } from '../jobs/queue';

/** The job queue's tables, as its first start would create them (each test app then only checks them). */
const JOBS_TABLES = PgBoss.getConstructionPlans(JOBS_SCHEMA);

/** A digest of the migrations' names and content and the job tables: a change builds new templates. */
export function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const m of listMigrations()) hash.update(m.name).update(m.sql);
  hash.update(JOBS_TABLES);
  return hash.digest('hex').slice(0, 16);
}

/** The template's file, keyed by the migrations. */
function templatePath(): string {
  return path.join(tmpdir(), `inpro-pglite-template-${migrationsHash()}.tar`);
}

/** Builds (once) a migrated PGlite data folder dump that every test database starts from. */
export async function ensureTemplate(): Promise<string> {
  const file = templatePath();
  if (existsSync(file)) return file;
  const pg = await openPglite(null);
  try {
    await migrate(fromPglite(pg).client);
    await pg.exec(JOBS_TABLES);
    const dump = await pg.dumpDataDir('none');
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, file);
  } finally {
    await pg.close();
  }
  return file;
}

/** A fresh in-memory PGlite loaded from the template (about one WASM start-up, no initdb or migrations). */
export async function pgliteFromTemplate(): Promise<PGlite> {
  const file = await ensureTemplate();
  // PGlite reads the dump through `arrayBuffer()` only: the file's own bytes, rather than a Blob that
  // would copy the tens of megabytes twice more (into the Blob, then out of it in chunks).
  const bytes = readFileSync(file);
  const whole = bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length;
  const dump = {
    type: 'application/x-tar',
    arrayBuffer: async () => (whole ? bytes.buffer : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length)),
  };
  return PGlite.create({ loadDataDir: dump as unknown as Blob, extensions: PGLITE_EXTENSIONS });
}
