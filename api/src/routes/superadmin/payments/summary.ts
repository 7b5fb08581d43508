import type { FastifyInstance } from 'fastify';
import { paymentsSummarySchema } from '@inpro/shared-contracts';
import { zapp } from '../../../lib/zod';
import { paymentsSummary } from '../../../domain/orders/summary';

/** GET /api/superadmin/payments/summary: the figures of the payments screen. */
export function paymentsSummaryRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/superadmin/payments/summary',
    {
      preHandler: app.requireRoles('SUPER_ADMIN', 'SUPERADMIN'),
      schema: {
        tags: ['payments'],
        summary:
          'KPIs of /superadmin/pagos: collected, pending, overdue, this month (with sparklines), payments by status, balances per student',
        response: { 200: paymentsSummarySchema },
      },
    },
    async (req) => paymentsSummary(req.server.db),
  );
}
