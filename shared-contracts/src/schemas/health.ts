import { z } from '../zod';

/** The API process's load, as GET /health reports it (plugins/overload.ts in the API). */
const loadPressureSchema = z.object({
  /** True while the process refuses new work with 503 + Retry-After. */
  overloaded: z.boolean(),
  reason: z.enum(['eventLoopDelay', 'heapUsed', 'rss', 'passwordQueue']).nullable(),
  retryAfterSeconds: z.number(),
  /** Mean event-loop delay of the last sample; null when the loop did not turn once in it. */
  eventLoopDelayMs: z.number().nullable(),
  heapUsedMB: z.number(),
  rssMB: z.number(),
  passwordQueue: z.object({
    active: z.number(),
    waiting: z.number(),
    concurrency: z.number(),
    maxWaiting: z.number(),
    meanMs: z.number(),
    refused: z.number(),
  }),
});
export type LoadPressure = z.infer<typeof loadPressureSchema>;

/**
 * GET /health when the process and its database answer and the process is not saturated: the status
 * for anyone; the database kind, uptime (s) and load figures only with the metrics token.
 */
export const healthSchema = z.object({
  status: z.literal('ok'),
  db: z.string().optional(),
  uptime: z.number().optional(),
  pressure: loadPressureSchema.optional(),
});

/**
 * GET /health (503): `unavailable` while the database does not answer (the process is up, the data
 * is not); `overloaded` while the process refuses new work (saturated). The database kind and the
 * pressure figures only with the metrics token.
 */
export const healthDownSchema = z.object({
  status: z.enum(['unavailable', 'overloaded']),
  db: z.string().optional(),
  error: z.string(),
  pressure: loadPressureSchema.optional(),
});

/** One check of GET /ready: `skipped` when that dependency is not configured (Redis). */
const readinessCheckSchema = z.enum(['ok', 'failed', 'skipped']);

/**
 * GET /ready, for load balancers: 200 when the process can serve (database, Redis when configured,
 * the remotes manifest readable, not shutting down, not saturated), else 503 with the failing checks.
 */
export const readinessSchema = z.object({
  /** `overloaded`: the process refuses new work for now (503 + Retry-After; `pressure` with the metrics token). */
  status: z.enum(['ready', 'not-ready', 'stopping', 'overloaded']),
  checks: z.object({ database: readinessCheckSchema, redis: readinessCheckSchema, remotes: readinessCheckSchema }),
  error: z.string().optional(),
  pressure: loadPressureSchema.optional(),
});
export type Readiness = z.infer<typeof readinessSchema>;

/** GET /ready (503) while a dependency fails. */
export const NOT_READY = 'El servidor no está listo para atender: falla una de sus dependencias.';
/** GET /ready (503) after SIGTERM, while the process finishes its requests in flight. */
export const STOPPING = 'El servidor se está deteniendo; atiende solo las solicitudes en curso.';
