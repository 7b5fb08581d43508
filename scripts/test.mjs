#!/usr/bin/env node
// The README's test command: lint and formatting, type checks, unit + API tests of every package, then the browser tests.
//
// The API tests (the longest step: every file on PGlite and on PostgreSQL, one process) run in a
// lane of their own next to the lint, the type checks and the other packages' tests, which are
// single-threaded too: on a 2-core machine the two lanes take the time of the longer one. The
// browser tests come last, alone (their site and Chromium workers need the whole machine).
//
//   node scripts/test.mjs                 everything
//   node scripts/test.mjs lint api        only the steps whose label contains one of the words
//   node scripts/test.mjs --one-lane      the steps one after the other (easier to read)
import { spawn } from 'node:child_process';
import readline from 'node:readline';

const STEPS = {
  lint: ['lint and formatting (ESLint + Prettier)', 'npm', ['run', 'lint']],
  types: ['type checks', 'npm', ['run', 'typecheck']],
  unit: [
    'unit and component tests',
    'npx',
    ['lerna', 'run', 'test', '--stream', '--concurrency', '1', '--ignore', '@inpro/e2e', '--ignore', '@inpro/api'],
  ],
  api: ['API tests (PGlite, PostgreSQL, Redis)', 'npm', ['test', '-w', 'api']],
  e2e: ['browser tests (Playwright + Chromium)', 'npm', ['run', 'test:e2e']],
};

const args = process.argv.slice(2);
const oneLane = args.includes('--one-lane');
const only = args.filter((a) => !a.startsWith('--'));
const wanted = (step) => !only.length || only.some((o) => step[0].includes(o));

/** Runs one step; with a prefix its output lines are tagged (two lanes print at once). */
function run([label, cmd, cmdArgs], prefix, env = process.env) {
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
      const secs = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) console.log(`=== ${label}: ok in ${secs}s`);
      else console.error(`=== ${label}: FAILED after ${secs}s`);
      resolve(code === 0);
    });
  });
}

/** Runs the steps of a lane in order, stopping at the first failure. */
async function lane(steps, prefix, env) {
  for (const step of steps.filter(wanted)) if (!(await run(step, prefix, env))) return false;
  return true;
}

const started = Date.now();
let ok;
if (oneLane) {
  ok = await lane([STEPS.lint, STEPS.types, STEPS.unit, STEPS.api]);
} else {
  const both = [STEPS.lint, STEPS.types, STEPS.unit].some(wanted) && wanted(STEPS.api);
  const results = await Promise.all([
    // One jest worker per suite in this lane: the API lane needs the other core.
    lane(
      [STEPS.lint, STEPS.types, STEPS.unit],
      both ? '[checks]' : undefined,
      both ? { ...process.env, JEST_MAX_WORKERS: '1' } : process.env,
    ),
    lane([STEPS.api], both ? '[api]' : undefined),
  ]);
  ok = results.every(Boolean);
}
if (ok) ok = await lane([STEPS.e2e]);
console.log(`\n=== ${ok ? 'all passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
process.exit(ok ? 0 : 1);
