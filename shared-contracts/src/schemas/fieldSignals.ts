import { z } from '../zod';
import {
  FIELD_SIGNALS_MAX_EVENTS,
  FIELD_SIGNALS_TICKET_PATTERN,
  LOAD_FAILURE_REASONS,
  SIGNAL_REMOTE_PATTERN,
  SIGNAL_VALUE_MAX,
  SIGNAL_VERSION_MAX_LENGTH,
  SIGNAL_VERSION_PATTERN,
  SIGNAL_VITALS,
} from '../fieldSignals';

/**
 * Field signals: what visitors' browsers report per remote version (POST /api/signals, sent with
 * navigator.sendBeacon). Only the remote, its version and what happened: no URL, no user, no token.
 */

// The same rules, without zod, for the shell: isReportableSignal (../fieldSignals.ts).
const remote = z.string().regex(SIGNAL_REMOTE_PATTERN);
const version = z.string().max(SIGNAL_VERSION_MAX_LENGTH).regex(SIGNAL_VERSION_PATTERN);
const base = { remote, version };

export const fieldSignalEventSchema = z.discriminatedUnion('type', [
  /** The page ran this version of the remote (one per remote per page load). */
  z.strictObject({ type: z.literal('load'), ...base }),
  /** Its code did not load (time-out, failed chunk, remote missing from remotes.json…). */
  z.strictObject({ type: z.literal('load-error'), ...base, reason: z.enum(LOAD_FAILURE_REASONS) }),
  /** An error boundary caught a render error while this remote was shown. */
  z.strictObject({ type: z.literal('render-error'), ...base }),
  /** The API answered ≥ 500 while this remote was shown. */
  z.strictObject({ type: z.literal('api-error'), ...base, status: z.number().int().min(500).max(599) }),
  /** A Core Web Vital of the page (LCP and INP in ms, CLS unitless). */
  z.strictObject({ type: z.literal('vital'), ...base, name: z.enum(SIGNAL_VITALS), value: z.number().min(0).max(SIGNAL_VALUE_MAX) }),
]);
export type FieldSignalEvent = z.infer<typeof fieldSignalEventSchema>;

export const fieldSignalBatchSchema = z.strictObject({
  /** The load ticket of the page load that sends (FIELD_SIGNALS_TICKET_PATTERN). */
  ticket: z.string().regex(FIELD_SIGNALS_TICKET_PATTERN),
  events: z.array(fieldSignalEventSchema).min(1).max(FIELD_SIGNALS_MAX_EVENTS),
});

/** POST /api/signals answers 202 with how many events were counted (events of versions never deployed are not). */
export const fieldSignalAcceptedSchema = z.object({ accepted: z.number().int(), ignored: z.number().int() });

export const FIELD_SIGNALS_MALFORMED = 'El envío de señales no tiene el formato esperado.';
export const FIELD_SIGNALS_TOO_LARGE = 'El envío de señales es demasiado grande.';
export const FIELD_SIGNALS_RATE_LIMITED = 'Demasiados envíos de señales desde esta dirección; intente más tarde.';
export const FIELD_SIGNALS_BAD_TICKET =
  'Las señales no corresponden a una carga de página servida por este sitio (comprobante de carga inválido o vencido); no se registraron.';

/** GET /api/ops/signals?hours=N (N from 1 to 168): the field signals of each remote version over the last N hours. */
export const fieldSignalSummaryQuerySchema = z.object({ hours: z.coerce.number().int().min(1).max(168).default(24) });

const signalTotalsSchema = z.object({
  loads: z.number().int(),
  loadErrors: z.number().int(),
  renderErrors: z.number().int(),
  apiErrors: z.number().int(),
  /** (load + render errors) / loads; null without loads. */
  errorRate: z.number().nullable(),
  /** 75th percentiles (LCP, INP in ms; CLS unitless), upper bounds of their histogram buckets; null without data. */
  p75: z.object({ LCP: z.number().nullable(), INP: z.number().nullable(), CLS: z.number().nullable() }),
});

export const fieldSignalSummarySchema = z.object({
  since: z.string(),
  versions: z.array(
    signalTotalsSchema.extend({
      remote: z.string(),
      version: z.string(),
      hours: z.array(z.object({ hour: z.string(), loads: z.number().int(), errors: z.number().int() })),
    }),
  ),
});
export type FieldSignalSummary = z.infer<typeof fieldSignalSummarySchema>;
