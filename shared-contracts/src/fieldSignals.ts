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
/**
 * Page loads whose signals count, per address per hour, by default: beyond, the beacons of further
 * loads from that address are taken and not counted (a school behind one address is sampled, a
 * flood from one address weighs no more than this).
 */
export const FIELD_SIGNALS_LOADS_PER_ADDRESS = 300;

/**
 * The load ticket: the server gives one with every page (inlined remotes.json) and every
 * /remotes.json, and a beacon counts only with a valid one. Signed by the server (expiry, page-load
 * id, the address it was given to), so any API process checks it; each ticket counts one page load.
 */
export const FIELD_SIGNALS_TICKET_TTL_MS = 60 * 60_000;
export const FIELD_SIGNALS_TICKET_PATTERN = /^[0-9a-z]{1,12}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/;

/** The window event the UI's error boundaries dispatch when they catch a render error. */
export const RENDER_ERROR_EVENT = 'inpro:render-error';

export const SIGNAL_VITALS = ['LCP', 'INP', 'CLS'] as const;
export type SignalVital = (typeof SIGNAL_VITALS)[number];
export const LOAD_FAILURE_REASONS = ['timeout', 'chunk', 'missing', 'other'] as const;

/**
 * "Clearly worse" (what the deployments screen flags, and the automatic canary abort in the API's
 * ops/canary/rule.ts): over at least `minLoads` page loads, an error rate more than
 * WORSE_RATE_FACTOR times the other version's and above WORSE_RATE_FLOOR.
 */
export const WORSE_RATE_FACTOR = 2;
export const WORSE_RATE_FLOOR = 0.01;

/** Page loads of a version (those that failed included) and its error rate (null without loads). */
export interface RateSample {
  attempts: number;
  errorRate: number | null;
}

export function isClearlyWorse(candidate: RateSample, baseline: RateSample | null, minLoads: number): boolean {
  if (candidate.attempts < minLoads || candidate.errorRate === null) return false;
  const base = baseline?.errorRate ?? 0;
  return candidate.errorRate > WORSE_RATE_FLOOR && candidate.errorRate > WORSE_RATE_FACTOR * base;
}

/** A remote as a signal names it, and a version the API counts (no build metadata such as +local.ab12). */
export const SIGNAL_REMOTE_PATTERN = /^mf-[a-z][a-z0-9-]{0,38}$/;
export const SIGNAL_VERSION_PATTERN = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;
export const SIGNAL_VERSION_MAX_LENGTH = 64;
/** Largest value of a vital (ms for LCP and INP). */
export const SIGNAL_VALUE_MAX = 600_000;

const SIGNAL_FIELDS: Record<string, readonly string[]> = {
  load: [],
  'load-error': ['reason'],
  'render-error': [],
  'api-error': ['status'],
  vital: ['name', 'value'],
};

const isNumberIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;

/**
 * Whether POST /api/signals takes `event` as it is: the rules of fieldSignalEventSchema (a test holds
 * the two to the same answers), without zod. The shell checks each event it reports with it: its
 * start-up code is on every page, and zod, a large library, is not.
 */
export function isReportableSignal(event: unknown): boolean {
  if (typeof event !== 'object' || event === null || Array.isArray(event)) return false;
  const e = event as Record<string, unknown>;
  const fields = typeof e.type === 'string' && Object.prototype.hasOwnProperty.call(SIGNAL_FIELDS, e.type) ? SIGNAL_FIELDS[e.type] : null;
  if (!fields) return false;
  if (Object.keys(e).some((key) => key !== 'type' && key !== 'remote' && key !== 'version' && !fields.includes(key))) return false;
  if (typeof e.remote !== 'string' || !SIGNAL_REMOTE_PATTERN.test(e.remote)) return false;
  if (typeof e.version !== 'string' || e.version.length > SIGNAL_VERSION_MAX_LENGTH || !SIGNAL_VERSION_PATTERN.test(e.version))
    return false;
  switch (e.type) {
    case 'load-error':
      return (LOAD_FAILURE_REASONS as readonly unknown[]).includes(e.reason);
    case 'api-error':
      return Number.isInteger(e.status) && isNumberIn(e.status, 500, 599);
    case 'vital':
      return (SIGNAL_VITALS as readonly unknown[]).includes(e.name) && isNumberIn(e.value, 0, SIGNAL_VALUE_MAX);
    default:
      return true;
  }
}
