import type { FastifyInstance } from 'fastify';
import { checkoutOrderSchema, errorBodySchema, idParams } from '@inpro/shared-contracts';
import { paymentErrors } from '../../domain/orders/paymentRequests';
import { uploadInstallmentVoucher } from '../../domain/orders/voucher';
import { perAccount } from '../../lib/rateLimits';
import { zapp } from '../../lib/zod';

/** POST /api/installments/:installmentId/voucher: the voucher of the installment the student chose ('Pagar ahora'). */
export function installmentVoucherRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/installments/:installmentId/voucher',
    {
      preHandler: app.authenticate,
      config: perAccount(20),
      schema: {
        tags: ['payments'],
        summary: "Send the voucher (image or PDF, multipart field 'file') of the installment the student chose ('Pagar ahora')",
        description: "Only the signed-in student's own unpaid installment: anyone else's is a 404, a paid one or one in review a 409.",
        consumes: ['multipart/form-data'],
        params: idParams('installmentId', 'Cuota inválida.'),
        response: { 201: checkoutOrderSchema, ...paymentErrors, 413: errorBodySchema, 415: errorBodySchema },
      },
    },
    async (req, reply) => reply.status(201).send(await uploadInstallmentVoucher(req, req.params.installmentId)),
  );
}
