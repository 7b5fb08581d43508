import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { healthDownSchema, healthSchema } from '@inpro/shared-contracts';
import { zapp } from '../../lib/zod';
import { DATABASE_RETRY_AFTER_S, DATABASE_UNAVAILABLE } from '../../plugins/errorHandler';

/**
 * GET /api/health: 200 when the process answers and the database responds; 503 (with
 * Retry-After) while the database does not, so a load balancer takes the process out until
 * it recovers by itself.
 */
export default async function healthModule(app: FastifyInstance): Promise<void> {
  zapp(app).get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: healthSchema, 503: healthDownSchema },
      },
    },
    async (req, reply) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (err) {
        req.log.warn({ err }, 'health: database unavailable');
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_S));
        return reply.status(503).send({ status: 'unavailable' as const, db: app.database.kind, error: DATABASE_UNAVAILABLE });
      }
      return { status: 'ok' as const, db: app.database.kind, uptime: Math.round(process.uptime()) };
    },
  );
}
