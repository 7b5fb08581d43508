import { PGlite, type PGliteInterface } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { mkdirSync } from 'node:fs';
import { Client, Pool, types } from 'pg';
import { migrate, type SqlClient } from './migrate';
import { schema, type Schema } from './schema';

export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw client for scripts (PostgreSQL: any pooled connection). */
  client: SqlClient;
  /** Runs `fn` on one connection (migrations: transactions and advisory locks need one session). */
  withSession<T>(fn: (client: SqlClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Runs one SQL text (several statements when `values` is empty) and answers the last statement's
   * rows: the job queue (pg-boss) talks to the database through this.
   */
  executeSql: ExecuteSql;
  /** Runs `fn` inside one transaction (committed when it resolves, rolled back when it throws). */
  transaction<T>(fn: (executeSql: ExecuteSql) => Promise<T>): Promise<T>;
  /** PostgreSQL: the connection pool's use now (metrics); absent on PGlite (one connection in process). */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
  /**
   * LISTENs on `channel` (PostgreSQL: a connection of its own, outside the pool; PGlite: in process)
   * and calls `onMessage` with each payload; `onLost` when that connection ends (reconnecting is the
   * caller's choice). Resolves, once listening, with the function that stops.
   */
  listen(channel: string, onMessage: (payload: string) => void, onLost?: (err?: Error) => void): Promise<() => Promise<void>>;
}

export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: any[] }>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** PGlite's extended protocol takes one statement: a script without parameters goes through exec. */
function pgliteExecuteSql(pg: Pick<PGliteInterface, 'query' | 'exec'>): ExecuteSql {
  return async (text, values) => {
    if (values && values.length) return { rows: (await pg.query(text, values)).rows };
    const results = await pg.exec(text);
    return { rows: results.length ? results[results.length - 1].rows : [] };
  };
}

/** node-postgres answers an array of results for a script of several statements: keep the last. */
function pgExecuteSql(client: { query(text: string, values?: unknown[]): Promise<unknown> }): ExecuteSql {
  return async (text, values) => {
    const result = (await client.query(text, values && values.length ? values : undefined)) as { rows: unknown[] } | { rows: unknown[] }[];
    return Array.isArray(result) ? { rows: result.length ? result[result.length - 1].rows : [] } : { rows: result.rows };
  };
}

export const PGLITE_EXTENSIONS = { unaccent, pg_trgm };

/** Runs a raw SQL query through Drizzle and returns its rows (both drivers answer `{rows}`). */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

function pgliteClient(pg: PGliteInterface): SqlClient {
  return {
    exec: async (script) => {
      await pg.exec(script);
    },
    query: async <T>(text: string, params?: unknown[]) => (await pg.query<T>(text, params)).rows,
  };
}

/** Wraps an open PGlite (a data folder, in memory or a clone) as a Database. */
export function fromPglite(pg: PGliteInterface): Database {
  const db = drizzlePglite({ client: pg as PGlite, schema }) as unknown as Db;
  const client = pgliteClient(pg);
  return {
    db,
    kind: 'pglite',
    client,
    withSession: (fn) => fn(client),
    executeSql: pgliteExecuteSql(pg),
    // PGlite's transaction holds the instance: no other query of the process slips into it.
    transaction: (fn) => pg.transaction((tx) => fn(pgliteExecuteSql(tx))),
    close: async () => {
      if (!pg.closed) await pg.close();
    },
    listen: async (channel, onMessage) => {
      const stop = await pg.listen(channel, onMessage);
      return async () => {
        if (!pg.closed) await stop();
      };
    },
  };
}

/** Opens the embedded PGlite in `dataDir` (created if needed); `null` = in memory. */
export async function openPglite(dataDir: string | null): Promise<PGlite> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return dataDir ? PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS }) : PGlite.create({ extensions: PGLITE_EXTENSIONS });
}

// node-postgres answers bigint (count(*), sums of integers) as a string where PGlite answers a number:
// both engines answer the same JavaScript values, so code tested on one behaves alike on the other
// (driverParity.api.test.ts). Values past 2^53 do not occur (ids are integers; counts stay far below).
const INT8_ARRAY = 1016 as Parameters<typeof types.getTypeParser>[0]; // bigint[] (pg-types names no array types)
const parseInt8Array = types.getTypeParser(INT8_ARRAY);
types.setTypeParser(types.builtins.INT8, Number);
types.setTypeParser(INT8_ARRAY, (value: string) =>
  (parseInt8Array(value) as Array<string | null>).map((v) => (v === null ? null : Number(v))),
);

/** Connects to a real PostgreSQL through node-postgres. */
export function openPostgres(url: string, max = 10): Database {
  // A connection that cannot be made within 5 s fails the request (503) instead of hanging it.
  const pool = new Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => undefined);
  // Nor one that is checked out between two queries (e.g. inside a transaction): its next query fails instead.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    client: {
      exec: async (script) => {
        await pool.query(script);
      },
      query: async <T>(text: string, params?: unknown[]) => (await pool.query(text, params as unknown[])).rows as T[],
    },
    withSession: async (fn) => {
      const conn = await pool.connect();
      try {
        return await fn({
          exec: async (script) => {
            await conn.query(script);
          },
          query: async <T>(text: string, params?: unknown[]) => (await conn.query(text, params as unknown[])).rows as T[],
        });
      } finally {
        conn.release();
      }
    },
    executeSql: pgExecuteSql(pool),
    transaction: async (fn) => {
      const conn = await pool.connect();
      try {
        await conn.query('BEGIN');
        const out = await fn(pgExecuteSql(conn));
        await conn.query('COMMIT');
        return out;
      } catch (err) {
        await conn.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        conn.release();
      }
    },
    close: () => pool.end(),
    listen: async (channel, onMessage, onLost) => {
      const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
      let stopped = false;
      const lost = (err?: Error) => {
        if (stopped) return;
        stopped = true;
        client.end().catch(() => undefined);
        onLost?.(err);
      };
      client.on('error', lost);
      client.on('end', () => lost());
      client.on('notification', (msg) => {
        if (msg.channel === channel && msg.payload !== undefined) onMessage(msg.payload);
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${JSON.stringify(channel)}`);
      } catch (err) {
        stopped = true;
        await client.end().catch(() => undefined);
        throw err;
      }
      return async () => {
        if (stopped) return;
        stopped = true;
        await client.end().catch(() => undefined);
      };
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
  };
}

/** Opens the configured database (PostgreSQL when a URL is given, else PGlite in `pgliteDir`) and migrates it. */
export async function openDatabase(opts: { databaseUrl: string | null; pgliteDir: string | null }): Promise<Database> {
  const database = opts.databaseUrl ? openPostgres(opts.databaseUrl) : fromPglite(await openPglite(opts.pgliteDir));
  try {
    await database.withSession((client) => migrate(client));
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}
