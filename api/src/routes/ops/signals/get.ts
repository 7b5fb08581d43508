import type { FastifyInstance } from 'fastify';
import { fieldSignalSummaryQuerySchema, fieldSignalSummarySchema } from '@inpro/shared-contracts';
import { hourOf } from '../../../domain/signals/recordSignals';
import { signalSummary } from '../../../domain/signals/signalSummary';
import { zapp } from '../../../lib/zod';

/** GET /api/ops/signals: the field signals per remote version over the last hours (master administrator). */
export function signalSummaryRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/ops/signals',
    {
      preHandler: app.requireRoles('SUPER_ADMIN', 'SUPERADMIN'),
      schema: {
        tags: ['ops'],
        summary: 'Field signals per remote version over the last hours (loads, error rate, p75 LCP/INP/CLS, hourly series)',
        querystring: fieldSignalSummaryQuerySchema,
        response: { 200: fieldSignalSummarySchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return signalSummary(app.db, new Date(hourOf(new Date()).getTime() - (req.query.hours - 1) * 3600_000));
    },
  );
}
