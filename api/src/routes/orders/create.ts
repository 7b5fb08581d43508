import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  IDEMPOTENCY_KEY_REQUIRED,
  checkoutOrderSchema,
  checkoutSchema,
  errorBodySchema,
  idParams,
  payInstallmentSchema,
} from '@inpro/shared-contracts';
import { badRequest } from '../../errors';
import { perAccount } from '../../lib/rateLimits';
import { zapp } from '../../lib/zod';
import { createCheckout } from '../../domain/orders/checkout';
import { mercadoPagoWebhook } from '../../domain/orders/mercadoPagoWebhook';
import type { PaymentProvider } from '../../domain/orders/paymentProvider';
import { payInstallment } from '../../domain/orders/payInstallment';
import { uploadInstallmentVoucher, uploadVoucher } from '../../domain/orders/voucher';
import { changesCatalogue } from '../../plugins/publicCache';

export interface OrdersModuleOptions {
  /** The card gateway; by default the one the payments setting chooses (see gateway.ts). */
  provider?: PaymentProvider;
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** The Idempotency-Key header: one per payment attempt, reused by its retries. */
function idempotencyKey(req: FastifyRequest): string {
  const value = req.headers['idempotency-key'];
  const key = Array.isArray(value) ? value[0] : value;
  if (!key || !IDEMPOTENCY_KEY.test(key)) throw badRequest(IDEMPOTENCY_KEY_REQUIRED);
  return key;
}

const paymentErrors = {
  400: errorBodySchema,
  402: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
  502: errorBodySchema,
  503: errorBodySchema,
};
const idempotencyHeader = z.object({
  'idempotency-key': z.string().optional().describe('One per payment attempt (8–100 letters, digits, - or _); a retry sends the same one.'),
});

/** Checkout, installments and vouchers (the student's statement and receipts: routes/my; the master administrator's payments: routes/superadmin/payments). */
export default async function ordersModule(app: FastifyInstance, opts: OrdersModuleOptions = {}): Promise<void> {
  // Its writes may change what the catalogue shows: the public cache is emptied when one did (plugins/publicCache.ts).
  changesCatalogue(app);
  const r = zapp(app);
  const auth = app.authenticate;

  r.post(
    '/orders',
    {
      preHandler: auth,
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
      const { created, order } = await createCheckout(req, req.body, idempotencyKey(req), opts.provider);
      return reply.status(created ? 201 : 200).send(order);
    },
  );

  r.post(
    '/orders/:orderId/voucher',
    {
      preHandler: auth,
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

  r.post(
    '/installments/:installmentId/pay',
    {
      preHandler: auth,
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
    async (req) => payInstallment(req, req.params.installmentId, req.body, idempotencyKey(req), opts.provider),
  );

  r.post(
    '/installments/:installmentId/voucher',
    {
      preHandler: auth,
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

  // MercadoPago's notifications: no session, the signature (x-signature) is the credential.
  r.post(
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
