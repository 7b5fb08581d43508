import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminPaymentSchema, adminPaymentsQuerySchema, errorBodySchema } from '@inpro/shared-contracts';
import { zapp } from '../../../lib/zod';
import { listPayments } from '../../../domain/orders/decisions';

/** GET /api/superadmin/payments: every payment, newest first. */
export function listPaymentsRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/superadmin/payments',
    {
      preHandler: app.requireRoles('SUPER_ADMIN', 'SUPERADMIN'),
      schema: {
        tags: ['payments'],
        summary: 'Every payment, newest first (optionally one status and a Lima date range, dd/mm/aaaa or YYYY-MM-DD)',
        querystring: adminPaymentsQuerySchema,
        response: { 200: z.array(adminPaymentSchema), 400: errorBodySchema },
      },
    },
    async (req) => listPayments(req, req.query),
  );
}
