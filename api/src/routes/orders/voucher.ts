import type { FastifyInstance } from 'fastify';
import { checkoutOrderSchema, errorBodySchema, idParams } from '@inpro/shared-contracts';
import { paymentErrors } from '../../domain/orders/paymentRequests';
import { uploadVoucher } from '../../domain/orders/voucher';
import { perAccount } from '../../lib/rateLimits';
import { zapp } from '../../lib/zod';

/** POST /api/orders/:orderId/voucher: the voucher of the order's next unpaid installment. */
export function orderVoucherRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/orders/:orderId/voucher',
    {
      preHandler: app.authenticate,
      config: perAccount(20),
      schema: {
        tags: ['payments'],
        summary: "Send the voucher (image or PDF, multipart field 'file') of the order's next unpaid installment",
        consumes: ['multipart/form-data'],
        params: idParams('orderId', 'Pedido inválido.'),
        response: { 201: checkoutOrderSchema, ...paymentErrors, 413: errorBodySchema, 415: errorBodySchema },
      },
    },
    async (req, reply) => reply.status(201).send(await uploadVoucher(req, req.params.orderId)),
  );
}
