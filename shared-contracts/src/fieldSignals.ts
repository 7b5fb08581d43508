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
