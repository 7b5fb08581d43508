import type { FastifyRequest } from 'fastify';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PAYMENTS_LIST_LIMIT, PAYMENT_ALREADY_DECIDED, type AdminPayment } from '@inpro/shared-contracts';
import { currentUser } from '../../auth/guards';
import { installments, orders, payments, users } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { approvePayment, mailBuyer, rejectPayment } from './settle';
import { paymentView } from './views';

export const PAYMENT_NOT_FOUND = 'No se encontró el pago.';

export interface PaymentFilters {
  id?: number;
  status?: AdminPayment['status'];
  /** Lima dates (YYYY-MM-DD), both ends included. */
  from?: string;
  to?: string;
}

/** GET /superadmin/payments: every payment, newest first, optionally one status and a Lima date range. */
export async function listPayments(req: FastifyRequest, filters: PaymentFilters = {}): Promise<AdminPayment[]> {
  const db = req.server.db;
  const { id, status, from, to } = filters;
  const day = sql`(${payments.createdAt} at time zone 'America/Lima')::date`;
  const where: SQL[] = [];
  if (id !== undefined) where.push(eq(payments.id, id));
  if (status) where.push(eq(payments.status, status));
  if (from) where.push(sql`${day} >= ${from}::date`);
  if (to) where.push(sql`${day} <= ${to}::date`);
  const rows = await db
    .select({
      payment: payments,
      order: orders,
      seq: installments.seq,
      student: { id: users.id, fullName: users.fullName, email: users.email },
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(installments, eq(installments.id, payments.installmentId))
    .leftJoin(users, eq(users.id, payments.userId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(PAYMENTS_LIST_LIMIT);
  const orderIds = [...new Set(rows.map((r) => r.order.id))];
  const counts = new Map<number, number>();
  if (orderIds.length) {
    const c = await db
      .select({ orderId: installments.orderId, n: sql<number>`count(*)::int` })
      .from(installments)
      .where(inArray(installments.orderId, orderIds))
      .groupBy(installments.orderId);
    for (const r of c) counts.set(r.orderId, r.n);
  }
  return rows.map((r) => ({
    ...paymentView(r.payment, r.order, r.seq ?? null, counts.get(r.order.id) ?? 1),
    student: {
      id: r.student?.id ?? null,
      fullName: r.student?.fullName ?? r.order.buyerName,
      email: r.student?.email ?? r.order.buyerEmail,
    },
    course: r.order.courseTitle,
    hasVoucher: Boolean(r.payment.voucherKey),
  }));
}

async function pendingPayment(req: FastifyRequest, id: number) {
  const [payment] = await req.server.db.select().from(payments).where(eq(payments.id, id)).limit(1);
  if (!payment) throw notFound(PAYMENT_NOT_FOUND);
  if (payment.status !== 'PENDIENTE') throw conflict(PAYMENT_ALREADY_DECIDED);
  return payment;
}

/** POST /superadmin/payments/{id}/approve: the voucher is good; the installment is paid and the student enrolled. */
export async function approve(req: FastifyRequest, id: number): Promise<AdminPayment> {
  const payment = await pendingPayment(req, id);
  const done = await req.server.db.transaction((tx) => approvePayment(req, tx, payment, { decidedBy: currentUser(req)!.id }));
  if (!done) throw conflict(PAYMENT_ALREADY_DECIDED);
  await mailBuyer(req, id, 'INPRO: tu pago fue aprobado', ['Aprobamos tu voucher. Ya tienes acceso a tu curso en el Aula Virtual.']);
  return (await listPayments(req, { id }))[0];
}

/** POST /superadmin/payments/{id}/reject: the voucher is refused with a reason the student reads. */
export async function reject(req: FastifyRequest, id: number, reason: string): Promise<AdminPayment> {
  const payment = await pendingPayment(req, id);
  const done = await req.server.db.transaction((tx) =>
    rejectPayment(req, tx, payment, { reason, decidedBy: currentUser(req)!.id, action: 'PAYMENT_REJECTED' }),
  );
  if (!done) throw conflict(PAYMENT_ALREADY_DECIDED);
  await mailBuyer(req, id, 'INPRO: tu voucher fue rechazado', [
    `No pudimos aprobar tu voucher. Motivo: ${reason}`,
    'Puedes enviar uno nuevo desde el Aula Virtual, sección Pagos.',
  ]);
  return (await listPayments(req, { id }))[0];
}
