import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { SERVER_BUSY, healthDownSchema, healthSchema } from '@inpro/shared-contracts';
import { zapp } from '../../lib/zod';
import { DATABASE_RETRY_AFTER_S, DATABASE_UNAVAILABLE } from '../../plugins/errorHandler';
import { hasMetricsToken } from '../../plugins/metrics';

/**
 * GET /api/health: 200 when the process answers, the database responds and the process is not
 * saturated; 503 (with Retry-After) while the database does not answer (`unavailable`) or while
 * the process refuses new work (`overloaded`: event-loop delay, memory, or the password-hashing
 * queue full), so a load balancer takes the process out until it recovers by itself. Anyone gets the
 * status (and the reason in Spanish); the details — database kind, uptime and the load figures
 * (`pressure`: memory, event loop, the hashing queue) — only with the metrics token, since they tell
 * a stranger how big a flood would fill this process.
 */
export function healthRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness, database and load check',
        response: { 200: healthSchema, 503: healthDownSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const details = hasMetricsToken(req, app.config.metricsToken);
      try {
        await app.db.execute(sql`select 1`);
      } catch (err) {
        req.log.warn({ err }, 'health: database unavailable');
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_S));
        return reply
          .status(503)
          .send({ status: 'unavailable' as const, error: DATABASE_UNAVAILABLE, ...(details ? { db: app.database.kind } : {}) });
      }
      const pressure = app.loadPressure();
      if (pressure.overloaded) {
        reply.header('retry-after', String(pressure.retryAfterSeconds));
        return reply
          .status(503)
          .send({ status: 'overloaded' as const, error: SERVER_BUSY, ...(details ? { db: app.database.kind, pressure } : {}) });
      }
      if (!details) return { status: 'ok' as const };
      return { status: 'ok' as const, db: app.database.kind, uptime: Math.round(process.uptime()), pressure };
    },
  );
}
