import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorBodySchema, idParams } from '@inpro/shared-contracts';
import { zapp } from '../../../lib/zod';
import { sendVoucherFile } from '../../../domain/orders/voucherFile';

/** GET /api/superadmin/payments/:paymentId/voucher: the voucher file a student sent. */
export function paymentVoucherRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/superadmin/payments/:paymentId/voucher',
    {
      preHandler: app.requireRoles('SUPER_ADMIN', 'SUPERADMIN'),
      schema: {
        tags: ['payments'],
        summary: 'The voucher file of a payment',
        params: idParams('paymentId', 'Pago inválido.'),
        produces: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
        response: { 200: z.any().describe('the voucher file'), 404: errorBodySchema },
      },
    },
    async (req, reply) => sendVoucherFile(req, reply, req.params.paymentId),
  );
}
