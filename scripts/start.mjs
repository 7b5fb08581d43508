#!/usr/bin/env node
// `npm start`: build everything, deploy each remote into the artifact store, then run the
// one server that serves the whole site (shell, remotes, /remotes.json and /api).
//   --no-build   skip the build (deploys whatever dist/ folders exist)
// Environment: PORT (default 8080), ARTIFACTS_DIR (default .artifacts), everything the API reads.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureApiBuild } from './remotes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const port = Number(process.env.PORT || 8080);
const env = {
  ...process.env,
  PORT: String(port),
  INPRO_REPO_ROOT: root,
  // The demo data on an empty database, embedded or PostgreSQL (DATABASE_URL); SEED_DEMO=0 skips it.
  SEED_DEMO: process.env.SEED_DEMO ?? '1',
  ARTIFACTS_DIR: path.resolve(root, process.env.ARTIFACTS_DIR || '.artifacts'),
};

function step(label, cmd, cmdArgs, { allowFailure = false } = {}) {
  console.log(`\n== ${label}`);
  const started = Date.now();
  const res = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (res.status !== 0 && !allowFailure) {
    console.error(`== ${label}: FAILED after ${secs}s`);
    process.exit(res.status || 1);
  }
  console.log(`== ${label}: ${res.status === 0 ? 'done' : 'finished with warnings'} in ${secs}s`);
  return res.status === 0;
}

if (!args.has('--no-build')) {
  step('Building every package (lerna run build)', 'npx', ['lerna', 'run', 'build', '--stream']);
} else {
  ensureApiBuild();
}

if (!existsSync(path.join(root, 'shell', 'dist', 'index.html'))) {
  console.error('The shell is not built (shell/dist/index.html is missing). Run `npm start` without --no-build.');
  process.exit(1);
}

// Deploy the local builds only of remotes that have no active version (the first start of a fresh
// clone): starting must never move a release, so a live version, a `--from` deploy or a running
// canary stays as it is; the log says which local builds differ and how to ship them.
const deployed = step(
  'Deploying the remotes that have no active version',
  process.execPath,
  [path.join(root, 'api', 'dist', 'cli', 'remotes.js'), 'deploy', '--all', '--local', '--missing'],
  { allowFailure: true },
);
if (!deployed) console.warn('Some remotes were not deployed (see above); the site serves their previously active versions.');

console.log('\n== Starting the server');
const server = spawn(process.execPath, [path.join(root, 'api', 'dist', 'server.js')], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

const url = `http://localhost:${port}`;
const deadline = Date.now() + 180_000;
async function announceWhenReady() {
  while (Date.now() < deadline && server.exitCode === null) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) {
        console.log(`
INPRO is running at ${url}   (Ctrl+C stops it)

Demo accounts (password Inpro2026!):
  superadmin@inpro.test   SUPER_ADMIN  -> /superadmin
  admin@inpro.test        ADMIN        -> /admin
  docente@inpro.test      DOCENTE      -> /prof
  estudiante@inpro.test   ESTUDIANTE   -> /aula

Operations: npm run remotes -- status | history | deploy <remote> | rollback <remote>
`);
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
}
announceWhenReady();
