#!/usr/bin/env node
// The README's test command: lint, formatting and dead code, type checks, unit + API tests of every package, then the browser tests.
//
// Two lanes keep both cores busy: the API tests (the longest step; their files run in jest workers
// of their own) beside the lint, the type checks, the other packages' tests and the site build the
// browser tests use. The browser tests come last, alone, on that build (their site and Chromium
// workers need the whole machine). Every step prints its time, and a summary closes the run.
//
//   node scripts/test.mjs                 everything
//   node scripts/test.mjs lint api        only the steps whose name or label contains one of the words
//                                         (lint, types, unit, api, build, e2e); e2e includes its build
//   node scripts/test.mjs --one-lane      the steps one after the other (easier to read)
import { spawn } from 'node:child_process';
import readline from 'node:readline';

const STEPS = {
  lint: ['lint, formatting and dead code (ESLint, Prettier, knip)', 'npm', ['run', 'lint']],
  types: ['type checks', 'npm', ['run', 'typecheck']],
  // One jest run over every package but the API and the browser tests (the root jest.config.js).
  unit: ['unit and component tests', 'npx', ['jest']],
  api: ['API tests (PGlite, PostgreSQL, Redis)', 'npm', ['test', '-w', 'api']],
  build: ['site build for the browser tests', 'npx', ['lerna', 'run', 'build', '--stream', '--concurrency', '1']],
  e2e: ['browser tests (Playwright + Chromium)', 'npm', ['run', 'test:e2e']],
};

const args = process.argv.slice(2);
const oneLane = args.includes('--one-lane');
const only = args.filter((a) => !a.startsWith('--'));
const matches = (key) => only.some((o) => key.includes(o) || STEPS[key][0].includes(o));
const wanted = (key) => !only.length || matches(key) || (key === 'build' && matches('e2e'));
// The build step is the browser tests' own build, done earlier (unless the caller built already).
const buildHere = wanted('build') && process.env.E2E_SKIP_BUILD !== '1';

const timings = [];

/** Runs one step; with a prefix its output lines are tagged (two lanes print at once). */
function run(key, prefix, env = process.env) {
  const [label, cmd, cmdArgs] = STEPS[key];
  return new Promise((resolve) => {
    console.log(`\n=== ${label}`);
    const started = Date.now();
    const child = spawn(cmd, cmdArgs, { stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
    if (prefix) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        readline.createInterface({ input: stream }).on('line', (line) => out.write(`${prefix} ${line}\n`));
      }
    }
    child.on('close', (code) => {
      const secs = (Date.now() - started) / 1000;
      timings.push({ label, secs, ok: code === 0 });
      if (code === 0) console.log(`=== ${label}: ok in ${secs.toFixed(1)}s`);
      else console.error(`=== ${label}: FAILED after ${secs.toFixed(1)}s`);
      resolve(code === 0);
    });
  });
}

/** Runs the steps of a lane in order, stopping at the first failure. */
async function lane(keys, prefix, env) {
  for (const key of keys.filter((k) => (k === 'build' ? buildHere : wanted(k)))) if (!(await run(key, prefix, env))) return false;
  return true;
}

const started = Date.now();
let ok;
const checks = ['lint', 'types', 'unit', 'build'];
if (oneLane) {
  ok = await lane([...checks.slice(0, 3), 'api', 'build']);
} else {
  const both = checks.some((k) => (k === 'build' ? buildHere : wanted(k))) && wanted('api');
  const results = await Promise.all([
    // One jest worker per suite in this lane: the API lane's workers need the other core.
    lane(checks, both ? '[checks]' : undefined, both ? { ...process.env, JEST_MAX_WORKERS: '1' } : process.env),
    lane(['api'], both ? '[api]' : undefined),
  ]);
  ok = results.every(Boolean);
}
if (ok) ok = await lane(['e2e'], undefined, buildHere ? { ...process.env, E2E_SKIP_BUILD: '1' } : process.env);

const total = (Date.now() - started) / 1000;
console.log('\n=== times');
for (const t of timings) console.log(`${t.secs.toFixed(1).padStart(8)}s  ${t.ok ? 'ok    ' : 'FAILED'}  ${t.label}`);
console.log(`${total.toFixed(1).padStart(8)}s  total (${oneLane ? 'one lane' : 'two lanes, then the browser tests'})`);
console.log(`\n=== ${ok ? 'all passed' : 'FAILED'} in ${total.toFixed(1)}s`);
process.exit(ok ? 0 : 1);
