#!/usr/bin/env node
// `npm run backup [-- --out <dir>]` and `npm run restore -- <backup> [--replace-existing]`: see docs/operations.md.
// Builds the API (which holds both commands) only when its dist is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureApiBuild } from './remotes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [command, ...args] = process.argv.slice(2);
if (command !== 'backup' && command !== 'restore') {
  console.error(
    'Usage: node scripts/backup.mjs backup [--out <dir>] | restore <backup folder | s3:<name>> [--replace-existing [--yes-i-know]]',
  );
  process.exit(2);
}
ensureApiBuild();
const res = spawnSync(process.execPath, [path.join(root, 'api', 'dist', 'cli', `${command}.js`), ...args], { cwd: root, stdio: 'inherit' });
process.exit(res.status ?? 1);
