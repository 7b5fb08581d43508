#!/usr/bin/env node
// The README's test command: lint, formatting and dead code, type checks, unit + API tests of every package, then the browser tests.
//
// Three lanes keep both cores busy: the site build, then the lint, the type checks and the other
// packages' tests; the API tests (their files run in vitest workers of their own); and the browser
// tests, which start as soon as the build is done (they mostly wait on pages and timers, so they
// fit beside the others). Every step prints its time, and a summary closes the run.
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
// The last lines of each step that failed, printed again at the end: with three lanes printing at
// once, a failure's report is otherwise far up the log, above the other lanes' later output.
const FAILURE_TAIL_LINES = 60;
const failureTails = [];

/** Runs one step; with a prefix its output lines are tagged (two lanes print at once). */
function run(key, prefix, env = process.env) {
  const [label, cmd, cmdArgs] = STEPS[key];
  return new Promise((resolve) => {
    console.log(`\n=== ${label}`);
    const started = Date.now();
    const child = spawn(cmd, cmdArgs, { stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
    const tail = [];
    if (prefix) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        readline.createInterface({ input: stream }).on('line', (line) => {
          out.write(`${prefix} ${line}\n`);
          if (tail.push(line) > FAILURE_TAIL_LINES * 4) tail.splice(0, tail.length - FAILURE_TAIL_LINES);
        });
      }
    }
    child.on('close', (code) => {
      const secs = (Date.now() - started) / 1000;
      timings.push({ label, secs, ok: code === 0 });
      if (code === 0) console.log(`=== ${label}: ok in ${secs.toFixed(1)}s`);
      else {
        console.error(`=== ${label}: FAILED after ${secs.toFixed(1)}s`);
        if (prefix) failureTails.push({ label, lines: tail.slice(-FAILURE_TAIL_LINES) });
      }
      resolve(code === 0);
    });
  });
}

/** Runs the steps of a lane in order, stopping at the first failure; `after(key, ok)` hears of each step. */
async function lane(keys, prefix, env, after = () => undefined) {
  for (const key of keys.filter((k) => (k === 'build' ? buildHere : wanted(k)))) {
    const ok = await run(key, prefix, env);
    after(key, ok);
    if (!ok) return false;
  }
  return true;
}

const started = Date.now();
let ok;
// The build comes first: the browser tests start on it while the other checks and the API tests run.
const checks = ['build', 'lint', 'types', 'unit'];
if (oneLane) {
  ok =
    (await lane([...checks, 'api'])) && (await lane(['e2e'], undefined, buildHere ? { ...process.env, E2E_SKIP_BUILD: '1' } : process.env));
} else {
  const lanes = [checks.some((k) => (k === 'build' ? buildHere : wanted(k))), wanted('api'), wanted('e2e')].filter(Boolean).length;
  const tag = (name) => (lanes > 1 ? name : undefined);
  let buildOk = () => undefined;
  const built = buildHere ? new Promise((resolve) => (buildOk = resolve)) : Promise.resolve(true);
  const results = await Promise.all([
    // One jest worker in this lane: the API lane's workers need the other core.
    lane(checks, tag('[checks]'), lanes > 1 ? { ...process.env, JEST_MAX_WORKERS: '1' } : process.env, (key, passed) => {
      if (key === 'build') buildOk(passed);
    }).finally(() => buildOk(false)),
    lane(['api'], tag('[api]')),
    // The browser tests wait on pages and timers far more than they compute: they share the cores.
    built.then((passed) => passed && lane(['e2e'], tag('[e2e]'), buildHere ? { ...process.env, E2E_SKIP_BUILD: '1' } : process.env)),
  ]);
  ok = results.every(Boolean);
}

const total = (Date.now() - started) / 1000;
for (const { label, lines } of failureTails) {
  console.error(`\n=== the last ${lines.length} lines of «${label}», which FAILED`);
  for (const line of lines) console.error(line);
}
console.log('\n=== times');
for (const t of timings) console.log(`${t.secs.toFixed(1).padStart(8)}s  ${t.ok ? 'ok    ' : 'FAILED'}  ${t.label}`);
console.log(`${total.toFixed(1).padStart(8)}s  total (${oneLane ? 'one lane' : 'three lanes'})`);
console.log(`\n=== ${ok ? 'all passed' : 'FAILED'} in ${total.toFixed(1)}s`);
process.exit(ok ? 0 : 1);
