import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { PAYMENT_DECLINED_PREFIX, PAYMENT_PROVIDER_DOWN, orderNumber } from '@inpro/shared-contracts';
import { currentUser } from '../../auth/guards';
import { orders, payments, type InstallmentRow, type OrderRow, type PaymentRow } from '../../db/schema';
import { HttpError } from '../../errors';
import { cardProvider } from './gateway';
import { ProviderUnavailableError, type PaymentProvider } from './paymentProvider';
import { approvePayment, mailBuyer, rejectPayment } from './settle';

export interface ChargeInput {
  order: OrderRow;
  installment: InstallmentRow;
  token: string;
  /** The card's brand and issuer from the provider's form (MercadoPago). */
  paymentMethodId?: string;
  issuerId?: string;
  /** The request's Idempotency-Key: the same key never makes a second payment. */
  key: string;
  provider?: PaymentProvider;
  /** A declined checkout fails its order (a new checkout starts over); a declined installment does not. */
  failOrder: boolean;
}

/**
 * Charges one installment by card: records the payment (PENDIENTE) first, charges outside any
 * transaction, then applies the outcome. A declined card answers 402 with the gateway's reason,
 * an unreachable gateway 502; both leave the installment unpaid. Returns the payment.
 */
export async function chargeInstallment(req: FastifyRequest, input: ChargeInput): Promise<PaymentRow> {
  const db = req.server.db;
  const user = currentUser(req)!;
  const provider = await cardProvider(req.server, input.provider);
  const [payment] = await db
    .insert(payments)
    .values({
      orderId: input.order.id,
      installmentId: input.installment.id,
      userId: user.id,
      method: 'CARD',
      provider: provider.name,
      amount: input.installment.amount,
      status: 'PENDIENTE',
      idempotencyKey: input.key,
    })
    .onConflictDoNothing()
    .returning();
  if (!payment) {
    // The same key was used before: that payment is the answer, nothing is charged again.
    const [earlier] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, user.id), eq(payments.idempotencyKey, input.key)))
      .limit(1);
    return earlier;
  }

  let result;
  try {
    result = await provider.charge({
      paymentId: payment.id,
      amount: input.installment.amount.toFixed(2),
      currency: 'PEN',
      description: `${orderNumber(input.order.id)} ${input.order.courseCode} ${input.order.courseTitle}`.trim().slice(0, 200),
      buyerEmail: user.email,
      token: input.token,
      paymentMethodId: input.paymentMethodId,
      issuerId: input.issuerId,
    });
  } catch (err) {
    req.log.error({ err, paymentId: payment.id, provider: provider.name }, 'payment gateway failed');
    await db.transaction(async (tx) => {
      await rejectPayment(req, tx, payment, { reason: 'La pasarela de pago no respondió.', action: 'PAYMENT_FAILED' });
      if (input.failOrder) await tx.update(orders).set({ status: 'FAILED', updatedAt: new Date() }).where(eq(orders.id, input.order.id));
    });
    if (err instanceof ProviderUnavailableError || err instanceof Error) throw new HttpError(502, PAYMENT_PROVIDER_DOWN);
    throw err;
  }

  if (result.status === 'DECLINED') {
    await db.transaction(async (tx) => {
      await rejectPayment(req, tx, payment, { reason: result.reason, providerRef: result.reference, action: 'PAYMENT_FAILED' });
      if (input.failOrder) await tx.update(orders).set({ status: 'FAILED', updatedAt: new Date() }).where(eq(orders.id, input.order.id));
    });
    throw new HttpError(402, `${PAYMENT_DECLINED_PREFIX}: ${result.reason}`);
  }

  if (result.status === 'PENDING') {
    // The gateway is still deciding (e.g. a bank review): the payment stays PENDIENTE with the
    // gateway's reference, and its webhook approves or rejects it later.
    await db.update(payments).set({ providerRef: result.reference }).where(eq(payments.id, payment.id));
    const [pending] = await db.select().from(payments).where(eq(payments.id, payment.id));
    return pending;
  }

  await db.transaction((tx) => approvePayment(req, tx, payment, { providerRef: result.reference }));
  await mailBuyer(req, payment.id, 'INPRO: recibimos tu pago', [
    'Recibimos tu pago con tarjeta. Tu comprobante está disponible en el Aula Virtual, sección Pagos.',
  ]);
  const [done] = await db.select().from(payments).where(eq(payments.id, payment.id));
  return done;
}
