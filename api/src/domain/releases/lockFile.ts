import { promises as fs } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { OpsError } from './errors';

/** The lock of the artifact store (one deploy or rollback at a time, across processes): a directory. */
export const LOCK_FILE = '.lock';
/**
 * A lock not refreshed for this long is left over by a crashed process and is taken over. Its
 * holder refreshes it every minute (proper-lockfile's `update`, half of this), so a long deploy
 * keeps it.
 */
const STALE_LOCK_MS = 2 * 60 * 1000;
const LOCK_WAIT_MS = 20 * 1000;

/**
 * Holds the lock `lockFile` (proper-lockfile: an atomic mkdir, kept fresh while held, removed
 * on exit) while `fn` runs; waits up to `waitMs` for another holder, then refuses as busy.
 */
export async function withLockFile<T>(lockFile: string, fn: () => Promise<T>, waitMs = LOCK_WAIT_MS): Promise<T> {
  await fs.mkdir(path.dirname(lockFile), { recursive: true });
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(path.dirname(lockFile), {
      lockfilePath: lockFile,
      realpath: false,
      stale: STALE_LOCK_MS,
      retries: { retries: Math.ceil(waitMs / 50), factor: 1, minTimeout: 50, maxTimeout: 100, randomize: true, maxRetryTime: waitMs },
      // The lock was lost (its directory removed or not refreshed in time): the operation
      // under way finishes; a later one takes the lock again.
      onCompromised: (err) => process.emitWarning(`artifact store lock ${lockFile} compromised: ${err.message}`),
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
    throw new OpsError(
      'conflict',
      'busy',
      `Another deploy or rollback holds ${lockFile}; try again (delete the folder if no ops command is running).`,
      'Hay otra operación de despliegue en curso; inténtelo de nuevo en unos segundos.',
    );
  }
  try {
    return await fn();
  } finally {
    await release().catch(() => undefined);
  }
}
