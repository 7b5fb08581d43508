import type { FastifyRequest } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import {
  ALREADY_ENROLLED,
  COURSE_CLOSED,
  COURSE_NOT_FOUND,
  INSTALLMENTS_NOT_OFFERED,
  VOUCHER_ALREADY_PENDING,
  isCourseFinished,
  limaDate,
  type Checkout,
  type CheckoutOrder,
} from '@inpro/shared-contracts';
import { audit } from '../../audit';
import { currentUser } from '../../auth/guards';
import { courses, enrolments, installments, orders, payments } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { chargeInstallment } from './chargeInstallment';
import type { PaymentProvider } from './paymentProvider';
import { checkoutOrderView, findOrderByKey } from './views';

/** Splits a price into `n` installments in céntimos; the last one takes the remainder. */
function splitAmount(total: number, n: number): number[] {
  const cents = Math.round(total * 100);
  const part = Math.floor(cents / n);
  return Array.from({ length: n }, (_, i) => (i === n - 1 ? cents - part * (n - 1) : part) / 100);
}

/** The installments of a plan: one due today (full payment), or the course's dates as they are (installments). */
function planInstallments(price: number, plan: Checkout['plan'], dates: string[], today: string): { amount: number; dueDate: string }[] {
  if (plan === 'FULL') return [{ amount: price, dueDate: today }];
  const sorted = [...dates].sort();
  const amounts = splitAmount(price, sorted.length);
  // Each installment keeps its date in the plan, the first one too (it is paid now, but its due date stays).
  return sorted.map((d, i) => ({ amount: amounts[i], dueDate: d }));
}

async function loadCourseForSale(req: FastifyRequest, courseId: number) {
  const [course] = await req.server.db.select().from(courses).where(eq(courses.id, courseId)).limit(1);
  if (!course) throw notFound(COURSE_NOT_FOUND);
  if (!course.published || isCourseFinished(course)) throw conflict(COURSE_CLOSED);
  return course;
}

async function refuseDuplicates(req: FastifyRequest, userId: number, courseId: number): Promise<void> {
  const db = req.server.db;
  const [enrolled] = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)))
    .limit(1);
  if (enrolled) throw conflict(ALREADY_ENROLLED, { link: '/aula' });
  const [waiting] = await db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(orders.userId, userId), eq(orders.courseId, courseId), eq(payments.status, 'PENDIENTE'), eq(payments.method, 'VOUCHER')))
    .limit(1);
  if (waiting) throw conflict(VOUCHER_ALREADY_PENDING);
}

/**
 * POST /orders: the checkout of the signed-in account. The same Idempotency-Key answers the same
 * order and never charges twice (the unique (user, key) index decides between parallel requests).
 * The amount is the server's price; a card pays the first installment now, a voucher leaves the
 * order pending until its file is sent (POST /orders/{id}/voucher) and approved.
 */
export async function createCheckout(
  req: FastifyRequest,
  body: Checkout,
  key: string,
  provider?: PaymentProvider,
): Promise<{ created: boolean; order: CheckoutOrder }> {
  const db = req.server.db;
  const user = currentUser(req)!;
  const existing = await findOrderByKey(db, user.id, key);
  if (existing) return { created: false, order: await checkoutOrderView(db, existing.id) };

  const course = await loadCourseForSale(req, body.courseId);
  await refuseDuplicates(req, user.id, course.id);
  const dates = course.installmentDates ?? [];
  if (body.plan === 'INSTALLMENTS' && dates.length < 2) throw badRequest(INSTALLMENTS_NOT_OFFERED, { plan: INSTALLMENTS_NOT_OFFERED });
  const plan = planInstallments(Number(course.price), body.plan, dates, limaDate());

  const order = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orders)
      .values({
        courseId: course.id,
        userId: user.id,
        courseTitle: course.title,
        courseCode: course.code,
        buyerName: user.fullName,
        buyerEmail: user.email,
        total: Number(course.price),
        currency: 'PEN',
        status: 'PENDING',
        provider: body.method === 'CARD' ? 'card' : 'voucher',
        plan: body.plan,
        idempotencyKey: key,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    await tx.insert(installments).values(plan.map((p, i) => ({ orderId: row.id, seq: i + 1, amount: p.amount, dueDate: p.dueDate })));
    await audit(
      req,
      {
        action: 'CREATE',
        entity: 'order',
        entityId: row.id,
        label: course.title,
        details: { courseId: course.id, plan: body.plan, method: body.method, total: row.total },
      },
      tx,
    );
    return row;
  });
  // A parallel request with the same key created it first: answer that one.
  if (!order) return { created: false, order: await checkoutOrderView(db, (await findOrderByKey(db, user.id, key))!.id) };

  if (body.method === 'VOUCHER') return { created: true, order: await checkoutOrderView(db, order.id) };

  const [first] = await db
    .select()
    .from(installments)
    .where(and(eq(installments.orderId, order.id), inArray(installments.status, ['PENDIENTE'])))
    .orderBy(installments.seq)
    .limit(1);
  const payment = await chargeInstallment(req, {
    order,
    installment: first,
    token: body.cardToken!,
    paymentMethodId: body.paymentMethodId,
    issuerId: body.issuerId,
    key,
    provider,
    failOrder: true,
  });
  return { created: true, order: await checkoutOrderView(db, order.id, payment.id) };
}
