import { stat } from 'node:fs/promises';
import path from 'node:path';

const TTL_MS = 60_000;

/**
 * Whether `<artifactsDir>/<remote>/<version>/` exists (a version ever deployed), remembered for a
 * minute: the signals of versions that never existed are not stored, so no one fills the table
 * with made-up names.
 */
export function deployedVersions(
  artifactsDir: string,
  now: () => number = Date.now,
): (remote: string, version: string) => Promise<boolean> {
  const known = new Map<string, { ok: boolean; until: number }>();
  return async (remote, version) => {
    const key = `${remote}/${version}`;
    const hit = known.get(key);
    if (hit && hit.until > now()) return hit.ok;
    const ok = await stat(path.join(artifactsDir, remote, version)).then(
      (s) => s.isDirectory(),
      () => false,
    );
    if (known.size > 1000) known.clear();
    known.set(key, { ok, until: now() + TTL_MS });
    return ok;
  };
}
