import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, REMOTES } from './paths';

export interface SiteOptions {
  port: number;
  workDir: string;
  /** Time-out of remote entries for the shell (the production default is 120 s). */
  remoteLoadTimeoutMs?: number;
  env?: Record<string, string>;
  /** How long the server may take to answer (default E2E_START_TIMEOUT_MS, else 90 s). */
  startTimeoutMs?: number;
}

export interface RunningSite {
  baseURL: string;
  artifactsDir: string;
  dataDir: string;
  /** Where the server appends the e-mails it would send (outbox.jsonl: no SMTP server in tests). */
  mailDir: string;
  /** The server's process (a new one after restart()). */
  readonly process: ChildProcess;
  stop(): Promise<void>;
  /** Stops the server (SIGTERM, as a deployment does) and starts it again on the same data and port. */
  restart(): Promise<void>;
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const res = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed with exit code ${res.status}`);
}

/** Builds the shell, every remote and the API (lerna), unless E2E_SKIP_BUILD=1. */
export function buildAll(): void {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  run('npx', ['lerna', 'run', 'build', '--stream']);
}

/** The ops CLI, as ops would run it, against a given artifact store. */
export function remotesCli(args: string[], artifactsDir: string): string {
  const res = spawnSync('node', [path.join(ROOT, 'api/dist/cli/remotes.js'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ARTIFACTS_DIR: artifactsDir, INPRO_OPERATOR: 'e2e' },
  });
  if (res.status !== 0) {
    throw new Error(`remotes ${args.join(' ')} failed (${res.status}): ${res.stdout}\n${res.stderr}`);
  }
  return res.stdout;
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const started = Date.now();
  let lastError: unknown;
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
      lastError = new Error(`HTTP ${res.status}`);
    } catch (err) {
      lastError = err;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms: ${String(lastError)}`);
}

/** A fresh artifact store with every remote deployed, and the server on a fresh embedded database. */
export async function startSite({
  port,
  workDir,
  remoteLoadTimeoutMs = 4000,
  env = {},
  startTimeoutMs = Number(process.env.E2E_START_TIMEOUT_MS) || 90_000,
}: SiteOptions): Promise<RunningSite> {
  fs.rmSync(workDir, { recursive: true, force: true });
  const artifactsDir = path.join(workDir, 'artifacts');
  const dataDir = path.join(workDir, 'data');
  const mailDir = path.join(workDir, 'mail');
  fs.mkdirSync(artifactsDir, { recursive: true });
  fs.mkdirSync(dataDir, { recursive: true });
  for (const remote of REMOTES) remotesCli(['deploy', remote], artifactsDir);

  const serverEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ARTIFACTS_DIR: artifactsDir,
    SMTP_SINK_DIR: mailDir,
    // A mail job that fails is failed for good after one quick retry (jobs.serial.spec.ts shows it).
    JOBS_RETRY_LIMIT: '1',
    JOBS_RETRY_DELAY_SECONDS: '1',
    REMOTE_LOAD_TIMEOUT_MS: String(remoteLoadTimeoutMs),
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    // No load balancer to wait for when the tests stop the server.
    SHUTDOWN_DRAIN_MS: '0',
    // Every test page sends field-signal beacons from 127.0.0.1: no per-address limit in the way.
    SIGNALS_PER_MINUTE: '100000',
    SIGNALS_LOADS_PER_ADDRESS: '100000',
    // A canary is judged on fewer page loads than in production (200), so its spec runs in seconds.
    CANARY_MIN_LOADS: '5',
    ...env,
  };
  const baseURL = `http://127.0.0.1:${port}`;
  let child = await launch(serverEnv, baseURL, startTimeoutMs);
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  };
  return {
    baseURL,
    artifactsDir,
    dataDir,
    mailDir,
    get process() {
      return child;
    },
    stop,
    async restart() {
      await stop();
      child = await launch(serverEnv, baseURL, startTimeoutMs);
    },
  };
}

/** Starts the server and waits until it answers; never leaves one behind on the port when start-up fails. */
async function launch(env: NodeJS.ProcessEnv, baseURL: string, timeoutMs: number): Promise<ChildProcess> {
  const child = spawn('node', [path.join(ROOT, 'api/dist/server.js')], { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await Promise.race([
      // A loaded machine may need longer to seed a fresh database.
      waitFor(`${baseURL}/api/health`, timeoutMs),
      exited.then(() => {
        throw new Error('The server exited during start-up');
      }),
    ]);
  } catch (err) {
    if (child.exitCode === null) child.kill('SIGTERM');
    throw err;
  }
  return child;
}
