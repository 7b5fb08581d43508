import { OpsError } from './errors';

const REMOTE_RE = /^mf-[a-z][a-z0-9-]*$/;
/** Semver-like: digits and dots, optional pre-release/build parts; never a path. */
const VERSION_RE = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

export function isRemoteName(value: unknown): value is string {
  return typeof value === 'string' && REMOTE_RE.test(value);
}

export function isVersion(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 64 && VERSION_RE.test(value) && !value.includes('..');
}

export function assertRemoteName(value: unknown): string {
  if (!isRemoteName(value)) {
    throw new OpsError(
      'invalid',
      'invalid_remote',
      `Invalid remote name: ${JSON.stringify(value)} (expected mf-<name>, e.g. mf-public).`,
      'El nombre del micro-frontend no es válido.',
    );
  }
  return value;
}

export function assertVersion(value: unknown): string {
  if (!isVersion(value)) {
    throw new OpsError(
      'invalid',
      'invalid_version',
      `Invalid version: ${JSON.stringify(value)} (expected x.y.z).`,
      'La versión no es válida (formato x.y.z).',
    );
  }
  return value;
}

/** Major part of a semver string, or NaN. */
export function majorOf(version: string): number {
  const m = /^(\d+)\./.exec(String(version));
  return m ? Number(m[1]) : Number.NaN;
}

/** Orders versions like semver (numeric parts, a pre-release sorts before its release). */
export function compareVersions(a: string, b: string): number {
  const parse = (v: string) => {
    const [core, pre = ''] = v.split('+')[0].split(/-(.*)/s);
    return { nums: core.split('.').map((n) => Number(n)), pre };
  };
  const pa = parse(a);
  const pb = parse(b);
  for (let i = 0; i < 3; i += 1) {
    const d = (pa.nums[i] ?? 0) - (pb.nums[i] ?? 0);
    if (d !== 0) return d;
  }
  if (pa.pre !== pb.pre) {
    if (!pa.pre) return 1;
    if (!pb.pre) return -1;
    return pa.pre < pb.pre ? -1 : 1;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}
