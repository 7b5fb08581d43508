#!/usr/bin/env node
// The publish size check's measure of each remote's current build (<remote>/dist): the gzipped
// remote entry plus the first chunks of ./spa, against the budget (PUBLISH_BUDGET_KB).
//   npm run build && node scripts/measure-first-load.mjs
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { firstLoadGzipBytes } = require(path.join(root, 'api/dist/domain/releases/publishChecks.js'));
const { DEFAULT_PUBLISH_BUDGET_KB } = require(path.join(root, 'api/dist/config.js'));
const budget = (Number(process.env.PUBLISH_BUDGET_KB) || DEFAULT_PUBLISH_BUDGET_KB) * 1024;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
for (const remote of ['mf-public', 'mf-aula', 'mf-teacher', 'mf-admin', 'mf-superadmin']) {
  const bytes = await firstLoadGzipBytes(path.join(root, remote, 'dist'));
  console.log(`${remote.padEnd(14)} ${kb(bytes).padStart(9)}  (${Math.round((bytes / budget) * 100)} % of the ${kb(budget)} budget)`);
}
