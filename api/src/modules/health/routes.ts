import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { healthSchema } from '@inpro/shared-contracts';
import { zapp } from '../../lib/zod';

/** GET /api/health: the process answers and the database responds. */
export default async function healthModule(app: FastifyInstance): Promise<void> {
  zapp(app).get(
    '/health',
    { schema: { tags: ['health'], summary: 'Liveness and database check', response: { 200: healthSchema } } },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, db: app.database.kind, uptime: Math.round(process.uptime()) };
    },
  );
}
