import { and, eq } from 'drizzle-orm';
import type { InstallmentStatus } from '../../db/schema';
import { enrolments, installments, orders } from '../../db/schema';
import type { TestDb, TestUser } from '../../test/testApp';
import { makeCourse } from '../materials/testData';

/** Test-only: whether `userId` is enrolled in `courseId`. */
export async function isEnrolled(t: TestDb, userId: number, courseId: number): Promise<boolean> {
  const rows = await t.db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)));
  return rows.length > 0;
}

/**
 * Test-only: a new student with an installment order (S/ 300 each) for a new course of `teacher`,
 * the installments due on `dues` with their statuses.
 */
export async function studentWithInstallments(
  t: TestDb,
  teacher: TestUser,
  dues: Array<{ dueDate: string; status?: InstallmentStatus }>,
  orderStatus: 'PENDING' | 'PARTIAL' | 'FAILED' = 'PARTIAL',
) {
  const course = await makeCourse(t, teacher.user.id, { price: 300 * dues.length });
  const student = await t.user('ESTUDIANTE');
  const [order] = await t.db
    .insert(orders)
    .values({
      courseId: course.id,
      userId: student.user.id,
      courseTitle: course.title,
      courseCode: course.code,
      buyerName: student.user.fullName,
      buyerEmail: student.user.email,
      total: 300 * dues.length,
      status: orderStatus,
      provider: 'sandbox',
      plan: 'INSTALLMENTS',
    })
    .returning();
  await t.db.insert(installments).values(
    dues.map((d, i) => ({
      orderId: order.id,
      seq: i + 1,
      amount: 300,
      dueDate: d.dueDate,
      status: d.status ?? 'PENDIENTE',
      paidAt: d.status === 'PAGADO' ? new Date() : null,
    })),
  );
  return { course, student, order };
}
