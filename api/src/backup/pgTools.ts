import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Runs pg_dump / pg_restore (env PG_DUMP / PG_RESTORE name other binaries), with their stderr in the error. */
export async function pgTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  const bin = (tool === 'pg_dump' ? process.env.PG_DUMP : process.env.PG_RESTORE) || tool;
  try {
    await run(bin, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === 'ENOENT') throw new Error(`${bin} was not found: install the PostgreSQL client (apt-get install postgresql-client)`);
    throw new Error(`${tool} failed: ${(e.stderr ?? e.message).trim()}`);
  }
}
