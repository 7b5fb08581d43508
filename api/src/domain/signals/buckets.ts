import type { SignalVital } from '@inpro/shared-contracts';

/**
 * Upper bounds of the histogram buckets of each vital (LCP and INP in ms, CLS unitless); the last
 * bucket holds everything above. Fine where Google's thresholds are (LCP 2500/4000, INP 200/500,
 * CLS 0.1/0.25), so the p75 read back tells good, needs-improvement and poor apart.
 */
const VITAL_BOUNDS: Record<SignalVital, number[]> = {
  LCP: [250, 500, 750, 1000, 1250, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10000, 15000, 20000],
  INP: [25, 50, 75, 100, 125, 150, 175, 200, 250, 300, 400, 500, 600, 800, 1000, 1500, 2000, 3000, 5000],
  CLS: [0.01, 0.025, 0.05, 0.075, 0.1, 0.125, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1],
};

/** The bucket of a value: the first whose upper bound is ≥ it (the last = above every bound). */
export function bucketOf(metric: SignalVital, value: number): number {
  const bounds = VITAL_BOUNDS[metric];
  const i = bounds.findIndex((b) => value <= b);
  return i === -1 ? bounds.length : i;
}

/**
 * The 75th percentile read from a histogram (`counts[bucket]`): the upper bound of the bucket
 * holding it (for the last bucket, its lower bound); null without data.
 */
export function p75(metric: SignalVital, counts: Map<number, number>): number | null {
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const bounds = VITAL_BOUNDS[metric];
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  for (let bucket = 0; bucket <= bounds.length; bucket += 1) {
    seen += counts.get(bucket) ?? 0;
    if (seen >= rank) return bounds[Math.min(bucket, bounds.length - 1)];
  }
  return bounds[bounds.length - 1];
}
