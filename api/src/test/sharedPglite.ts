/**
 * A test file's side of the worker's PGlite (workerPglite.ts): the instance lives outside the
 * file's sandbox, so what it answers (rows, dates, errors) is made of the other realm's objects,
 * which `instanceof Date` / `instanceof Error` here would not recognise. Every answer is copied
 * into this realm, and the file's `close()` gives the instance back instead of closing it.
 */
import type { PGlite, PGliteInterface, Transaction } from '@electric-sql/pglite';

/** The name of the test environment's global (environment.ts sets it). */
export const WORKER_PGLITE_GLOBAL = '__inproWorkerPglite';

interface WorkerPglite {
  acquire(): Promise<PGlite | null>;
  release(): void;
}

/** This realm's objects are `instanceof` its Object; the worker's are not. */
const ownRealm = (value: object): boolean => value instanceof Object;

/** A value of the worker's realm as one of this realm; this realm's own values are left alone. */
function local(value: unknown, seen = new Map<object, unknown>()): unknown {
  if (value === null || typeof value !== 'object' || ownRealm(value) || ArrayBuffer.isView(value)) return value;
  if (seen.has(value)) return seen.get(value);
  const kind = Object.prototype.toString.call(value);
  if (kind === '[object Date]') return new Date((value as Date).getTime());
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    seen.set(value, out);
    for (const v of value) out.push(local(v, seen));
    return out;
  }
  const out: Record<string, unknown> =
    kind === '[object Error]' ? (new Error((value as Error).message) as unknown as Record<string, unknown>) : {};
  seen.set(value, out);
  for (const [k, v] of Object.entries(value)) out[k] = local(v, seen);
  if (kind === '[object Error]') Object.assign(out, { name: (value as Error).name, stack: (value as Error).stack });
  return out;
}

/** The worker's realm tells a Date by `instanceof` too: dates go as ISO text, as drivers send them. */
const params = (values?: unknown[]) => values?.map((v) => (v instanceof Date ? v.toISOString() : v));

async function answer<T>(run: () => Promise<T>): Promise<T> {
  try {
    return local(await run()) as T;
  } catch (err) {
    throw local(err);
  }
}

type Queries = Pick<PGliteInterface, 'query' | 'exec'>;

function queries(pg: Queries): Queries {
  return {
    query: ((text: string, values?: unknown[], options?: object) =>
      answer(() => pg.query(text, params(values), options))) as Queries['query'],
    exec: ((text: string, options?: object) => answer(() => pg.exec(text, options))) as Queries['exec'],
  };
}

/**
 * The worker's PGlite for this file, as the migrated template left it; null outside the API's test
 * environment or while another database of this file holds it (the caller then starts its own).
 */
export async function takeWorkerPglite(): Promise<PGliteInterface | null> {
  const worker = (globalThis as Record<string, unknown>)[WORKER_PGLITE_GLOBAL] as WorkerPglite | undefined;
  const pg = worker ? await worker.acquire().catch((err: unknown) => Promise.reject(local(err))) : null;
  if (!worker || !pg) return null;
  let closed = false;
  const stops: Array<() => Promise<void>> = [];
  const wrapper = {
    ...queries(pg),
    transaction: <T>(fn: (tx: Transaction) => Promise<T>) =>
      answer(() =>
        pg.transaction((tx) =>
          fn({
            ...queries(tx),
            rollback: () => tx.rollback(),
            get closed() {
              return tx.closed;
            },
          } as Transaction),
        ),
      ),
    listen: async (channel: string, callback: (payload: string) => void) => {
      const stop = await answer(() => pg.listen(channel, callback));
      const once = async () => {
        const at = stops.indexOf(once);
        if (at < 0) return; // stopped already: a second call must not take another listener's place
        stops.splice(at, 1);
        await answer(() => stop());
      };
      stops.push(once);
      return once;
    },
    get closed() {
      return closed;
    },
    get ready() {
      return !closed;
    },
    waitReady: Promise.resolve(),
    close: async () => {
      if (closed) return;
      closed = true;
      for (const stop of [...stops]) await stop().catch(() => undefined);
      worker.release();
    },
  };
  return wrapper as unknown as PGliteInterface;
}
