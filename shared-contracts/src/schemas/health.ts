import { z } from '../zod';

/** GET /health when the process and its database answer. */
export const healthSchema = z.object({ status: z.literal('ok'), db: z.string(), uptime: z.number() });

/** GET /health (503) while the database does not answer: the process is up, the data is not. */
export const healthDownSchema = z.object({ status: z.literal('unavailable'), db: z.string(), error: z.string() });
export type HealthDown = z.infer<typeof healthDownSchema>;

/** One check of GET /ready: `skipped` when that dependency is not configured (Redis). */
export const readinessCheckSchema = z.enum(['ok', 'failed', 'skipped']);

/**
 * GET /ready, for load balancers: 200 when the process can serve (database, Redis when configured,
 * the remotes manifest readable, not shutting down), else 503 with the failing checks.
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not-ready', 'stopping']),
  checks: z.object({ database: readinessCheckSchema, redis: readinessCheckSchema, remotes: readinessCheckSchema }),
  error: z.string().optional(),
});
export type Readiness = z.infer<typeof readinessSchema>;

/** GET /ready (503) while a dependency fails. */
export const NOT_READY = 'El servidor no está listo para atender: falla una de sus dependencias.';
/** GET /ready (503) after SIGTERM, while the process finishes its requests in flight. */
export const STOPPING = 'El servidor se está deteniendo; atiende solo las solicitudes en curso.';
