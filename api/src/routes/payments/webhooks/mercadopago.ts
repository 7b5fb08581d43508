import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorBodySchema } from '@inpro/shared-contracts';
import { mercadoPagoWebhook } from '../../../domain/orders/mercadoPagoWebhook';
import { zapp } from '../../../lib/zod';

/** POST /api/payments/webhooks/mercadopago: MercadoPago's news of a payment; no session, the signature is the credential. */
export function mercadoPagoWebhookRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/payments/webhooks/mercadopago',
    {
      schema: {
        tags: ['payments'],
        summary: 'MercadoPago webhook: a payment changed (signed with the webhook secret)',
        description:
          'Checks x-signature (HMAC-SHA256 of id, x-request-id and ts), then reads the payment from MercadoPago and applies it once.',
        response: { 200: z.object({ received: z.literal(true) }), 401: errorBodySchema, 502: errorBodySchema },
      },
    },
    async (req) => mercadoPagoWebhook(req),
  );
}
