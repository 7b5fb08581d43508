import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import {
  installmentState,
  limaDate,
  orderOwed,
  orderNumber,
  paymentConceptLabel,
  type CheckoutOrder,
  type InstallmentView,
  type PaymentView,
} from '@inpro/shared-contracts';
import type { Db } from '../../db';
import { enrolments, installments, orders, payments, type InstallmentRow, type OrderRow, type PaymentRow } from '../../db/schema';
import { graceDays } from './graceBlock';

/** The day installment states are read on (installmentState) and the grace days of the materials' block. */
export interface StateClock {
  today: string;
  graceDays: number;
}

/** Today in Lima with the grace days of the settings. */
export async function stateClock(db: Db): Promise<StateClock> {
  return { today: limaDate(), graceDays: await graceDays(db) };
}

/** `owed`: whether the buyer owes the order (orderOwed); an installment of a purchase not confirmed is never Vencida. */
function installmentView(i: InstallmentRow, clock: StateClock, owed = true): InstallmentView {
  return {
    id: i.id,
    seq: i.seq,
    amount: i.amount,
    dueDate: i.dueDate,
    status: i.status,
    state: installmentState(i, clock.today, owed),
    paidAt: i.paidAt ? i.paidAt.toISOString() : null,
  };
}

/** "Cuota 2 de 3 — {course}" or "Pago completo — {course}". */
export function paymentConcept(order: Pick<OrderRow, 'courseTitle' | 'plan'>, seq: number | null, count: number): string {
  return `${paymentConceptLabel(order.plan, seq, count)} — ${order.courseTitle}`;
}

export function paymentView(p: PaymentRow, order: Pick<OrderRow, 'courseTitle' | 'plan'>, seq: number | null, count: number): PaymentView {
  return {
    id: p.id,
    orderId: p.orderId,
    installmentSeq: seq,
    concept: paymentConcept(order, seq, count),
    method: p.method,
    amount: p.amount,
    status: p.status,
    reason: p.reason,
    receiptNumber: p.receiptNumber,
    createdAt: p.createdAt.toISOString(),
    decidedAt: p.decidedAt ? p.decidedAt.toISOString() : null,
  };
}

/** An order with its installments and payments, and whether its buyer owes it (orderOwed). */
export interface LoadedOrder {
  order: OrderRow;
  installments: InstallmentRow[];
  payments: PaymentRow[];
  owed: boolean;
}

/** Orders with their installments and payments, and whether each buyer is enrolled in its course, read in three queries. */
export async function loadOrders(db: Db, ids: number[]): Promise<Map<number, LoadedOrder>> {
  const out = new Map<number, LoadedOrder>();
  if (!ids.length) return out;
  // Qualified by hand: inside the subquery an unqualified user_id would be the enrolment's own.
  const enrolled = sql<boolean>`exists (select 1 from ${enrolments} e
    where e.user_id = "orders"."user_id" and e.course_id = "orders"."course_id" and e.status = 'ACTIVO')`;
  const [orderRows, instRows, payRows] = await Promise.all([
    db
      .select({ ...getTableColumns(orders), enrolled })
      .from(orders)
      .where(inArray(orders.id, ids))
      .orderBy(desc(orders.createdAt)),
    db.select().from(installments).where(inArray(installments.orderId, ids)).orderBy(asc(installments.seq)),
    db.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(desc(payments.createdAt), desc(payments.id)),
  ]);
  for (const { enrolled: isEnrolled, ...order } of orderRows)
    out.set(order.id, { order, installments: [], payments: [], owed: orderOwed({ status: order.status, enrolled: Boolean(isEnrolled) }) });
  for (const i of instRows) out.get(i.orderId)?.installments.push(i);
  for (const p of payRows) out.get(p.orderId)?.payments.push(p);
  return out;
}

/** The order as the buyer sees it; `paymentId` picks the payment this request made or found. */
export async function checkoutOrderView(db: Db, orderId: number, paymentId: number | null = null): Promise<CheckoutOrder> {
  const loaded = (await loadOrders(db, [orderId])).get(orderId);
  if (!loaded) throw new Error(`order ${orderId} vanished`);
  return toCheckoutOrder(loaded, await stateClock(db), paymentId);
}

export function toCheckoutOrder(
  { order, installments: inst, payments: pays, owed }: LoadedOrder,
  clock: StateClock,
  paymentId: number | null = null,
): CheckoutOrder {
  const seqOf = new Map(inst.map((i) => [i.id, i.seq]));
  const chosen = paymentId === null ? (pays[0] ?? null) : (pays.find((p) => p.id === paymentId) ?? null);
  return {
    id: order.id,
    number: orderNumber(order.id),
    status: order.status,
    plan: order.plan,
    total: order.total,
    createdAt: order.createdAt.toISOString(),
    course: { id: order.courseId, title: order.courseTitle, code: order.courseCode },
    installments: inst.map((i) => installmentView(i, clock, owed)),
    owed,
    payment: chosen
      ? paymentView(chosen, order, chosen.installmentId ? (seqOf.get(chosen.installmentId) ?? null) : null, inst.length)
      : null,
  };
}

export async function findOrderByKey(db: Db, userId: number, key: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row;
}
