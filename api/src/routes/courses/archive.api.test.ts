import { eq } from 'drizzle-orm';
import {
  ARCHIVE_CHOICE_REQUIRED,
  COURSE_ARCHIVED_CANNOT_PUBLISH,
  COURSE_HAS_RECORDS,
  addDaysToDate,
  limaDate,
} from '@inpro/shared-contracts';
import { auditLog, courses, notifications, orders } from '../../db/schema';
import { describeOnDb, type TestUser } from '../../test/testApp';
import { enrol, makeCourse } from '../../domain/materials/testData';
import { studentWithInstallments } from '../../domain/orders/testData';

/** A course with students, orders or certificates is archived, not deleted. */
describeOnDb('course archive', (t) => {
  let admin: TestUser;
  let teacher: TestUser;
  const today = limaDate();

  beforeAll(async () => {
    admin = await t.user('ADMIN');
    teacher = await t.user('DOCENTE');
  });

  const impactOf = async (id: number) =>
    (await t.inject({ method: 'GET', url: `/api/admin/courses/${id}/impact`, headers: admin.auth })).json();
  const archive = (id: number, payload: object) =>
    t.inject({ method: 'POST', url: `/api/courses/${id}/archive`, headers: admin.auth, payload });

  /** A course with two students owing an installment (one of them also paid one) and a third student enrolled with nothing due. */
  async function courseWithDebtors() {
    const a = await studentWithInstallments(t, teacher, [
      { dueDate: addDaysToDate(today, -30), status: 'PAGADO' },
      { dueDate: addDaysToDate(today, 30) },
    ]);
    const courseId = a.course.id;
    const b = await studentWithInstallments(t, teacher, [{ dueDate: addDaysToDate(today, 30) }]);
    await t.db.update(orders).set({ courseId }).where(eq(orders.id, b.order.id));
    const c = await t.user('ESTUDIANTE');
    for (const s of [a.student, b.student, c]) await enrol(t, s.user.id, courseId);
    return { courseId, a, b };
  }

  it('says what deleting would affect, refuses to delete, and archives keeping the installments: out of the catalogue and sales', async () => {
    const { courseId, a } = await courseWithDebtors();
    const impact = await impactOf(courseId);
    expect(impact).toEqual({
      enrolled: 3,
      withPendingPayments: 2,
      outstandingInstallments: 2,
      outstandingAmount: 600,
      orders: 2,
      certificates: 0,
      mustArchive: true,
      archived: false,
    });
    const del = await t.inject({ method: 'DELETE', url: `/api/courses/${courseId}`, headers: admin.auth });
    expect(del.statusCode).toBe(409);
    expect(del.json().error).toBe(COURSE_HAS_RECORDS);

    const missingChoice = await archive(courseId, {});
    expect(missingChoice.statusCode).toBe(400);
    expect(JSON.stringify(missingChoice.json())).toContain(ARCHIVE_CHOICE_REQUIRED);

    const res = await archive(courseId, { installments: 'KEEP' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: courseId, published: false, archivedAt: expect.any(String) });
    expect((await impactOf(courseId)).archived).toBe(true);

    // Out of the catalogue and of new sales; the student still sees the course and what she owes.
    const catalogue = (await t.inject({ method: 'GET', url: '/api/courses' })).json() as Array<{ id: number }>;
    expect(catalogue.map((c) => c.id)).not.toContain(courseId);
    const buyer = await t.user('ESTUDIANTE');
    const buy = await t.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...buyer.auth, 'idempotency-key': `archived-${courseId}` },
      payload: { courseId, plan: 'FULL', method: 'VOUCHER' },
    });
    expect(buy.statusCode).toBe(409);
    const mine = (await t.inject({ method: 'GET', url: '/api/my/courses', headers: a.student.auth })).json() as Array<{ id: number }>;
    expect(mine.map((c) => c.id)).toContain(courseId);
    const statement = (await t.inject({ method: 'GET', url: '/api/my/account-statement', headers: a.student.auth })).json();
    expect(statement.balanceDue).toBe(300);

    // It cannot be published again.
    const [row] = await t.db.select().from(courses).where(eq(courses.id, courseId));
    const republish = await t.inject({
      method: 'PUT',
      url: `/api/courses/${courseId}`,
      headers: admin.auth,
      payload: { title: row.title, code: row.code, teacherId: row.teacherId, published: true },
    });
    expect(republish.statusCode).toBe(409);
    expect(republish.json().error).toBe(COURSE_ARCHIVED_CANNOT_PUBLISH);

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'ARCHIVE'));
    expect(entry).toMatchObject({ entity: 'course', entityId: String(courseId) });
    expect(entry.details).toMatchObject({
      affects: '3 inscritos, 2 con pagos pendientes',
      installments: 'Mantenidas',
      cancelledOrders: [],
    });
  });

  it('archiving with CANCEL cancels what is still owed (paid installments and receipts stay) and records it', async () => {
    const { courseId, a, b } = await courseWithDebtors();
    const res = await archive(courseId, { installments: 'CANCEL' });
    expect(res.statusCode).toBe(200);
    const rows = await t.db.select().from(orders).where(eq(orders.courseId, courseId));
    expect(rows.map((o) => o.status).sort()).toEqual(['CANCELLED', 'CANCELLED']);
    const statement = (await t.inject({ method: 'GET', url: '/api/my/account-statement', headers: a.student.auth })).json();
    expect(statement.balanceDue).toBe(0);
    expect((await impactOf(courseId)).withPendingPayments).toBe(0);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(courseId)));
    const archived = entries.find((e) => e.action === 'ARCHIVE');
    expect(archived?.details).toMatchObject({ installments: 'Anuladas', outstandingAmount: 600 });
    expect((archived?.details as { cancelledOrders: number[] }).cancelledOrders.sort()).toEqual([a.order.id, b.order.id].sort());
    expect((await archive(courseId, { installments: 'KEEP' })).statusCode).toBe(409);
    // Both debtors are told their installments were cancelled; the student who owed nothing is not.
    const told = await t.db.select().from(notifications).where(eq(notifications.link, '/aula/pagos'));
    const cancelledNotice = told.filter((n) => n.title.startsWith('Cuotas anuladas: '));
    expect(cancelledNotice.map((n) => n.userId).sort()).toEqual([a.student.user.id, b.student.user.id].sort());
  });

  it('a course with nobody enrolled, no orders and no certificates can still be deleted', async () => {
    const course = await makeCourse(t, teacher.user.id);
    expect(await impactOf(course.id)).toMatchObject({ enrolled: 0, orders: 0, certificates: 0, mustArchive: false });
    const del = await t.inject({ method: 'DELETE', url: `/api/courses/${course.id}`, headers: admin.auth });
    expect(del.statusCode).toBe(204);
    expect(await t.db.select().from(courses).where(eq(courses.id, course.id))).toHaveLength(0);
  });

  it('only administrators see the impact or archive', async () => {
    const course = await makeCourse(t, teacher.user.id);
    const student = await t.user('ESTUDIANTE');
    expect((await t.inject({ method: 'GET', url: `/api/admin/courses/${course.id}/impact`, headers: student.auth })).statusCode).toBe(403);
    expect(
      (
        await t.inject({
          method: 'POST',
          url: `/api/courses/${course.id}/archive`,
          headers: teacher.auth,
          payload: { installments: 'KEEP' },
        })
      ).statusCode,
    ).toBe(403);
  });
});
