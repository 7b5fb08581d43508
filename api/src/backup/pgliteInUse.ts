import { existsSync, readFileSync } from 'node:fs';

/** The file a server on the embedded database holds while it runs (its pid): api/src/server.ts writes it. */
export const pglitePidFile = (pgliteDir: string) => `${pgliteDir}.pid`;

/** The pid of a live server on this embedded database, if any. */
export function pgliteServerPid(pgliteDir: string): number | null {
  const file = pglitePidFile(pgliteDir);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}
