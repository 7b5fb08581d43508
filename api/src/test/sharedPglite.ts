/**
 * A test file's handle on the worker's PGlite (workerPglite.ts): the file's `close()` gives the
 * instance back instead of closing it, and stops the listeners the file started on it.
 */
import type { PGliteInterface } from '@electric-sql/pglite';
import { acquireWorkerPglite, releaseWorkerPglite } from './workerPglite';

/**
 * The worker's PGlite for this file, as the migrated template left it; null while another database of
 * this file holds it (the caller then starts its own).
 */
export async function takeWorkerPglite(): Promise<PGliteInterface | null> {
  const pg = await acquireWorkerPglite();
  if (!pg) return null;
  let closed = false;
  const stops: Array<() => Promise<void>> = [];
  return new Proxy(pg, {
    get(target, key) {
      if (key === 'closed') return closed;
      if (key === 'ready') return !closed;
      if (key === 'listen') {
        return async (channel: string, callback: (payload: string) => void) => {
          const stop = await target.listen(channel, callback);
          const once = async () => {
            const at = stops.indexOf(once);
            if (at < 0) return; // stopped already: a second call must not take another listener's place
            stops.splice(at, 1);
            await stop();
          };
          stops.push(once);
          return once;
        };
      }
      if (key === 'close') {
        return async () => {
          if (closed) return;
          closed = true;
          for (const stop of [...stops]) await stop().catch(() => undefined);
          releaseWorkerPglite();
        };
      }
      const value = Reflect.get(target, key) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  }) as PGliteInterface;
}
