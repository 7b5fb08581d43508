import { spawnSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { OpsError } from './errors';
import { isRemoteName } from './names';
import { META_FILE, exists, readJson } from './tree';

/**
 * What ops needs to know about the source repository: which remotes exist, where their
 * builds are, and which shared-contracts version the shell was built with.
 */

/** Remote packages of the repository: top-level folders mf-* with a package.json. */
export async function repoRemotes(repoRoot: string): Promise<string[]> {
  const entries = await fs.readdir(repoRoot, { withFileTypes: true });
  const out: string[] = [];
  for (const e of entries) {
    if (e.isDirectory() && isRemoteName(e.name) && (await exists(path.join(repoRoot, e.name, 'package.json')))) out.push(e.name);
  }
  return out.sort();
}

/**
 * The shell's shared-contracts version: from the shell build's inpro-meta.json when it
 * exists, else from shared-contracts/package.json.
 */
export async function shellContractsVersion(repoRoot: string, shellDist = path.join(repoRoot, 'shell', 'dist')): Promise<string> {
  try {
    const meta = await readJson<{ contractsVersion?: unknown }>(path.join(shellDist, META_FILE));
    if (typeof meta.contractsVersion === 'string') return meta.contractsVersion;
  } catch {
    // no shell build yet
  }
  const pkg = await readJson<{ version?: unknown }>(path.join(repoRoot, 'shared-contracts', 'package.json'));
  return String(pkg.version ?? '');
}

async function newestMtime(dir: string): Promise<number> {
  let newest = 0;
  if (!(await exists(dir))) return newest;
  for (const e of await fs.readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) newest = Math.max(newest, await newestMtime(p));
    else if (e.isFile()) newest = Math.max(newest, (await fs.stat(p)).mtimeMs);
  }
  return newest;
}

export interface BuildCheck {
  distDir: string;
  built: boolean;
  /** The dist exists but some source file is newer. */
  stale: boolean;
}

/**
 * Makes sure `<remote>/dist` holds a build: runs `npm run build -w <remote>` (that remote
 * alone) when the build is missing or `rebuild` is set.
 */
export async function ensureRemoteBuild(
  repoRoot: string,
  remote: string,
  opts: { rebuild?: boolean; log?: (line: string) => void } = {},
): Promise<BuildCheck> {
  const pkgDir = path.join(repoRoot, remote);
  if (!isRemoteName(remote) || !(await exists(path.join(pkgDir, 'package.json')))) {
    throw new OpsError(
      'not_found',
      'unknown_remote',
      `Unknown remote ${remote}: there is no ${remote}/package.json in ${repoRoot}.`,
      `El micro-frontend ${remote} no existe.`,
    );
  }
  const distDir = path.join(pkgDir, 'dist');
  const metaFile = path.join(distDir, META_FILE);
  let built = false;
  if (opts.rebuild || !(await exists(metaFile))) {
    opts.log?.(`Building ${remote} (npm run build -w ${remote}) ...`);
    const res = spawnSync('npm', ['run', 'build', '-w', remote], { cwd: repoRoot, stdio: 'inherit', env: process.env });
    if (res.status !== 0) {
      throw new OpsError(
        'conflict',
        'build_missing',
        `The build of ${remote} failed (npm run build -w ${remote} exited with ${res.status}).`,
        `Falló la compilación de ${remote}.`,
      );
    }
    built = true;
  }
  const stale = !built && (await newestMtime(path.join(pkgDir, 'src'))) > (await fs.stat(metaFile)).mtimeMs;
  return { distDir, built, stale };
}
