import { and, eq, inArray, lt, ne, notInArray, sql } from 'drizzle-orm';
import { SETTINGS_DEFAULTS, limaDate, overdueCutoff } from '@inpro/shared-contracts';
import type { Db } from '../../db';
import { enrolments, installments, orders, settings } from '../../db/schema';
import { preparedPerDatabase } from '../../lib/prepared';

/**
 * The grace period (settings → payments → graceDays): a student keeps the course materials while
 * an installment is overdue for at most that many days; after that the materials are refused until
 * the installment is paid. An installment whose voucher is under review (EN_REVISION) does not
 * block: the student has paid and waits for the decision.
 */
export async function graceDays(db: Db): Promise<number> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'payments')).limit(1);
  const value = (row?.value as { graceDays?: unknown } | undefined)?.graceDays;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : SETTINGS_DEFAULTS.payments.graceDays;
}

/** The first due date still within the grace period today: Vencida installments due before it close the course's materials. */
function graceCutoff(days: number, today: string = limaDate()): string {
  return overdueCutoff(today, days);
}

/** The ids of the courses (among `courseIds`, or all) whose materials the student has lost for an overdue installment. */
export async function blockedCourseIds(db: Db, userId: number, courseIds?: number[]): Promise<number[]> {
  if (courseIds && !courseIds.length) return [];
  const cutoff = graceCutoff(await graceDays(db));
  const rows = await db
    .selectDistinct({ courseId: orders.courseId })
    .from(installments)
    .innerJoin(orders, eq(orders.id, installments.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        courseIds ? inArray(orders.courseId, courseIds) : sql`${orders.courseId} is not null`,
        notInArray(orders.status, ['FAILED', 'CANCELLED']),
        notInArray(installments.status, ['PAGADO', 'EN_REVISION']),
        lt(installments.dueDate, cutoff),
        ne(installments.amount, 0),
        // Only a course the student has (a refused voucher of a course never entered blocks nothing).
        sql`exists (select 1 from ${enrolments} e where e.user_id = ${orders.userId} and e.course_id = ${orders.courseId})`,
      ),
    );
  return rows.map((r) => r.courseId).filter((id): id is number => id !== null);
}

/** The due dates before `today` of the student's unpaid installments of one course they have (what may block it). */
const overdueInstallments = preparedPerDatabase((db) =>
  db
    .select({ dueDate: installments.dueDate })
    .from(installments)
    .innerJoin(orders, eq(orders.id, installments.orderId))
    .where(
      and(
        eq(orders.userId, sql.placeholder('userId')),
        eq(orders.courseId, sql.placeholder('courseId')),
        notInArray(orders.status, ['FAILED', 'CANCELLED']),
        notInArray(installments.status, ['PAGADO', 'EN_REVISION']),
        lt(installments.dueDate, sql`${sql.placeholder('today')}::date`),
        ne(installments.amount, 0),
        sql`exists (select 1 from ${enrolments} e where e.user_id = ${orders.userId} and e.course_id = ${orders.courseId})`,
      ),
    )
    .prepare('grace_overdue_installments'),
);

/**
 * Whether the student has lost one course's materials for an overdue installment (the rule of
 * `blockedCourseIds`). A student with no installment past due, nearly everyone, costs one query:
 * the grace period is read only when there is one.
 */
export async function isCourseBlocked(db: Db, userId: number, courseId: number): Promise<boolean> {
  const today = limaDate();
  const overdue = await overdueInstallments(db).execute({ userId, courseId, today });
  if (!overdue.length) return false;
  const cutoff = graceCutoff(await graceDays(db), today);
  return overdue.some((i) => i.dueDate < cutoff);
}
