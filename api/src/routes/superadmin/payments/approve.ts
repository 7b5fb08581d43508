import type { FastifyInstance } from 'fastify';
import { adminPaymentSchema, errorBodySchema, idParams } from '@inpro/shared-contracts';
import { zapp } from '../../../lib/zod';
import { approve } from '../../../domain/orders/decisions';

/** POST /api/superadmin/payments/:paymentId/approve: a pending voucher accepted. */
export function approvePaymentRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/superadmin/payments/:paymentId/approve',
    {
      preHandler: app.requireRoles('SUPER_ADMIN', 'SUPERADMIN'),
      schema: {
        tags: ['payments'],
        summary: 'Approve a pending voucher: the installment is paid and the student enrolled',
        params: idParams('paymentId', 'Pago inválido.'),
        response: { 200: adminPaymentSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (req) => approve(req, req.params.paymentId),
  );
}
