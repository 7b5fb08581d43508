#!/usr/bin/env node
// Measures the time from a fresh clone to the site answering:
// git clone (committed HEAD) into a temp dir -> npm install -> npm start -> `/` and `/api/health` answer.
//   node scripts/measure-start.mjs [--port 8210] [--keep]
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const keep = argv.includes('--keep');
const portArg = argv.indexOf('--port') >= 0 ? Number(argv[argv.indexOf('--port') + 1]) : null;
const START_TIMEOUT_MS = 15 * 60 * 1000;

function isFree(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '0.0.0.0', () => srv.close(() => resolve(true)));
  });
}

async function pickPort() {
  if (portArg) return portArg;
  for (let p = 8210; p <= 8249; p += 1) if (await isFree(p)) return p;
  throw new Error('No free port in 8210-8249; pass --port');
}

function timedSync(label, cmd, args, cwd) {
  const started = Date.now();
  const res = spawnSync(cmd, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
  const secs = (Date.now() - started) / 1000;
  if (res.status !== 0) throw new Error(`${label} failed (exit ${res.status})`);
  console.log(`[measure] ${label}: ${secs.toFixed(1)} s`);
  return secs;
}

async function answers(url) {
  try {
    const res = await fetch(url, { headers: { accept: 'text/html' } });
    return res.ok;
  } catch {
    return false;
  }
}

/** The clone uses its own data, artifacts and embedded database, not this checkout's. */
function freshEnv(port) {
  const env = { ...process.env, PORT: String(port) };
  for (const key of ['ARTIFACTS_DIR', 'DATA_DIR', 'PGLITE_DIR', 'STORAGE_DIR', 'DATABASE_URL', 'INPRO_REPO_ROOT']) delete env[key];
  return env;
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'inpro-fresh-'));
const port = await pickPort();
let child;
const phases = {};
try {
  phases.clone = timedSync('git clone', 'git', ['clone', '--quiet', '--no-local', root, dir], root);
  phases.install = timedSync('npm install', 'npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], dir);
  const started = Date.now();
  child = spawn('npm', ['start'], {
    cwd: dir,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: freshEnv(port),
  });
  const base = `http://127.0.0.1:${port}`;
  let ok = false;
  while (Date.now() - started < START_TIMEOUT_MS && child.exitCode === null) {
    if ((await answers(`${base}/`)) && (await answers(`${base}/api/health`))) {
      ok = true;
      break;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  if (!ok) throw new Error('npm start did not answer on / and /api/health');
  phases.start = (Date.now() - started) / 1000;
  console.log(`[measure] npm start until / and /api/health answer: ${phases.start.toFixed(1)} s`);
  const total = phases.clone + phases.install + phases.start;
  console.log(`[measure] total from clone to site answering: ${total.toFixed(1)} s`);
  console.log(
    JSON.stringify({ port, seconds: Object.fromEntries(Object.entries({ ...phases, total }).map(([k, v]) => [k, Number(v.toFixed(1))])) }),
  );
} catch (err) {
  console.error(`[measure] ${err.message}`);
  process.exitCode = 1;
} finally {
  if (child && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise((r) => setTimeout(r, 1500));
  }
  if (keep) console.log(`[measure] clone kept in ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
