import type { FastifyInstance } from 'fastify';
import { errorBodySchema, orderCreateSchema, orderSchema } from '@inpro/shared-contracts';
import { zapp } from '../../lib/zod';
import { createOrder } from './createOrder';
import { SandboxPaymentProvider, type PaymentProvider } from './paymentProvider';

export interface OrdersModuleOptions {
  /** The payment gateway; the built-in sandbox (approves every charge) by default. */
  provider?: PaymentProvider;
}

/** Checkout: POST /orders, anonymous or signed in. */
export default async function ordersModule(app: FastifyInstance, opts: OrdersModuleOptions = {}): Promise<void> {
  const provider = opts.provider ?? new SandboxPaymentProvider();
  zapp(app).post(
    '/orders',
    {
      preHandler: app.optionalAuth,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['orders'],
        summary: 'Buy a course (checkout): the order is charged and, when paid, enrols the account with the buyer e-mail',
        description:
          'The total is the course price stored on the server. A paid order enrols the account with buyerEmail now, or when an account registers with that e-mail later. ' +
          '402 when the payment is declined, 502 when the provider cannot be reached, 404 for a missing or unpublished course.',
        body: orderCreateSchema,
        response: {
          201: orderSchema,
          400: errorBodySchema,
          402: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (req, reply) => reply.status(201).send(await createOrder(req, req.body, provider)),
  );
}
