import type { FastifyInstance } from 'fastify';
import { checkoutOrderSchema, idParams, payInstallmentSchema } from '@inpro/shared-contracts';
import { payInstallment } from '../../domain/orders/payInstallment';
import { idempotencyHeader, idempotencyKey, paymentErrors } from '../../domain/orders/paymentRequests';
import { perAccount } from '../../lib/rateLimits';
import { zapp } from '../../lib/zod';

/** POST /api/installments/:installmentId/pay: one of the student's own installments paid by card ('Pagar ahora'). */
export function payInstallmentRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/installments/:installmentId/pay',
    {
      preHandler: app.authenticate,
      config: perAccount(60),
      schema: {
        tags: ['payments'],
        summary: "Pay one of the signed-in student's installments by card ('Pagar ahora')",
        headers: idempotencyHeader,
        params: idParams('installmentId', 'Cuota inválida.'),
        body: payInstallmentSchema,
        response: { 200: checkoutOrderSchema, ...paymentErrors },
      },
    },
    async (req) => payInstallment(req, req.params.installmentId, req.body, idempotencyKey(req)),
  );
}
