#!/usr/bin/env node
// Measures build and delivery times:
//   1. everything from scratch: no webpack cache, no lerna/nx task cache (a fresh clone's build);
//   2. everything again with nothing changed (task cache);
//   3. one remote shipped alone after a one-line change: build (webpack cache), its tests, deploy
//      into a scratch artifact store — what a team does to ship its area.
//   node scripts/measure-build.mjs [--remote mf-public] [--skip-cold]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const opt = (name, def) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? argv[i + 1] : def;
};
const remote = opt('remote', 'mf-public');
const packages = ['shell', 'mf-public', 'mf-aula', 'mf-teacher', 'mf-admin', 'mf-superadmin'];

function run(label, cmd, args, env = {}) {
  const started = process.hrtime.bigint();
  const res = spawnSync(cmd, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
  const secs = Number(process.hrtime.bigint() - started) / 1e9;
  if (res.status !== 0) {
    console.error(`${label}: FAILED (exit ${res.status})`);
    process.exit(1);
  }
  console.log(`${label}: ${secs.toFixed(1)} s`);
  return Number(secs.toFixed(1));
}

const results = {};
if (!argv.includes('--skip-cold')) {
  for (const p of packages) rmSync(path.join(root, p, 'node_modules', '.cache', 'webpack'), { recursive: true, force: true });
  results.allCold = run('Build everything, no cache (npx lerna run build --skip-nx-cache)', 'npx', [
    'lerna',
    'run',
    'build',
    '--skip-nx-cache',
  ]);
}
results.allWarm = run('Build everything again, nothing changed (npx lerna run build)', 'npx', ['lerna', 'run', 'build']);

// One remote: a one-line change, then build, test and deploy it alone.
const entry = path.join(root, remote, 'src', 'index.ts');
const original = readFileSync(entry, 'utf8');
const store = mkdtempSync(path.join(os.tmpdir(), 'inpro-measure-artifacts-'));
try {
  writeFileSync(entry, `${original}\n// measure-build ${Date.now()}\n`);
  const build = run(`  build ${remote} (npm run build -w ${remote})`, 'npm', ['run', 'build', '-w', remote]);
  const test = run(`  test ${remote} (npm test -w ${remote})`, 'npm', ['test', '-w', remote]);
  const deploy = run(`  deploy ${remote} (npm run remotes -- deploy ${remote})`, 'npm', ['run', 'remotes', '--', 'deploy', remote], {
    ARTIFACTS_DIR: store,
  });
  results.oneRemote = { build, test, deploy, total: Number((build + test + deploy).toFixed(1)) };
  console.log(`Ship ${remote} alone (build + test + deploy): ${results.oneRemote.total} s`);
} finally {
  writeFileSync(entry, original);
  rmSync(store, { recursive: true, force: true });
}
console.log(JSON.stringify({ seconds: results }));
