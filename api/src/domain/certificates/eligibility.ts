import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { DEFAULT_MIN_ATTENDANCE, certificateEligibility, limaDate, type Eligibility } from '@inpro/shared-contracts';
import { rows } from '../../db';
import { findCourseRef } from '../../modules/classroom/access';
import { passingMark } from '../../modules/classroom/passingMark';
import { buildGradebook } from '../../modules/gradebook/buildGradebook';
import { getSettings } from '../settings/store';

/**
 * The certificate eligibility (certificateEligibility in shared-contracts) of participants of a
 * course, read in a fixed number of queries whatever their number: the course's end date, each one's
 * final grade of the gradebook (overrides included), sessions held and attended, and what they still owe.
 */
export async function eligibilityOf(app: FastifyInstance, courseId: number, userIds: number[]): Promise<Map<number, Eligibility>> {
  const out = new Map<number, Eligibility>();
  if (!userIds.length) return out;
  const db = app.db;
  const today = limaDate();
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const [[course], ref, attendance, balances, mark, academic] = await Promise.all([
    rows<{ end_date: string | null }>(db, sql`select end_date::text as end_date from courses where id = ${courseId}`),
    findCourseRef(db, courseId),
    rows<{ user_id: number; present: number }>(
      db,
      sql`select a.user_id, count(*)::int as present
            from attendance a join course_sessions cs on cs.id = a.session_id
           where cs.course_id = ${courseId} and cs.cancelled_at is null and cs.session_date <= ${today}::date
             and a.status = 'PRESENTE' and a.user_id in (${ids})
           group by a.user_id`,
    ),
    rows<{ user_id: number; due: number }>(
      db,
      sql`select o.user_id, sum(i.amount)::float8 as due
            from installments i join orders o on o.id = i.order_id
           where o.course_id = ${courseId} and o.status in ('PENDING', 'PARTIAL') and i.status <> 'PAGADO' and o.user_id in (${ids})
           group by o.user_id`,
    ),
    passingMark(app),
    getSettings(app, 'academic'),
  ]);
  const [{ held }] = await rows<{ held: number }>(
    db,
    sql`select count(*)::int as held from course_sessions
         where course_id = ${courseId} and cancelled_at is null and session_date <= ${today}::date`,
  );
  const book = ref ? await buildGradebook(db, ref, mark) : null;
  const minAttendance = typeof academic.minAttendance === 'number' ? academic.minAttendance : DEFAULT_MIN_ATTENDANCE;
  for (const userId of userIds) {
    out.set(
      userId,
      certificateEligibility({
        endDate: course?.end_date ?? null,
        today,
        average: book?.rows.find((r) => r.userId === userId)?.grade.final ?? null,
        passingMark: mark,
        held,
        present: attendance.find((a) => a.user_id === userId)?.present ?? 0,
        minAttendance,
        balanceDue: Math.round(Number(balances.find((b) => b.user_id === userId)?.due ?? 0) * 100) / 100,
      }),
    );
  }
  return out;
}
