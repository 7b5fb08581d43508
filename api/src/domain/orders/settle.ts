import type { FastifyRequest } from 'fastify';
import { and, eq, ne, sql } from 'drizzle-orm';
import { CLASSROOM_LINKS, formatSoles, orderNumber } from '@inpro/shared-contracts';
import { escapeUTF8 } from 'entities';
import { audit } from '../../audit';
import type { Db } from '../../db';
import { enrolments, installments, orders, payments, users, type PaymentRow } from '../../db/schema';
import { sendMail } from '../../mail';
import { notify } from '../notifications/notify';

/** The receipt number of an approved payment: R-2026-000123. */
export function receiptNumber(paymentId: number, at: Date): string {
  return `R-${at.getUTCFullYear()}-${String(paymentId).padStart(6, '0')}`;
}

/**
 * Applies an approved payment inside `tx`: the payment APROBADO with its receipt number, its
 * installment PAGADO, the order PAID (every installment paid) or PARTIAL, and the buyer enrolled.
 * Only a PENDIENTE payment changes: applying the same approval twice changes nothing (returns false).
 */
export async function approvePayment(
  req: FastifyRequest,
  tx: Db,
  payment: PaymentRow,
  decision: { providerRef?: string | null; decidedBy?: number | null },
): Promise<boolean> {
  const now = new Date();
  const updated = await tx
    .update(payments)
    .set({
      status: 'APROBADO',
      providerRef: decision.providerRef ?? payment.providerRef,
      receiptNumber: receiptNumber(payment.id, now),
      decidedBy: decision.decidedBy ?? null,
      decidedAt: now,
      reason: null,
    })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'PENDIENTE')))
    .returning({ id: payments.id });
  if (!updated.length) return false;
  if (payment.installmentId) {
    await tx.update(installments).set({ status: 'PAGADO', paidAt: now }).where(eq(installments.id, payment.installmentId));
  }
  const [{ unpaid }] = await tx
    .select({ unpaid: sql<number>`count(*)::int` })
    .from(installments)
    .where(and(eq(installments.orderId, payment.orderId), ne(installments.status, 'PAGADO')));
  const [order] = await tx
    .update(orders)
    .set({ status: unpaid === 0 ? 'PAID' : 'PARTIAL', paidAt: now, updatedAt: now })
    .where(eq(orders.id, payment.orderId))
    .returning();
  let enrolled = false;
  if (order.userId && order.courseId) {
    const rows = await tx
      .insert(enrolments)
      .values({ userId: order.userId, courseId: order.courseId, source: 'ORDER' })
      .onConflictDoUpdate({ target: [enrolments.userId, enrolments.courseId], set: { status: 'ACTIVO' } })
      .returning({ id: enrolments.id });
    enrolled = rows.length > 0;
  }
  await audit(
    req,
    {
      action: 'PAYMENT_APPROVED',
      entity: 'payment',
      entityId: payment.id,
      label: `${orderNumber(order.id)} ${order.courseTitle}`,
      details: { orderId: order.id, amount: payment.amount, method: payment.method, orderStatus: order.status, enrolled },
    },
    tx,
  );
  const buyer = payment.userId ?? order.userId;
  if (buyer) {
    await notify(tx, buyer, {
      kind: 'PAYMENT',
      title: `Pago aprobado: ${order.courseTitle}`,
      body: `${payment.method === 'VOUCHER' ? 'Aprobamos tu voucher' : 'Recibimos tu pago'} de ${formatSoles(payment.amount)} (${orderNumber(order.id)}). Tu comprobante está en Pagos.`,
      link: CLASSROOM_LINKS.studentPayments,
    });
  }
  return true;
}

/** Marks a PENDIENTE payment RECHAZADO with the reason the buyer reads; false when it was already decided. */
export async function rejectPayment(
  req: FastifyRequest,
  tx: Db,
  payment: PaymentRow,
  decision: { reason: string; providerRef?: string | null; decidedBy?: number | null; action: 'PAYMENT_FAILED' | 'PAYMENT_REJECTED' },
): Promise<boolean> {
  const now = new Date();
  const updated = await tx
    .update(payments)
    .set({
      status: 'RECHAZADO',
      reason: decision.reason,
      providerRef: decision.providerRef ?? payment.providerRef,
      decidedBy: decision.decidedBy ?? null,
      decidedAt: now,
    })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'PENDIENTE')))
    .returning({ id: payments.id });
  if (!updated.length) return false;
  if (payment.installmentId) {
    await tx
      .update(installments)
      .set({ status: decision.action === 'PAYMENT_REJECTED' ? 'RECHAZADO' : 'PENDIENTE' })
      .where(and(eq(installments.id, payment.installmentId), ne(installments.status, 'PAGADO')));
  }
  const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId));
  await audit(
    req,
    {
      action: decision.action,
      entity: 'payment',
      entityId: payment.id,
      label: `${orderNumber(order.id)} ${order.courseTitle}`,
      details: { orderId: order.id, amount: payment.amount, method: payment.method, reason: decision.reason },
    },
    tx,
  );
  const buyer = payment.userId ?? order.userId;
  if (buyer) {
    const voucher = decision.action === 'PAYMENT_REJECTED';
    await notify(tx, buyer, {
      kind: 'PAYMENT',
      title: `${voucher ? 'Voucher rechazado' : 'Pago no aprobado'}: ${order.courseTitle}`,
      body: `${formatSoles(payment.amount)} (${orderNumber(order.id)}). Motivo: ${decision.reason.trim().replace(/([^.!?])$/, '$1.')}${voucher ? ' Puedes enviar uno nuevo desde Pagos.' : ''}`,
      link: CLASSROOM_LINKS.studentPayments,
    });
  }
  return true;
}

/** E-mail to the buyer about a payment; a mail failure never undoes the payment (logged). */
export async function mailBuyer(req: FastifyRequest, paymentId: number, subject: string, lines: string[]): Promise<void> {
  try {
    const [row] = await req.server.db
      .select({ email: users.email, name: users.fullName, amount: payments.amount, course: orders.courseTitle, orderId: orders.id })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .innerJoin(users, eq(users.id, payments.userId))
      .where(eq(payments.id, paymentId));
    if (!row) return;
    const text = [
      `Hola, ${row.name}:`,
      '',
      ...lines,
      '',
      `Curso: ${row.course}`,
      `Pedido: ${orderNumber(row.orderId)}`,
      `Monto: ${formatSoles(row.amount)}`,
      '',
      'INPRO – Instituto Nacional de Profesionalización',
    ].join('\n');
    await sendMail(req.server, {
      to: row.email,
      subject,
      text,
      html: text
        .split('\n')
        .map((l) => `<p>${escapeUTF8(l)}</p>`)
        .join(''),
    });
  } catch (err) {
    req.log.warn({ err, paymentId }, 'payment e-mail could not be sent');
  }
}
