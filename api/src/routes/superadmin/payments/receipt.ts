import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorBodySchema, idParams } from '@inpro/shared-contracts';
import { exportLimit } from '../../../lib/rateLimits';
import { zapp } from '../../../lib/zod';
import { sendReceipt } from '../../../domain/orders/receipt';

/** GET /api/superadmin/payments/:paymentId/receipt.pdf: the receipt of any approved payment. */
export function paymentReceiptRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/superadmin/payments/:paymentId/receipt.pdf',
    {
      preHandler: app.requireRoles('SUPER_ADMIN', 'SUPERADMIN'),
      config: exportLimit(),
      schema: {
        tags: ['payments'],
        summary: 'PDF receipt of any approved payment (the payments screens are the master administrator’s)',
        params: idParams('paymentId', 'Pago inválido.'),
        produces: ['application/pdf'],
        response: { 200: z.any().describe('application/pdf'), 404: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (req, reply) => sendReceipt(req, reply, req.params.paymentId, 'any'),
  );
}
