import { and, eq } from 'drizzle-orm';
import { addDaysToDate, limaDate } from '@inpro/shared-contracts';
import type { Db } from '../db';
import { courses, enrolments, installments, orders, payments, type UserRow } from '../db/schema';
import { receiptNumber } from '../domain/orders/settle';

export interface PaymentsSeedInput {
  people: Record<string, UserRow>;
  courseIds: Record<string, number>;
}

const DAY = 24 * 3600_000;

type InstallmentSeed = {
  amount: number;
  dueInDays: number;
  status: 'PENDIENTE' | 'EN_REVISION' | 'PAGADO' | 'RECHAZADO';
  paidDaysAgo?: number;
};
type PaymentSeed = {
  seq: number;
  method: 'CARD' | 'VOUCHER';
  status: 'PENDIENTE' | 'APROBADO' | 'RECHAZADO';
  daysAgo: number;
  reason?: string;
};

/**
 * Every payment state of /aula/pagos and /superadmin/pagos, relative to `now`, for the demo
 * student and others: the demo student's litigation course paid by card (receipt), a three-
 * installment plan of the family course with the first paid and the second overdue by one day
 * (inside the default grace period: 'Vencida', materials still open), a voucher waiting for
 * review and a refused voucher with its reason. Another student has a refused voucher and one more
 * an installment paid by an approved voucher. (seedAdmin adds a plan overdue beyond the grace
 * period, whose materials are refused.)
 */
export async function seedPayments(db: Db, { people, courseIds }: PaymentsSeedInput, now: Date = new Date()): Promise<void> {
  const today = limaDate(now);
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const adminId = people.superadmin?.id ?? people.admin?.id ?? null;

  async function order(
    buyer: UserRow | undefined,
    key: string,
    plan: 'FULL' | 'INSTALLMENTS',
    status: 'PENDING' | 'PARTIAL' | 'PAID',
    createdDaysAgo: number,
    plans: InstallmentSeed[],
    pays: PaymentSeed[],
  ): Promise<void> {
    const courseId = courseIds[key];
    if (!buyer || !courseId) return;
    const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
    if (!course) return;
    const [row] = await db
      .insert(orders)
      .values({
        courseId,
        userId: buyer.id,
        courseTitle: course.title,
        courseCode: course.code,
        buyerName: buyer.fullName,
        buyerEmail: buyer.email,
        total: plans.reduce((sum, p) => sum + p.amount, 0),
        status,
        plan,
        provider: pays.some((p) => p.method === 'VOUCHER') ? 'voucher' : 'sandbox',
        paidAt: status === 'PAID' ? ago(createdDaysAgo) : null,
        createdAt: ago(createdDaysAgo),
      })
      .returning({ id: orders.id });
    const inst = await db
      .insert(installments)
      .values(
        plans.map((p, i) => ({
          orderId: row.id,
          seq: i + 1,
          amount: p.amount,
          dueDate: addDaysToDate(today, p.dueInDays),
          status: p.status,
          paidAt: p.paidDaysAgo === undefined ? null : ago(p.paidDaysAgo),
        })),
      )
      .returning({ id: installments.id, seq: installments.seq, amount: installments.amount });
    for (const p of pays) {
      const target = inst.find((i) => i.seq === p.seq)!;
      const at = ago(p.daysAgo);
      const decided = p.status !== 'PENDIENTE';
      const [payment] = await db
        .insert(payments)
        .values({
          orderId: row.id,
          installmentId: target.id,
          userId: buyer.id,
          method: p.method,
          provider: p.method === 'VOUCHER' ? 'voucher' : 'sandbox',
          amount: target.amount,
          status: p.status,
          reason: p.reason ?? null,
          decidedBy: decided && p.method === 'VOUCHER' ? adminId : null,
          decidedAt: decided ? at : null,
          createdAt: at,
        })
        .returning({ id: payments.id });
      if (p.status === 'APROBADO') {
        await db
          .update(payments)
          .set({ receiptNumber: receiptNumber(payment.id, at) })
          .where(eq(payments.id, payment.id));
      }
    }
    if (pays.some((p) => p.status === 'APROBADO')) {
      await db.insert(enrolments).values({ userId: buyer.id, courseId, source: 'ORDER' }).onConflictDoNothing();
    }
  }

  const price = async (key: string) =>
    courseIds[key] ? ((await db.select({ price: courses.price }).from(courses).where(eq(courses.id, courseIds[key])))[0]?.price ?? 0) : 0;
  const thirds = (total: number) => {
    const share = Math.round((total / 3) * 100) / 100;
    return [share, share, Math.round((total - 2 * share) * 100) / 100];
  };

  const student = people.estudiante;
  // The demo student's litigation course, paid in full by card: its installment and payment (receipt).
  const [paid] = student
    ? await db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, student.id), eq(orders.courseId, courseIds.litigacion ?? -1), eq(orders.status, 'PAID')))
    : [];
  if (paid) {
    const at = paid.paidAt ?? paid.createdAt;
    const [inst] = await db
      .insert(installments)
      .values({ orderId: paid.id, seq: 1, amount: paid.total, dueDate: limaDate(at), status: 'PAGADO', paidAt: at })
      .returning({ id: installments.id });
    const [payment] = await db
      .insert(payments)
      .values({
        orderId: paid.id,
        installmentId: inst.id,
        userId: student.id,
        method: 'CARD',
        provider: 'sandbox',
        providerRef: paid.providerRef,
        amount: paid.total,
        status: 'APROBADO',
        decidedAt: at,
        createdAt: at,
      })
      .returning({ id: payments.id });
    await db
      .update(payments)
      .set({ receiptNumber: receiptNumber(payment.id, at) })
      .where(eq(payments.id, payment.id));
  }
  // The demo student: a plan of the family course, the second installment overdue by one day.
  const [f1, f2, f3] = thirds(await price('familia'));
  await order(
    student,
    'familia',
    'INSTALLMENTS',
    'PARTIAL',
    32,
    [
      { amount: f1, dueInDays: -31, status: 'PAGADO', paidDaysAgo: 31 },
      { amount: f2, dueInDays: -1, status: 'PENDIENTE' },
      { amount: f3, dueInDays: 29, status: 'PENDIENTE' },
    ],
    [{ seq: 1, method: 'CARD', status: 'APROBADO', daysAgo: 31 }],
  );
  // A voucher waiting for the master administrator (not enrolled until approved).
  await order(
    student,
    'tributario',
    'FULL',
    'PENDING',
    2,
    [{ amount: await price('tributario'), dueInDays: -2, status: 'EN_REVISION' }],
    [{ seq: 1, method: 'VOUCHER', status: 'PENDIENTE', daysAgo: 2 }],
  );
  // A voucher that was refused, with the reason the student reads.
  await order(
    student,
    'notarial',
    'FULL',
    'PENDING',
    9,
    [{ amount: await price('notarial'), dueInDays: -9, status: 'RECHAZADO' }],
    [
      {
        seq: 1,
        method: 'VOUCHER',
        status: 'RECHAZADO',
        daysAgo: 8,
        reason: 'El monto del voucher no coincide con el precio del curso.',
      },
    ],
  );
  // Others: a refused voucher, and a plan whose first installment was paid by an approved voucher.
  await order(
    people.est2,
    'comercial',
    'FULL',
    'PENDING',
    6,
    [{ amount: await price('comercial'), dueInDays: -6, status: 'RECHAZADO' }],
    [{ seq: 1, method: 'VOUCHER', status: 'RECHAZADO', daysAgo: 5, reason: 'La imagen del voucher no se puede leer.' }],
  );
  const [a1, a2, a3] = thirds(await price('compliance'));
  await order(
    people.est7,
    'compliance',
    'INSTALLMENTS',
    'PARTIAL',
    12,
    [
      { amount: a1, dueInDays: -12, status: 'PAGADO', paidDaysAgo: 11 },
      { amount: a2, dueInDays: 18, status: 'PENDIENTE' },
      { amount: a3, dueInDays: 48, status: 'PENDIENTE' },
    ],
    [{ seq: 1, method: 'VOUCHER', status: 'APROBADO', daysAgo: 11 }],
  );
}
