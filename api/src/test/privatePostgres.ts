/**
 * Test helper: a private PostgreSQL server (its own data folder and port) that a test may stop and
 * start at will, e.g. to check how the API behaves during a database outage. Uses the machine's
 * PostgreSQL binaries; as root it runs them as the `postgres` user (PostgreSQL refuses root).
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PG_ROOT = '/usr/lib/postgresql';

/** The bin folder of the newest installed PostgreSQL, or null. */
function postgresBinDir(): string | null {
  if (!existsSync(PG_ROOT)) return null;
  const versions = readdirSync(PG_ROOT)
    .filter((v) => existsSync(path.join(PG_ROOT, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(PG_ROOT, versions[0], 'bin') : null;
}

function postgresUid(): { uid: number; gid: number } | null {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : null;
  } catch {
    return null;
  }
}

/** True when this machine can run a private server (binaries present; as root, a postgres user). */
export function canRunPrivatePostgres(): boolean {
  if (!postgresBinDir()) return false;
  return process.getuid?.() !== 0 || postgresUid() !== null;
}

export class PrivatePostgres {
  readonly dir: string;
  private readonly bin: string;
  private readonly asRoot: boolean;

  constructor(readonly port: number) {
    const bin = postgresBinDir();
    if (!bin) throw new Error('PostgreSQL binaries not found');
    this.bin = bin;
    this.asRoot = process.getuid?.() === 0;
    this.dir = mkdtempSync(path.join(tmpdir(), 'inpro-pg-'));
    if (this.asRoot) {
      const ids = postgresUid();
      if (!ids) throw new Error('no postgres user to run PostgreSQL as');
      chownSync(this.dir, ids.uid, ids.gid);
    }
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private run(tool: string, args: string[]): void {
    const cmd = path.join(this.bin, tool);
    if (this.asRoot) execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'ignore', cwd: tmpdir() });
    else execFileSync(cmd, args, { stdio: 'ignore' });
  }

  init(): void {
    this.run('initdb', ['-D', path.join(this.dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync']);
  }

  start(): void {
    const opts = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    this.run('pg_ctl', ['-D', path.join(this.dir, 'data'), '-o', opts, '-l', path.join(this.dir, 'log'), '-w', 'start']);
  }

  stop(): void {
    this.run('pg_ctl', ['-D', path.join(this.dir, 'data'), '-m', 'fast', '-w', 'stop']);
  }

  destroy(): void {
    try {
      this.stop();
    } catch {
      // already stopped
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
