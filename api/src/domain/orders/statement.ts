import type { FastifyRequest } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { installmentState, type AccountStatement } from '@inpro/shared-contracts';
import { currentUser } from '../../auth/guards';
import { orders } from '../../db/schema';
import { loadGroup } from '../settings/store';
import { blockedCourseIds } from './graceBlock';
import { loadOrders, paymentView, stateClock, toCheckoutOrder } from './views';

/**
 * GET /my/account-statement: the balance due (every unpaid installment of an order the student
 * owes: orderOwed, so not a purchase whose first voucher waits or was refused), the next
 * one to pay, whether one is overdue, the orders and the payment history, and the institute's
 * account data for vouchers.
 */
export async function accountStatement(req: FastifyRequest): Promise<AccountStatement> {
  const db = req.server.db;
  const user = currentUser(req)!;
  const ids = (await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, user.id)).orderBy(desc(orders.createdAt))).map(
    (r) => r.id,
  );
  const loaded = [...(await loadOrders(db, ids)).values()];
  const clock = await stateClock(db);
  let balanceDue = 0;
  let nextDue: AccountStatement['nextDue'] = null;
  let overdue = false;
  const history: AccountStatement['history'] = [];
  const perCourse = new Map<string, AccountStatement['courses'][number]>();
  for (const entry of loaded) {
    const { order } = entry;
    const seqOf = new Map(entry.installments.map((i) => [i.id, i.seq]));
    for (const p of entry.payments)
      history.push(paymentView(p, order, p.installmentId ? (seqOf.get(p.installmentId) ?? null) : null, entry.installments.length));
    if (!entry.owed) continue;
    const key = order.courseId === null ? `order:${order.id}` : `course:${order.courseId}`;
    const course = perCourse.get(key) ?? {
      courseId: order.courseId,
      course: order.courseTitle,
      balanceDue: 0,
      nextDueDate: null,
      overdue: false,
      blocked: false,
    };
    perCourse.set(key, course);
    for (const i of entry.installments) {
      if (i.status === 'PAGADO') continue;
      balanceDue += i.amount;
      course.balanceDue = Math.round((course.balanceDue + i.amount) * 100) / 100;
      if (!course.nextDueDate || i.dueDate < course.nextDueDate) course.nextDueDate = i.dueDate;
      const state = installmentState(i, clock.today);
      if (state === 'VENCIDA') {
        overdue = true;
        course.overdue = true;
      }
      if (i.status !== 'EN_REVISION' && (!nextDue || i.dueDate < nextDue.dueDate)) {
        nextDue = { installmentId: i.id, orderId: order.id, course: order.courseTitle, amount: i.amount, dueDate: i.dueDate, state };
      }
    }
  }
  history.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  const payments = await loadGroup(req.server, 'payments');
  const blocked = new Set(await blockedCourseIds(db, user.id));
  for (const c of perCourse.values()) c.blocked = c.courseId !== null && blocked.has(c.courseId);
  return {
    balanceDue: Math.round(balanceDue * 100) / 100,
    nextDue,
    overdue,
    graceDays: clock.graceDays,
    courses: [...perCourse.values()],
    orders: loaded.filter((e) => e.order.status !== 'FAILED').map((e) => toCheckoutOrder(e, clock)),
    history,
    voucherAccount: {
      bank: payments.bank,
      accountNumber: payments.accountNumber,
      cci: payments.cci,
      holder: payments.holder,
      yapePlinPhone: payments.yapePlinPhone,
    },
  };
}
