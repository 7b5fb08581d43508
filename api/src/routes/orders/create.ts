import type { FastifyInstance } from 'fastify';
import { checkoutOrderSchema, checkoutSchema } from '@inpro/shared-contracts';
import { createCheckout } from '../../domain/orders/checkout';
import { idempotencyHeader, idempotencyKey, paymentErrors } from '../../domain/orders/paymentRequests';
import { perAccount } from '../../lib/rateLimits';
import { zapp } from '../../lib/zod';

/** POST /api/orders: the signed-in account's checkout (the same Idempotency-Key never charges twice). */
export function createOrderRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/orders',
    {
      preHandler: app.authenticate,
      config: perAccount(120),
      schema: {
        tags: ['payments'],
        summary: 'Checkout of the signed-in account: full payment or installments, by card (first installment charged now) or voucher',
        description:
          'The amount is the course price on the server. The same Idempotency-Key answers the same order (200) and never charges twice. ' +
          '402: card declined (reason in the message); 409: already enrolled, course closed, voucher pending; 502: the gateway did not answer.',
        headers: idempotencyHeader,
        body: checkoutSchema,
        response: { 200: checkoutOrderSchema, 201: checkoutOrderSchema, ...paymentErrors },
      },
    },
    async (req, reply) => {
      const { created, order } = await createCheckout(req, req.body, idempotencyKey(req));
      return reply.status(created ? 201 : 200).send(order);
    },
  );
}
