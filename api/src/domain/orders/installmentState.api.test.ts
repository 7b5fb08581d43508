import { inArray } from 'drizzle-orm';
import { addDaysToDate, limaDate, sandboxToken } from '@inpro/shared-contracts';
import { enrolments, orders } from '../../db/schema';
import { describeEachDb, type TestUser } from '../../test/testApp';
import { makeCourse } from '../materials/testData';
import { studentWithInstallments } from './testData';

/** One installment state (Pendiente / Vencida once past its due date / Pagada) everywhere; the grace days only delay the block. */
describeEachDb('installment states', (t) => {
  let teacher: TestUser;
  let superAdmin: TestUser;
  const today = limaDate();
  const statementOf = async (who: TestUser) =>
    (await t.inject({ method: 'GET', url: '/api/my/account-statement', headers: who.auth })).json();

  beforeAll(async () => {
    teacher = await t.user('DOCENTE');
    superAdmin = await t.user('SUPER_ADMIN');
  });

  it('a future installment is Pendiente even when an older one waits for its voucher; a past one beyond the grace days is Vencida', async () => {
    const { student } = await studentWithInstallments(t, teacher, [
      { dueDate: addDaysToDate(today, -20), status: 'EN_REVISION' },
      { dueDate: addDaysToDate(today, 30) },
    ]);
    const s = await statementOf(student);
    expect(s.overdue).toBe(false);
    expect(s.nextDue).toMatchObject({ dueDate: addDaysToDate(today, 30), state: 'PENDIENTE' });
    expect(s.orders[0].installments.map((i: { state: string }) => i.state)).toEqual(['PENDIENTE', 'PENDIENTE']);

    const late = await studentWithInstallments(t, teacher, [{ dueDate: addDaysToDate(today, -4) }, { dueDate: addDaysToDate(today, 30) }]);
    const l = await statementOf(late.student);
    expect(l.graceDays).toBe(3);
    expect(l.overdue).toBe(true);
    expect(l.nextDue).toMatchObject({ dueDate: addDaysToDate(today, -4), state: 'VENCIDA' });
    expect(l.orders[0].installments.map((i: { state: string }) => i.state)).toEqual(['VENCIDA', 'PENDIENTE']);
  });

  it('an installment one day past its date is Vencida within the grace days, for the student and in the report', async () => {
    const { student } = await studentWithInstallments(t, teacher, [{ dueDate: addDaysToDate(today, -1) }, { dueDate: today }]);
    const s = await statementOf(student);
    expect(s.graceDays).toBe(3);
    expect(s.overdue).toBe(true);
    expect(s.nextDue).toMatchObject({ dueDate: addDaysToDate(today, -1), state: 'VENCIDA' });
    expect(s.orders[0].installments.map((i: { state: string }) => i.state)).toEqual(['VENCIDA', 'PENDIENTE']);
    expect(s.courses[0]).toMatchObject({ overdue: true, blocked: false });
    const summary = (await t.inject({ method: 'GET', url: '/api/superadmin/payments/summary', headers: superAdmin.auth })).json();
    const mine = summary.balances.find((b: { student: { id: number } }) => b.student.id === student.user.id);
    expect(mine).toMatchObject({ overdue: true, balance: 600 });
  });

  it('a purchase whose voucher was refused or waits is not owed: no balance, no Vencida, no next installment', async () => {
    const owed = await studentWithInstallments(t, teacher, [
      { dueDate: addDaysToDate(today, -31), status: 'PAGADO' },
      { dueDate: addDaysToDate(today, -1) },
    ]);
    const refused = await studentWithInstallments(t, teacher, [{ dueDate: addDaysToDate(today, -9), status: 'RECHAZADO' }], 'PENDING');
    const waiting = await studentWithInstallments(t, teacher, [{ dueDate: addDaysToDate(today, -2), status: 'EN_REVISION' }], 'PENDING');
    // The same student's three orders.
    await t.db
      .update(orders)
      .set({ userId: owed.student.user.id })
      .where(inArray(orders.id, [refused.order.id, waiting.order.id]));
    const s = await statementOf(owed.student);
    expect(s.balanceDue).toBe(300);
    expect(s.overdue).toBe(true);
    expect(s.nextDue).toMatchObject({ orderId: owed.order.id, amount: 300, state: 'VENCIDA' });
    expect(s.courses.map((c: { courseId: number }) => c.courseId)).toEqual([owed.course.id]);
    const byId = new Map(s.orders.map((o: { id: number }) => [o.id, o]));
    expect(byId.get(owed.order.id)).toMatchObject({ owed: true });
    expect(byId.get(refused.order.id)).toMatchObject({ owed: false, installments: [{ status: 'RECHAZADO', state: 'PENDIENTE' }] });
    expect(byId.get(waiting.order.id)).toMatchObject({ owed: false, installments: [{ status: 'EN_REVISION', state: 'PENDIENTE' }] });

    // Once the student is enrolled (staff enrolled them, or a payment was approved) the order is owed.
    await t.db.insert(enrolments).values({ userId: owed.student.user.id, courseId: refused.course.id });
    const after = await statementOf(owed.student);
    expect(after.balanceDue).toBe(600);
    expect(after.nextDue).toMatchObject({ orderId: refused.order.id, state: 'VENCIDA' });
  });

  it('paying never rewrites a due date: the first installment keeps its date and is Pagada', async () => {
    const course = await makeCourse(t, teacher.user.id, { price: 900, installmentDates: ['2099-01-11', '2099-02-11', '2099-03-11'] });
    const student = await t.user('ESTUDIANTE');
    const res = await t.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...student.auth, 'idempotency-key': `state-${Date.now()}` },
      payload: { courseId: course.id, plan: 'INSTALLMENTS', method: 'CARD', cardToken: sandboxToken('4111 1111 1111 1111') },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().installments.map((i: { dueDate: string; state: string }) => [i.dueDate, i.state])).toEqual([
      ['2099-01-11', 'PAGADA'],
      ['2099-02-11', 'PENDIENTE'],
      ['2099-03-11', 'PENDIENTE'],
    ]);
  });

  it('the financial report names a full payment "Pago completo" and an installment "Cuota n de m"', async () => {
    const full = await makeCourse(t, teacher.user.id, { price: 450 });
    const split = await makeCourse(t, teacher.user.id, { price: 900, installmentDates: ['2099-01-11', '2099-02-11', '2099-03-11'] });
    const student = await t.user('ESTUDIANTE');
    for (const [course, plan] of [
      [full, 'FULL'],
      [split, 'INSTALLMENTS'],
    ] as const) {
      const paid = await t.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...student.auth, 'idempotency-key': `report-${course.id}` },
        payload: { courseId: course.id, plan, method: 'CARD', cardToken: sandboxToken('4111 1111 1111 1111') },
      });
      expect(paid.statusCode).toBe(201);
    }
    const report = await t.inject({
      method: 'GET',
      url: `/api/superadmin/reports?type=Financiero&from=${today}&to=${today}`,
      headers: superAdmin.auth,
    });
    expect(report.statusCode).toBe(200);
    const concepts = Object.fromEntries(
      (report.json().rows as unknown[][]).filter((r) => r[2] === student.user.email).map((r) => [r[4], r[5]]),
    );
    expect(concepts).toEqual({ [full.code]: 'Pago completo', [split.code]: 'Cuota 1 de 3' });
  });
});
