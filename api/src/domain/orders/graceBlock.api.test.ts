import { PAYMENT_OVERDUE_BLOCKED, addDaysToDate, limaDate } from '@inpro/shared-contracts';
import { enrolments, settings } from '../../db/schema';
import { describeEachDb, type TestUser } from '../../test/testApp';
import { studentWithInstallments } from './testData';

describeEachDb('payments: grace period and per-course statement', (t) => {
  let teacher: TestUser;
  const today = limaDate();

  beforeAll(async () => {
    teacher = await t.user('DOCENTE');
    await t.db
      .insert(settings)
      .values({ key: 'payments', value: { graceDays: 5 } })
      .onConflictDoUpdate({ target: settings.key, set: { value: { graceDays: 5 } } });
  });

  /** An enrolled student with a three-installment plan: the first paid, the others due on `dues`. */
  async function studentWithPlan(dues: [string, string], secondStatus: 'PENDIENTE' | 'EN_REVISION' = 'PENDIENTE') {
    const { course, student } = await studentWithInstallments(t, teacher, [
      { dueDate: addDaysToDate(today, -60), status: 'PAGADO' },
      { dueDate: dues[0], status: secondStatus },
      { dueDate: dues[1] },
    ]);
    await t.db.insert(enrolments).values({ userId: student.user.id, courseId: course.id });
    return { course, student };
  }
  const units = (student: TestUser, courseId: number) =>
    t.inject({ method: 'GET', url: `/api/materials/courses/${courseId}/units`, headers: student.auth });
  const statement = async (student: TestUser) =>
    (await t.inject({ method: 'GET', url: '/api/my/account-statement', headers: student.auth })).json();

  it('keeps the materials during the grace period and refuses them after it, with the Spanish notice', async () => {
    const within = await studentWithPlan([addDaysToDate(today, -5), addDaysToDate(today, 25)]);
    expect((await units(within.student, within.course.id)).statusCode).toBe(200);
    let s = await statement(within.student);
    // Within the grace days the installment past its date is Vencida (installmentState) but the materials stay open.
    expect(s).toMatchObject({ balanceDue: 600, overdue: true, graceDays: 5, nextDue: { state: 'VENCIDA' } });
    expect(s.courses).toEqual([
      {
        courseId: within.course.id,
        course: within.course.title,
        balanceDue: 600,
        nextDueDate: addDaysToDate(today, -5),
        overdue: true,
        blocked: false,
      },
    ]);

    const beyond = await studentWithPlan([addDaysToDate(today, -6), addDaysToDate(today, 25)]);
    const refused = await units(beyond.student, beyond.course.id);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error).toBe(PAYMENT_OVERDUE_BLOCKED);
    s = await statement(beyond.student);
    expect(s.courses[0]).toMatchObject({ balanceDue: 600, overdue: true, blocked: true });
    expect(s).toMatchObject({ overdue: true, nextDue: { amount: 300, dueDate: addDaysToDate(today, -6), state: 'VENCIDA' } });
  });

  it('a voucher under review or an up-to-date plan does not block; staff are never blocked', async () => {
    const reviewing = await studentWithPlan([addDaysToDate(today, -30), addDaysToDate(today, 10)], 'EN_REVISION');
    expect((await units(reviewing.student, reviewing.course.id)).statusCode).toBe(200);
    const upToDate = await studentWithPlan([addDaysToDate(today, 3), addDaysToDate(today, 33)]);
    expect((await units(upToDate.student, upToDate.course.id)).statusCode).toBe(200);
    const s = await statement(upToDate.student);
    expect(s).toMatchObject({ balanceDue: 600, overdue: false, nextDue: { dueDate: addDaysToDate(today, 3) } });
    expect(s.courses[0]).toMatchObject({ overdue: false, blocked: false });
    const blocked = await studentWithPlan([addDaysToDate(today, -40), addDaysToDate(today, -10)]);
    const admin = await t.user('ADMIN');
    expect((await units(admin, blocked.course.id)).statusCode).toBe(200);
    expect((await units(teacher, blocked.course.id)).statusCode).toBe(200);
  });
});
