import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorBodySchema, idParams } from '@inpro/shared-contracts';
import { exportLimit } from '../../../lib/rateLimits';
import { zapp } from '../../../lib/zod';
import { sendReceipt } from '../../../domain/orders/receipt';

/** GET /api/my/payments/:paymentId/receipt.pdf: the receipt of an approved payment, for its payer only. */
export function paymentReceiptRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/my/payments/:paymentId/receipt.pdf',
    {
      preHandler: app.authenticate,
      config: exportLimit(),
      schema: {
        tags: ['payments'],
        summary: 'PDF receipt of an approved payment of the signed-in account (its payer only)',
        params: idParams('paymentId', 'Pago inválido.'),
        produces: ['application/pdf'],
        response: { 200: z.any().describe('application/pdf'), 404: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (req, reply) => sendReceipt(req, reply, req.params.paymentId),
  );
}
