import type { FastifyRequest } from 'fastify';
import { COURSE_NOT_FOUND, type Order, type OrderCreate } from '@inpro/shared-contracts';
import { audit } from '../../audit';
import { HttpError, notFound } from '../../errors';
import { toOrder } from './mappers';
import type { PaymentProvider } from './paymentProvider';
import * as repo from './repo';

export const PAYMENT_DECLINED = 'El pago fue rechazado. Verifica los datos e inténtalo de nuevo.';
export const PAYMENT_UNAVAILABLE = 'No se pudo procesar el pago en este momento. Inténtalo de nuevo más tarde.';

/**
 * POST /orders (checkout). The price comes from the course, never from the client. The order is
 * stored as PENDING, charged through the payment provider (outside any database transaction),
 * then marked PAID or FAILED. A paid order enrols the account whose e-mail is the buyer's e-mail
 * right away; when no account has that e-mail yet, registration claims the order later
 * (auth `claimPaidOrders`: PAID orders with no user).
 */
export async function createOrder(req: FastifyRequest, body: OrderCreate, provider: PaymentProvider): Promise<Order> {
  const db = req.server.db;
  const course = await repo.findPurchasableCourse(db, body.courseId);
  if (!course) throw notFound(COURSE_NOT_FOUND);

  const pending = await repo.insertOrder(db, {
    courseId: course.id,
    courseTitle: course.title,
    courseCode: course.code,
    buyerName: body.buyerName,
    buyerEmail: body.buyerEmail,
    total: course.price,
    currency: 'PEN',
    status: 'PENDING',
    provider: provider.name,
  });

  let result;
  try {
    result = await provider.charge({
      orderId: pending.id,
      amount: course.price.toFixed(2),
      currency: 'PEN',
      description: `${course.code} ${course.title}`.trim().slice(0, 200),
      buyerName: body.buyerName,
      buyerEmail: body.buyerEmail,
    });
  } catch (err) {
    req.log.error({ err, orderId: pending.id, provider: provider.name }, 'payment provider failed');
    await repo.updateOrder(db, pending.id, { status: 'FAILED' });
    throw new HttpError(502, PAYMENT_UNAVAILABLE);
  }

  if (result.status !== 'APPROVED') {
    await db.transaction(async (tx) => {
      await repo.updateOrder(tx, pending.id, { status: 'FAILED', providerRef: result.reference });
      await audit(
        req,
        {
          action: 'PAYMENT_FAILED',
          entity: 'order',
          entityId: pending.id,
          label: course.title,
          details: { courseId: course.id, buyerEmail: body.buyerEmail, reason: result.reason },
        },
        tx,
      );
    });
    throw new HttpError(402, PAYMENT_DECLINED);
  }

  const paid = await db.transaction(async (tx) => {
    const accountId = await repo.findAccountIdByEmail(tx, body.buyerEmail);
    const row = await repo.updateOrder(tx, pending.id, {
      status: 'PAID',
      providerRef: result.reference,
      paidAt: new Date(),
      userId: accountId ?? null,
    });
    const enrolled = accountId ? await repo.enrolFromOrder(tx, accountId, course.id) : false;
    await audit(
      req,
      {
        action: 'CREATE',
        entity: 'order',
        entityId: row.id,
        label: course.title,
        details: { courseId: course.id, total: row.total, buyerEmail: row.buyerEmail, accountId: accountId ?? null, enrolled },
      },
      tx,
    );
    return row;
  });
  return toOrder(paid, course);
}
