import type { FastifyInstance } from 'fastify';
import { adminPaymentSchema, errorBodySchema, idParams, rejectPaymentSchema } from '@inpro/shared-contracts';
import { zapp } from '../../../lib/zod';
import { reject } from '../../../domain/orders/decisions';

/** POST /api/superadmin/payments/:paymentId/reject: a pending voucher refused, with the reason. */
export function rejectPaymentRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/superadmin/payments/:paymentId/reject',
    {
      preHandler: app.requireRoles('SUPER_ADMIN', 'SUPERADMIN'),
      schema: {
        tags: ['payments'],
        summary: 'Reject a pending voucher with the reason the student reads',
        params: idParams('paymentId', 'Pago inválido.'),
        body: rejectPaymentSchema,
        response: { 200: adminPaymentSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (req) => reject(req, req.params.paymentId, req.body.reason),
  );
}
