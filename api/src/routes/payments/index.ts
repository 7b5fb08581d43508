import type { FastifyInstance } from 'fastify';
import { changesCatalogue } from '../../plugins/publicCache';
import { mercadoPagoWebhookRoute } from './webhooks/mercadopago';

/** /api/payments/*: the card gateway's webhook. */
export async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  // A payment the webhook applies may enrol its student: the public cache is emptied after a successful write.
  changesCatalogue(app);
  mercadoPagoWebhookRoute(app);
}
