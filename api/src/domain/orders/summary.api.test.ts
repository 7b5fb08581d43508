import { DATE_INPUT_INVALID, DATE_RANGE_INVALID, addDaysToDate, formatDate, limaDate } from '@inpro/shared-contracts';
import { installments, orders, payments } from '../../db/schema';
import { describeEachDb, type TestUser } from '../../test/testApp';
import { makeCourse } from '../materials/testData';

const DAY = 86_400_000;

describeEachDb('payments: /superadmin/pagos figures and filters', (t) => {
  let superAdmin: TestUser;
  const today = limaDate();
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    superAdmin = await t.user('SUPER_ADMIN');
    const teacher = await t.user('DOCENTE');
    const course = await makeCourse(t, teacher.user.id, { price: 500 });
    const order = async (student: TestUser, fields: Partial<typeof orders.$inferInsert>) =>
      (
        await t.db
          .insert(orders)
          .values({
            courseId: course.id,
            userId: student.user.id,
            courseTitle: course.title,
            buyerName: student.user.fullName,
            buyerEmail: student.user.email,
            total: 500,
            provider: 'sandbox',
            ...fields,
          })
          .returning()
      )[0];
    const now = new Date();
    // A: paid in full today by card.
    const a = await t.user('ESTUDIANTE');
    const oa = await order(a, { status: 'PAID', paidAt: now });
    const [ia] = await t.db
      .insert(installments)
      .values({ orderId: oa.id, seq: 1, amount: 500, dueDate: today, status: 'PAGADO', paidAt: now })
      .returning();
    [{ id: ids.a }] = await t.db
      .insert(payments)
      .values({
        orderId: oa.id,
        installmentId: ia.id,
        userId: a.user.id,
        method: 'CARD',
        provider: 'sandbox',
        amount: 500,
        status: 'APROBADO',
        decidedAt: now,
      })
      .returning({ id: payments.id });
    // B: three installments, the first paid 40 days ago, the second overdue, the third due in 10 days.
    const b = await t.user('ESTUDIANTE');
    const ob = await order(b, { status: 'PARTIAL', plan: 'INSTALLMENTS', total: 900 });
    const [ib] = await t.db
      .insert(installments)
      .values([
        {
          orderId: ob.id,
          seq: 1,
          amount: 300,
          dueDate: addDaysToDate(today, -40),
          status: 'PAGADO',
          paidAt: new Date(Date.now() - 40 * DAY),
        },
        { orderId: ob.id, seq: 2, amount: 300, dueDate: addDaysToDate(today, -10) },
        { orderId: ob.id, seq: 3, amount: 300, dueDate: addDaysToDate(today, 10) },
      ])
      .returning();
    const old = new Date(Date.now() - 40 * DAY);
    [{ id: ids.b }] = await t.db
      .insert(payments)
      .values({
        orderId: ob.id,
        installmentId: ib.id,
        userId: b.user.id,
        method: 'CARD',
        provider: 'sandbox',
        amount: 300,
        status: 'APROBADO',
        decidedAt: old,
        createdAt: old,
      })
      .returning({ id: payments.id });
    // C: a purchase not confirmed (orderOwed): a voucher waiting for review today and one refused three days ago; C owes nothing yet.
    const c = await t.user('ESTUDIANTE');
    const oc = await order(c, { status: 'PENDING', total: 200 });
    const [ic] = await t.db
      .insert(installments)
      .values({ orderId: oc.id, seq: 1, amount: 200, dueDate: addDaysToDate(today, -3), status: 'EN_REVISION' })
      .returning();
    const before = new Date(Date.now() - 3 * DAY);
    const inserted = await t.db
      .insert(payments)
      .values([
        {
          orderId: oc.id,
          installmentId: ic.id,
          userId: c.user.id,
          method: 'VOUCHER',
          provider: 'voucher',
          amount: 200,
          status: 'PENDIENTE',
        },
        {
          orderId: oc.id,
          installmentId: ic.id,
          userId: c.user.id,
          method: 'VOUCHER',
          provider: 'voucher',
          amount: 150,
          status: 'RECHAZADO',
          reason: 'Ilegible',
          createdAt: before,
          decidedAt: before,
        },
      ])
      .returning({ id: payments.id });
    ids.c = inserted[0].id;
    ids.rejected = inserted[1].id;
    ids.studentB = b.user.id;
  });

  it('collected, pending, overdue and this month with their sparklines, the donut counts and the balances', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/superadmin/payments/summary', headers: superAdmin.auth });
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s.collected).toMatchObject({ amount: 800, count: 2 });
    expect(s.collected.trend).toHaveLength(6);
    expect(s.collected.trend.at(-1)).toBe(500);
    expect(s.collected.trend.reduce((x: number, y: number) => x + y, 0)).toBe(800);
    expect(s.months.at(-1)).toBe(`${today.slice(0, 7)}-01`);
    expect(s.pending).toMatchObject({ amount: 300, count: 1 });
    expect(s.pending.trend.reduce((x: number, y: number) => x + y, 0)).toBe(300);
    expect(s.overdue).toMatchObject({ amount: 300, count: 1 });
    expect(s.overdue.trend.reduce((x: number, y: number) => x + y, 0)).toBe(300);
    expect(s.thisMonth).toMatchObject({ amount: 500, count: 1 });
    expect(s.thisMonth.trend.at(-1)).toBe(500);
    expect(s.byStatus).toEqual([
      { status: 'PENDIENTE', count: 1, amount: 200 },
      { status: 'APROBADO', count: 2, amount: 800 },
      { status: 'RECHAZADO', count: 1, amount: 150 },
    ]);
    expect(s.balances).toHaveLength(1);
    expect(s.balances[0]).toMatchObject({
      student: { id: ids.studentB },
      balance: 600,
      overdue: true,
      nextDueDate: addDaysToDate(today, -10),
    });
  });

  it('filters the payments by status and by Lima dates typed dd/mm/aaaa; bad dates are refused in Spanish', async () => {
    const list = async (query: string) => t.inject({ method: 'GET', url: `/api/superadmin/payments?${query}`, headers: superAdmin.auth });
    const idsOf = async (query: string) => ((await list(query)).json() as { id: number }[]).map((p) => p.id).sort((x, y) => x - y);
    const d = encodeURIComponent(formatDate(today));
    expect(await idsOf(`from=${d}&to=${d}`)).toEqual([ids.a, ids.c].sort((x, y) => x - y));
    expect(await idsOf(`from=${addDaysToDate(today, -5)}&status=RECHAZADO`)).toEqual([ids.rejected]);
    expect(await idsOf(`to=${addDaysToDate(today, -30)}`)).toEqual([ids.b]);
    const bad = await list('from=31/02/2026');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(DATE_INPUT_INVALID);
    const reversed = await list(`from=${today}&to=${addDaysToDate(today, -1)}`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error).toBe(DATE_RANGE_INVALID);
  });

  it('only the master administrator reads the figures', async () => {
    for (const role of ['ADMIN', 'DOCENTE', 'ESTUDIANTE'] as const) {
      const who = await t.user(role);
      expect((await t.inject({ method: 'GET', url: '/api/superadmin/payments/summary', headers: who.auth })).statusCode).toBe(403);
    }
    expect((await t.inject({ method: 'GET', url: '/api/superadmin/payments/summary' })).statusCode).toBe(401);
  });
});
