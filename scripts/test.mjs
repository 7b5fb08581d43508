#!/usr/bin/env node
// The README's test command: lint and formatting, type checks, unit + API tests of every package, then the browser tests.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint and formatting (ESLint + Prettier)', 'npm', ['run', 'lint']],
  ['type checks', 'npm', ['run', 'typecheck']],
  ['unit, component and API tests', 'npm', ['run', 'test:unit']],
  ['browser tests (Playwright + Chromium)', 'npm', ['run', 'test:e2e']],
];

const only = process.argv.slice(2);
let failed = 0;
for (const [label, cmd, args] of steps) {
  if (only.length && !only.some((o) => label.includes(o))) continue;
  console.log(`\n=== ${label}`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (res.status !== 0) {
    failed += 1;
    console.error(`=== ${label}: FAILED after ${secs}s`);
    break;
  }
  console.log(`=== ${label}: ok in ${secs}s`);
}
process.exit(failed ? 1 : 0);
