import { promises as fs } from 'node:fs';
import path from 'node:path';
import { OpsError } from './errors';

/** The lock file of the artifact store (one deploy or rollback at a time, across processes). */
export const LOCK_FILE = '.lock';
/** A lock older than this is left over by a crashed process. */
const STALE_LOCK_MS = 2 * 60 * 1000;
const LOCK_WAIT_MS = 20 * 1000;

/** Holds an exclusive lock file (created with O_EXCL) while `fn` runs. */
export async function withLockFile<T>(lockFile: string, fn: () => Promise<T>, waitMs = LOCK_WAIT_MS): Promise<T> {
  await fs.mkdir(path.dirname(lockFile), { recursive: true });
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      const handle = await fs.open(lockFile, 'wx');
      await handle.writeFile(`${process.pid} ${new Date().toISOString()}\n`);
      await handle.close();
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      try {
        const stat = await fs.stat(lockFile);
        if (Date.now() - stat.mtimeMs > STALE_LOCK_MS) {
          await fs.rm(lockFile, { force: true });
          continue;
        }
      } catch {
        continue; // released meanwhile
      }
      if (Date.now() > deadline) {
        throw new OpsError(
          'conflict',
          'busy',
          `Another deploy or rollback holds ${lockFile}; try again (delete the file if no ops command is running).`,
          'Hay otra operación de despliegue en curso; inténtelo de nuevo en unos segundos.',
        );
      }
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 50));
    }
  }
  try {
    return await fn();
  } finally {
    await fs.rm(lockFile, { force: true });
  }
}
