import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema';
import { PAYMENT_PROVIDER_DOWN } from '@inpro/shared-contracts';
import { HttpError } from '../../errors';
import { loadGroup } from '../settings/store';
import { MercadoPagoProvider, chargeResultOf, verifyWebhook } from './mercadoPago';
import { approvePayment, mailBuyer, rejectPayment } from './settle';

const WEBHOOK_SIGNATURE_INVALID = 'Firma del webhook inválida.';

/**
 * POST /payments/webhooks/mercadopago?data.id=…&type=payment. The signature is checked first
 * (401 and nothing changes otherwise); the payment is then read from MercadoPago itself (the
 * notification only says which one changed) and applied to ours, found by external_reference.
 * Applying it twice changes nothing the second time (approve/reject only move a PENDIENTE payment).
 */
export async function mercadoPagoWebhook(req: FastifyRequest): Promise<{ received: true }> {
  const settings = await loadGroup(req.server, 'payments');
  const query = req.query as Record<string, unknown>;
  const body = (req.body ?? {}) as { type?: unknown; data?: { id?: unknown } };
  const dataId =
    typeof query['data.id'] === 'string'
      ? query['data.id']
      : typeof body.data?.id === 'string'
        ? body.data.id
        : String(body.data?.id ?? '');
  const valid = verifyWebhook(settings.webhookSecret, {
    signature: req.headers['x-signature'],
    requestId: req.headers['x-request-id'],
    dataId,
  });
  if (!valid) throw new HttpError(401, WEBHOOK_SIGNATURE_INVALID);
  const type = query.type ?? query.topic ?? body.type;
  if (type !== 'payment' || !/^\d{1,20}$/.test(dataId) || !settings.secretKey) return { received: true };

  const provider = new MercadoPagoProvider({ accessToken: settings.secretKey, baseUrl: req.server.config.mercadoPagoApiUrl });
  let remote;
  try {
    remote = await provider.getPayment(dataId);
  } catch (err) {
    // MercadoPago retries a notification that was not answered 200: say the gateway is down.
    req.log.error({ err, dataId }, 'mercadopago payment could not be read');
    throw new HttpError(502, PAYMENT_PROVIDER_DOWN);
  }
  const ourId = Number(remote.external_reference);
  if (!Number.isSafeInteger(ourId) || ourId <= 0) return { received: true };
  const db = req.server.db;
  const [payment] = await db.select().from(payments).where(eq(payments.id, ourId));
  if (!payment || payment.provider !== provider.name) return { received: true };
  const outcome = chargeResultOf(remote);
  if (payment.providerRef && payment.providerRef !== outcome.reference) return { received: true };

  if (outcome.status === 'APPROVED') {
    const moved = await db.transaction((tx) => approvePayment(req, tx, payment, { providerRef: outcome.reference }));
    if (moved) {
      await mailBuyer(req, payment.id, 'INPRO: recibimos tu pago', [
        'Tu banco confirmó el pago con tarjeta. Tu comprobante está disponible en el Aula Virtual, sección Pagos.',
      ]);
    }
  } else if (outcome.status === 'DECLINED') {
    await db.transaction((tx) =>
      rejectPayment(req, tx, payment, { reason: outcome.reason, providerRef: outcome.reference, action: 'PAYMENT_FAILED' }),
    );
  }
  return { received: true };
}
