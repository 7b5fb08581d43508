import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { NOTHING_TO_PAY, VOUCHER_ALREADY_PENDING, type CheckoutOrder } from '@inpro/shared-contracts';
import { currentUser } from '../../auth/guards';
import { payments } from '../../db/schema';
import { conflict } from '../../errors';
import { chargeInstallment } from './chargeInstallment';
import { findOwnInstallment } from './ownInstallment';
import type { PaymentProvider } from './paymentProvider';
import { checkoutOrderView } from './views';

/** POST /installments/{id}/pay: the signed-in student pays one of their installments by card ('Pagar ahora'). */
export async function payInstallment(
  req: FastifyRequest,
  installmentId: number,
  card: { cardToken: string; paymentMethodId?: string; issuerId?: string },
  key: string,
  provider?: PaymentProvider,
): Promise<CheckoutOrder> {
  const db = req.server.db;
  const user = currentUser(req)!;
  const row = await findOwnInstallment(db, user.id, installmentId);
  // A replay of the same request answers the payment it made.
  const [replay] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.userId, user.id), eq(payments.idempotencyKey, key)))
    .limit(1);
  if (replay) return checkoutOrderView(db, row.order.id, replay.id);
  if (row.installment.status === 'PAGADO') throw conflict(NOTHING_TO_PAY);
  if (row.installment.status === 'EN_REVISION') throw conflict(VOUCHER_ALREADY_PENDING);
  const payment = await chargeInstallment(req, {
    order: row.order,
    installment: row.installment,
    token: card.cardToken,
    paymentMethodId: card.paymentMethodId,
    issuerId: card.issuerId,
    key,
    provider,
    failOrder: false,
  });
  return checkoutOrderView(db, row.order.id, payment.id);
}
