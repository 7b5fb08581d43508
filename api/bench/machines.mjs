// Several API machines for the load scenarios: each its own process, port and local folder
// (ARTIFACTS_DIR, STORAGE_DIR), sharing one PostgreSQL, one Redis, one S3 server (s3rver, started
// here) and one SMTP server (a sink, started here, that counts what it receives). Also the page
// loads of visitors, made as the shell makes them, and the release drill run during the load.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(apiDir, '..');
const requireFromApi = createRequire(path.join(apiDir, 'package.json'));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export const S3_ACCESS_KEY = 'S3RVER';

/**
 * An S3 server (s3rver) on a free port with `bucket`, in a child process (s3Server.cjs); its objects
 * in a temp folder removed by close().
 */
export async function startS3(bucket) {
  const directory = mkdtempSync(path.join(tmpdir(), 'inpro-load-s3-'));
  const child = spawn(process.execPath, [path.join(apiDir, 'bench', 's3Server.cjs'), directory, bucket], {
    cwd: apiDir,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (c) => {
      out += c;
      if (out.includes('\n')) resolve(Number(out.trim()));
    });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`the S3 server stopped (${code})`)));
  });
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3_ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY,
    },
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** An SMTP server that keeps the recipient and subject of every message it accepts. */
export async function startMailSink() {
  const { SMTPServer } = requireFromApi('smtp-server');
  const received = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, cb) {
      let data = '';
      stream.on('data', (c) => (data += c.toString('utf8')));
      stream.on('end', () => {
        const subject = /^subject:\s*(.*(?:\r?\n[ \t].*)*)/im.exec(data)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '';
        for (const r of session.envelope.rcptTo) received.push({ to: r.address.toLowerCase(), subject: decodeHeader(subject) });
        cb();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: server.server.address().port, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= / =?UTF-8?Q?…?=) to text. */
function decodeHeader(value) {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, enc, text) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_x, h) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    )
    .trim();
}

/** Starts the built API (api/dist/server.js) as machine `name` on `port` with its own folders. */
export function startMachine({ name, port, env }) {
  const dir = mkdtempSync(path.join(tmpdir(), `inpro-machine-${name}-`));
  const child = spawn(process.execPath, [path.join(apiDir, 'dist', 'server.js')], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      MACHINE_NAME: name,
      ARTIFACTS_DIR: path.join(dir, 'artifacts'),
      STORAGE_DIR: path.join(dir, 'storage'),
      DATA_DIR: path.join(dir, 'data'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  return {
    name,
    origin,
    pid: child.pid,
    child,
    async healthy(timeoutMs = 180_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        if (child.exitCode !== null) throw new Error(`machine ${name} exited with ${child.exitCode}`);
        try {
          if ((await fetch(`${origin}/api/health`)).ok) return;
        } catch {
          /* not up yet */
        }
        await sleep(500);
      }
      throw new Error(`machine ${name} did not start`);
    },
    stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * `npm run remotes -- …` with the shared state's variables (a team's pipeline or an operator). Never
 * spawnSync: the S3 and SMTP servers run in this process and must keep answering meanwhile.
 */
export function remotesCli(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', 'remotes.mjs'), ...args], {
      cwd: root,
      env: { ...process.env, ...env },
    });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`remotes ${args.join(' ')} failed (${code}): ${out.slice(-2000)}`)),
    );
  });
}

/**
 * A twin of the local build of `remote` under a new version (its files copied, its version changed),
 * as a team's next release would be; returns its folder and version.
 */
export function twinBuild(remote, suffix) {
  const from = path.join(root, remote, 'dist');
  const meta = JSON.parse(readFileSync(path.join(from, 'inpro-meta.json'), 'utf8'));
  const version = `${meta.version.split(/[-+]/)[0]}-${suffix}`;
  const dir = mkdtempSync(path.join(tmpdir(), `inpro-twin-${remote}-`));
  cpSync(from, dir, { recursive: true });
  writeFileSync(path.join(dir, 'inpro-meta.json'), JSON.stringify({ ...meta, version }, null, 2));
  return { dir, version, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * One page load as the shell makes it: the page, the remotes file, then the manifest and the entry
 * script of `remote` (its canary when this visitor's share falls in it). Returns what it used, or
 * throws with why it failed.
 */
export async function pageLoad(origin, { remote = 'mf-public', share = Math.random() * 100, timeoutMs = 30_000 } = {}) {
  const get = async (url) => {
    const res = await fetch(new URL(url, origin), { signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) throw new Error(`${res.status} ${url}`);
    return res;
  };
  await (await get('/')).text();
  const remotes = await (await get('/remotes.json')).json();
  const pointer = remotes.remotes?.[remote];
  if (!pointer) throw new Error(`no pointer for ${remote}`);
  const chosen = pointer.canary && share < pointer.canary.percent ? pointer.canary : pointer;
  const manifest = await (await get(chosen.entry)).json();
  const entry = manifest.metaData?.remoteEntry;
  const entryUrl = new URL(path.posix.join(entry?.path ?? '', entry?.name ?? 'remoteEntry.js'), new URL(chosen.entry, origin));
  await (await get(entryUrl.toString())).text();
  return { version: chosen.version, stable: pointer.version, canary: pointer.canary?.version ?? null };
}

/**
 * Visitors loading pages of every machine in turn until stop(): each load's machine, start, end and
 * what it used, and the loads that failed.
 */
export function visitors(machines, { count = 4, remote = 'mf-public' } = {}) {
  const loads = [];
  const failed = [];
  let stopping = false;
  const one = async (i) => {
    const share = (i * 37) % 100;
    for (let n = i; !stopping; n += 1) {
      const machine = machines[n % machines.length];
      const startedAt = Date.now();
      try {
        const used = await pageLoad(machine.origin, { remote, share });
        loads.push({ machine: machine.name, startedAt, endedAt: Date.now(), share, ...used });
      } catch (err) {
        failed.push({ machine: machine.name, startedAt, why: String(err?.message ?? err).slice(0, 200) });
      }
    }
  };
  const running = Array.from({ length: count }, (_, i) => one(i));
  return {
    loads,
    failed,
    async stop() {
      stopping = true;
      await Promise.all(running);
    },
  };
}
