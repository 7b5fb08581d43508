/**
 * One migrated PGlite per test worker, handed to one test file at a time and put back to the
 * template's state between files. Starting PGlite from the template takes seconds (WASM start-up,
 * loading the data folder); emptying its tables takes a fraction of one. The files of a worker share
 * its modules, so the instance outlives each file; sharedPglite.ts is a file's handle on it.
 */
import type { PGlite } from '@electric-sql/pglite';
import { JOBS_SCHEMA } from '../jobs/queue';
import { pgliteFromTemplate } from './pgliteTemplate';

/** The schemas a test writes to: the application's and the job queue's. */
const SCHEMAS = ['public', JOBS_SCHEMA];

/** Everything a file could change in the schema itself: a difference means the instance is replaced. */
const FINGERPRINT = `
  select md5(coalesce(string_agg(x, ',' order by x), '')) as fingerprint from (
    select 'n:' || nspname as x from pg_namespace where nspname not like 'pg\\_%' and nspname <> 'information_schema'
    union all
    select 'e:' || extname || ' ' || extversion from pg_extension
    union all
    select 'c:' || n.nspname || '.' || c.relname || ':' || c.relkind::text || ':' || coalesce((
      select string_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod) || ' ' || a.attnotnull::text, ';' order by a.attnum)
        from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '')
      from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = any($1)
    union all
    select 'f:' || n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' || md5(p.prosrc)
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = any($1)
    union all
    select 't:' || n.nspname || '.' || t.typname from pg_type t join pg_namespace n on n.oid = t.typnamespace where n.nspname = any($1)
    union all
    select 'g:' || t.tgname || ' on ' || c.relname || ' ' || t.tgenabled::text
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1) and not t.tgisinternal
  ) s`;

/** What a fresh copy of the template holds, to put back after each file. */
interface TemplateState {
  fingerprint: string;
  /** Every ordinary and partitioned table, schema-qualified, quoted where needed (`quote_ident`). */
  tables: string[];
  /** The rows the migrations inserted (settings, pages …), as JSON, with the columns to restore. */
  rows: Array<{ table: string; columns: string; json: string }>;
  sequences: Array<{ name: string; last: string | null }>;
}

/** A table's name as SQL writes it, in the queries over pg_class `c` and pg_namespace `n`. */
const QUALIFIED = `quote_ident(n.nspname) || '.' || quote_ident(c.relname)`;

async function readState(pg: PGlite): Promise<TemplateState> {
  const { rows: fp } = await pg.query<{ fingerprint: string }>(FINGERPRINT, [SCHEMAS]);
  const { rows: tables } = await pg.query<{ name: string }>(
    `select ${QUALIFIED} as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1) and c.relkind in ('r', 'p') and not c.relispartition order by 1`,
    [SCHEMAS],
  );
  const rows: TemplateState['rows'] = [];
  for (const { name: table } of tables) {
    const { rows: data } = await pg.query<{ json: string | null }>(`select json_agg(t)::text as json from ${table} t`);
    if (!data[0].json) continue;
    const { rows: cols } = await pg.query<{ columns: string }>(
      `select string_agg(quote_ident(attname), ', ' order by attnum) as columns from pg_attribute
        where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''`,
      [table],
    );
    rows.push({ table, columns: cols[0].columns, json: data[0].json });
  }
  const { rows: sequences } = await pg.query<{ name: string; last: string | null }>(
    `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name, last_value::text as last
       from pg_sequences where schemaname = any($1)`,
    [SCHEMAS],
  );
  return {
    fingerprint: fp[0].fingerprint,
    tables: tables.map((t) => t.name),
    rows,
    sequences,
  };
}

/** Puts `pg` back to the template's state; false when the schema itself changed (the caller replaces it). */
async function reset(pg: PGlite, state: TemplateState): Promise<boolean> {
  // A file that stopped inside a transaction, listened, or changed session settings leaves nothing behind.
  await pg.exec('ROLLBACK');
  await pg.exec('DISCARD ALL');
  // Tables a file added (the job queue makes one partition per queue) go; then every table is emptied.
  const { rows: extra } = await pg.query<{ name: string }>(
    `select ${QUALIFIED} as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1) and c.relkind in ('r', 'p') and not ${QUALIFIED} = any($2)`,
    [SCHEMAS, state.tables],
  );
  if (extra.length) await pg.exec(`DROP TABLE IF EXISTS ${extra.map((e) => e.name).join(', ')} CASCADE`);
  await pg.exec(`TRUNCATE ${state.tables.join(', ')} CASCADE`);
  await pg.transaction(async (tx) => {
    // The migrations' rows go back as they were, foreign keys aside (their order does not matter).
    await tx.exec('SET LOCAL session_replication_role = replica');
    for (const r of state.rows) {
      await tx.query(
        `insert into ${r.table} (${r.columns}) overriding system value select ${r.columns} from json_populate_recordset(null::${r.table}, $1::json)`,
        [r.json],
      );
    }
    for (const s of state.sequences)
      await tx.query('select setval($1::regclass, coalesce($2::bigint, 1), $2 is not null)', [s.name, s.last]);
  });
  const { rows: fp } = await pg.query<{ fingerprint: string }>(FINGERPRINT, [SCHEMAS]);
  return fp[0].fingerprint === state.fingerprint;
}

interface Slot {
  pg: PGlite;
  state: TemplateState;
  /** The file's copy is dirty once handed out; it is reset before the next file takes it. */
  used: boolean;
}

let slot: Promise<Slot> | null = null;
let busy = false;

async function freshSlot(): Promise<Slot> {
  const pg = await pgliteFromTemplate();
  return { pg, state: await readState(pg), used: false };
}

/** The worker's PGlite, as the template left it; null while another test of the same file holds it. */
export async function acquireWorkerPglite(): Promise<PGlite | null> {
  if (busy) return null;
  busy = true;
  try {
    slot ??= freshSlot();
    let current = await slot;
    if (current.used && !(await reset(current.pg, current.state).catch(() => false))) {
      await current.pg.close().catch(() => undefined);
      slot = freshSlot();
      current = await slot;
    }
    current.used = true;
    return current.pg;
  } catch (err) {
    slot = null;
    busy = false;
    throw err;
  }
}

/** Gives the instance back (its test file is done with it). */
export function releaseWorkerPglite(): void {
  busy = false;
}
