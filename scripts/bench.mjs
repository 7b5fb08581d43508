#!/usr/bin/env node
// `npm run bench`: builds the API and runs its catalogue benchmark (10,000 courses, autocannon at
// 50 connections, catalogue query vs a hello-world route). Extra arguments are passed through,
// e.g. `npm run bench -- --duration 20`; DATABASE_URL points it at a scratch PostgreSQL database.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (cmd, args) => {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (res.status !== 0) process.exit(res.status ?? 1);
};
run('npm', ['run', 'build', '-w', 'api', '--silent']);
run(process.execPath, ['api/bench/catalog.mjs', ...process.argv.slice(2)]);
