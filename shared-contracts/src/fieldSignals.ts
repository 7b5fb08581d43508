/** Field signals (what visitors' browsers report per remote version): the constants the shell, the UI and the API share. */

/** Share of page loads that report (1 = all); the API aggregates, so every load may report. */
export const FIELD_SIGNALS_SAMPLE_RATE = 1;
/** Events per beacon; the shell sends a batch when it has this many, when the page is hidden, or after FIELD_SIGNALS_FLUSH_MS. */
export const FIELD_SIGNALS_MAX_EVENTS = 40;
export const FIELD_SIGNALS_FLUSH_MS = 10_000;
/** Largest body POST /api/signals reads (bytes); larger ones get 400. */
export const FIELD_SIGNALS_MAX_BYTES = 8 * 1024;
export const FIELD_SIGNALS_URL = '/signals';
/** Beacons per address per minute by default (a page sends a few; a whole school behind one address sends many). */
export const FIELD_SIGNALS_PER_MINUTE = 120;

/** The window event the UI's error boundaries dispatch when they catch a render error. */
export const RENDER_ERROR_EVENT = 'inpro:render-error';

export const SIGNAL_VITALS = ['LCP', 'INP', 'CLS'] as const;
export type SignalVital = (typeof SIGNAL_VITALS)[number];
export const LOAD_FAILURE_REASONS = ['timeout', 'chunk', 'missing', 'other'] as const;

/**
 * "Clearly worse" (the canary rule, also what the deployments screen flags): over at least
 * `minLoads` page loads, an error rate more than WORSE_RATE_FACTOR times the other version's and
 * above WORSE_RATE_FLOOR.
 */
export const CANARY_MIN_LOADS = 200;
export const WORSE_RATE_FACTOR = 2;
export const WORSE_RATE_FLOOR = 0.01;

/** Page loads of a version (those that failed included) and its error rate (null without loads). */
export interface RateSample {
  attempts: number;
  errorRate: number | null;
}

export function isClearlyWorse(candidate: RateSample, baseline: RateSample | null, minLoads = CANARY_MIN_LOADS): boolean {
  if (candidate.attempts < minLoads || candidate.errorRate === null) return false;
  const base = baseline?.errorRate ?? 0;
  return candidate.errorRate > WORSE_RATE_FLOOR && candidate.errorRate > WORSE_RATE_FACTOR * base;
}
