import type { RemotePointer } from './schemas/ops';

/** localStorage key of the browser's canary bucket (0–99), drawn once and kept: canaries are sticky per browser. */
export const CANARY_BUCKET_KEY = 'inpro.canaryBucket';

/** A bucket from storage, or a new one stored there (where storage fails, one for this page load). */
export function canaryBucket(
  storage: { getItem(key: string): string | null; setItem(key: string, value: string): void } | null,
  random: () => number = Math.random,
): number {
  try {
    const stored = Number(storage?.getItem(CANARY_BUCKET_KEY));
    if (storage?.getItem(CANARY_BUCKET_KEY) !== null && Number.isInteger(stored) && stored >= 0 && stored <= 99) return stored;
  } catch {
    // no storage: a bucket for this page load
  }
  const bucket = Math.min(99, Math.floor(random() * 100));
  try {
    storage?.setItem(CANARY_BUCKET_KEY, String(bucket));
  } catch {
    // private mode or full: not sticky, still valid
  }
  return bucket;
}

/** The pointer this browser uses: the canary's version and entry when its bucket is below the canary's share. */
export function resolvePointer(pointer: RemotePointer, bucket: number): RemotePointer {
  const { canary, ...stable } = pointer;
  if (!canary || bucket >= canary.percent) return stable;
  return { ...stable, version: canary.version, entry: canary.entry };
}
