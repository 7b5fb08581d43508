import type { FastifyRequest } from 'fastify';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  CLASSROOM_LINKS,
  COURSE_ALREADY_ARCHIVED,
  COURSE_NOT_FOUND,
  courseImpactText,
  type ArchiveInstallmentChoice,
  type CourseImpact,
} from '@inpro/shared-contracts';
import { audit } from '../../audit';
import { rows, type Db } from '../../db';
import { courses, orders } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { notifyMany } from '../../domain/notifications/notify';
import * as repo from './repo';

/** What deleting the course would affect: its students, what they still owe, its orders and certificates. */
export async function courseImpact(db: Db, id: number): Promise<CourseImpact> {
  const course = await repo.findCourse(db, id);
  if (!course) throw notFound(COURSE_NOT_FOUND);
  const [r] = await rows<{
    enrolled: number;
    orders: number;
    certificates: number;
    with_pending: number;
    outstanding: number;
    amount: number | string | null;
  }>(
    db,
    sql`select (select count(*)::int from enrolments e where e.course_id = ${id}) as enrolled,
               (select count(*)::int from orders o where o.course_id = ${id} and o.status <> 'FAILED') as orders,
               (select count(*)::int from certificates c where c.course_id = ${id}) as certificates,
               count(distinct o.user_id)::int as with_pending,
               count(i.id)::int as outstanding,
               coalesce(sum(i.amount), 0)::float8 as amount
          from installments i join orders o on o.id = i.order_id
         where o.course_id = ${id} and o.status in ('PENDING', 'PARTIAL') and i.status <> 'PAGADO'`,
  );
  return {
    enrolled: r.enrolled,
    withPendingPayments: r.with_pending,
    outstandingInstallments: r.outstanding,
    outstandingAmount: Math.round(Number(r.amount ?? 0) * 100) / 100,
    orders: r.orders,
    certificates: r.certificates,
    mustArchive: r.enrolled + r.orders + r.certificates > 0,
    archived: course.archivedAt !== null,
  };
}

/**
 * POST /courses/{id}/archive: unpublishes the course for good (out of the catalogue and new sales)
 * and keeps its students, payments and certificates. `installments` says what happens to what its
 * students still owe: KEEP leaves the installments due; CANCEL cancels the unpaid orders of the
 * course (their paid installments and receipts stay). The choice and what it affected go to the audit log.
 */
export async function archiveCourse(req: FastifyRequest, id: number, choice: ArchiveInstallmentChoice): Promise<void> {
  const db = req.server.db;
  const course = await repo.findCourse(db, id);
  if (!course) throw notFound(COURSE_NOT_FOUND);
  if (course.archivedAt) throw conflict(COURSE_ALREADY_ARCHIVED);
  const impact = await courseImpact(db, id);
  await db.transaction(async (tx) => {
    const archived = await tx
      .update(courses)
      .set({ archivedAt: new Date(), published: false, updatedAt: new Date() })
      .where(and(eq(courses.id, id), isNull(courses.archivedAt)))
      .returning({ id: courses.id });
    if (!archived.length) throw conflict(COURSE_ALREADY_ARCHIVED);
    const cancelled =
      choice === 'CANCEL'
        ? await tx
            .update(orders)
            .set({ status: 'CANCELLED', updatedAt: new Date() })
            .where(and(eq(orders.courseId, id), inArray(orders.status, ['PENDING', 'PARTIAL'])))
            .returning({ id: orders.id, userId: orders.userId })
        : [];
    // What a student owed is no longer due: they hear it, as of any decision about their money.
    await notifyMany(
      tx,
      cancelled.map((o) => o.userId).filter((u): u is number => u !== null),
      {
        kind: 'PAYMENT',
        title: `Cuotas anuladas: ${course.title}`,
        body: 'El curso se cerró y sus cuotas pendientes se anularon: ya no debes pagarlas. Tus pagos y comprobantes se conservan.',
        link: CLASSROOM_LINKS.studentPayments,
      },
    );
    await audit(
      req,
      {
        action: 'ARCHIVE',
        entity: 'course',
        entityId: id,
        label: course.title,
        details: {
          title: course.title,
          code: course.code,
          affects: courseImpactText(impact),
          enrolled: impact.enrolled,
          withPendingPayments: impact.withPendingPayments,
          certificates: impact.certificates,
          installments: choice === 'CANCEL' ? 'Anuladas' : 'Mantenidas',
          outstandingInstallments: impact.outstandingInstallments,
          outstandingAmount: impact.outstandingAmount,
          cancelledOrders: cancelled.map((o) => o.id),
        },
      },
      tx,
    );
  });
}
