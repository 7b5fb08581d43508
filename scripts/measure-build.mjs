#!/usr/bin/env node
// Measures build times: everything (lerna run build) and one remote alone.
//   node scripts/measure-build.mjs [--remote mf-public] [--only all|remote]
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const opt = (name, def) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? argv[i + 1] : def;
};
const remote = opt('remote', 'mf-public');
const only = opt('only', 'both');

function timed(label, cmd, args) {
  const started = process.hrtime.bigint();
  const res = spawnSync(cmd, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const secs = Number(process.hrtime.bigint() - started) / 1e9;
  if (res.status !== 0) {
    console.error(`${label}: FAILED (exit ${res.status})`);
    process.exit(1);
  }
  console.log(`${label}: ${secs.toFixed(1)} s`);
  return secs;
}

const results = {};
if (only !== 'remote') results.all = timed('Build everything (npx lerna run build)', 'npx', ['lerna', 'run', 'build']);
if (only !== 'all') results[remote] = timed(`Build one remote (npm run build -w ${remote})`, 'npm', ['run', 'build', '-w', remote]);
console.log(JSON.stringify({ seconds: Object.fromEntries(Object.entries(results).map(([k, v]) => [k, Number(v.toFixed(1))])) }));
