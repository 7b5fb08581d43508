#!/usr/bin/env node
// `npm run remotes -- <command>`: the ops CLI of the artifact store (see README "Operations").
// Builds the API (which holds the CLI) only when its dist is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'api', 'dist', 'cli', 'remotes.js');

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(p));
    else if (entry.isFile()) newest = Math.max(newest, statSync(p).mtimeMs);
  }
  return newest;
}

export function apiBuildIsCurrent() {
  if (!existsSync(cli)) return false;
  // the API build also bundles shared-contracts for run time
  const sources = Math.max(newestMtime(path.join(root, 'api', 'src')), newestMtime(path.join(root, 'shared-contracts', 'src')));
  return statSync(cli).mtimeMs >= sources;
}

export function ensureApiBuild() {
  if (apiBuildIsCurrent()) return;
  console.error('Building the API (npm run build -w api) ...');
  const res = spawnSync('npm', ['run', 'build', '-w', 'api', '--silent'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) {
    console.error('The API build failed; the remotes CLI cannot run.');
    process.exit(res.status || 1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensureApiBuild();
  const res = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, INPRO_REPO_ROOT: root },
  });
  process.exit(res.status ?? 1);
}
