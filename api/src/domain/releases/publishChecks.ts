import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import semver from 'semver';
import { EXPOSED_MODULE, MANIFEST_FILE } from './artifactTypes';
import { OpsError } from './errors';
import { readJson } from './tree';

interface SharedEntry {
  name?: unknown;
  requiredVersion?: unknown;
  singleton?: unknown;
}
interface PublishedManifest {
  shared?: SharedEntry[];
  exposes?: Array<{ path?: string; assets?: { js?: { sync?: unknown } } }>;
  metaData?: { remoteEntry?: { name?: unknown } };
}

/** The versions the shell serves of each shared library (the shell's installed packages). */
export function shellSharedVersions(shellDir: string): (name: string) => string | null {
  const req = createRequire(path.join(shellDir, 'package.json'));
  const cache = new Map<string, string | null>();
  return (name) => {
    if (!cache.has(name)) {
      try {
        cache.set(name, (req(`${name}/package.json`) as { version?: string }).version ?? null);
      } catch {
        cache.set(name, null);
      }
    }
    return cache.get(name) ?? null;
  };
}

const refuse = (reason: 'shared_mismatch' | 'over_budget' | 'version_not_newer', en: string, es: string) =>
  new OpsError('conflict', reason, en, es);

/**
 * Every shared singleton the build asks for (react, react-dom, react-router-dom, zustand,
 * @tanstack/react-query, …) must be satisfied by the version the shell serves: a singleton is
 * loaded once, from the shell, so a remote built for another major breaks at run time.
 */
export async function checkSharedRanges(
  dir: string,
  remote: string,
  version: string,
  shellVersion: (name: string) => string | null,
): Promise<void> {
  const manifest = await readJson<PublishedManifest>(path.join(dir, MANIFEST_FILE));
  for (const entry of Array.isArray(manifest.shared) ? manifest.shared : []) {
    if (entry?.singleton !== true || typeof entry.name !== 'string' || typeof entry.requiredVersion !== 'string') continue;
    const root = entry.name.startsWith('@') ? entry.name.split('/').slice(0, 2).join('/') : entry.name.split('/')[0];
    const offered = shellVersion(root);
    if (!offered || !semver.validRange(entry.requiredVersion)) continue;
    if (!semver.satisfies(offered, entry.requiredVersion, { includePrerelease: true })) {
      throw refuse(
        'shared_mismatch',
        `${remote} ${version} requires ${root} ${entry.requiredVersion}; the shell serves ${offered}.`,
        `${remote} ${version} requiere ${root} ${entry.requiredVersion} y el shell ofrece ${offered}: no son compatibles.`,
      );
    }
  }
}

/**
 * Gzipped size of the entry and of the first chunks of `./spa` (what a first visit of the area downloads).
 * @public scripts/measure-first-load.mjs requires it from the build.
 */
export async function firstLoadGzipBytes(dir: string): Promise<number> {
  const manifest = await readJson<PublishedManifest>(path.join(dir, MANIFEST_FILE));
  const entryName = typeof manifest.metaData?.remoteEntry?.name === 'string' ? manifest.metaData.remoteEntry.name : 'remoteEntry.js';
  const spa = (manifest.exposes ?? []).find((e) => e?.path === EXPOSED_MODULE);
  const sync = Array.isArray(spa?.assets?.js?.sync)
    ? (spa.assets.js.sync as unknown[]).filter((f): f is string => typeof f === 'string')
    : [];
  let total = 0;
  for (const file of new Set([entryName, ...sync])) {
    const full = path.resolve(dir, file);
    if (!full.startsWith(path.resolve(dir) + path.sep)) continue;
    const data = await readFile(full).catch(() => null);
    if (data) total += gzipSync(data).length;
  }
  return total;
}

export async function checkBudget(dir: string, remote: string, version: string, budgetBytes: number): Promise<void> {
  const size = await firstLoadGzipBytes(dir);
  if (size > budgetBytes) {
    const kb = (n: number) => (n / 1024).toLocaleString('es-PE', { maximumFractionDigits: 1 });
    throw refuse(
      'over_budget',
      `${remote} ${version}: entry and first chunks weigh ${size} B gzip, over the budget of ${budgetBytes} B.`,
      `${remote} ${version}: la entrada y los primeros fragmentos pesan ${kb(size)} KB comprimidos y el presupuesto del área es ${kb(budgetBytes)} KB.`,
    );
  }
}

/** A new version must be higher than the live one, unless it is published as a rollback. */
export function checkNewer(remote: string, version: string, live: string | null, rollback: boolean): void {
  if (rollback || !live || !semver.valid(live) || !semver.valid(version)) return;
  if (!semver.gt(version, live)) {
    throw refuse(
      'version_not_newer',
      `${remote} ${version} is not higher than the live ${live} (publish it as a rollback).`,
      `${remote} ${version} no es mayor que la versión en vivo ${live}. Para volver atrás, publíquela como reversión.`,
    );
  }
}
