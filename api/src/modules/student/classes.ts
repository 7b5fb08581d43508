import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { StudentClass } from '@inpro/shared-contracts';
import { courseSessions, enrolments } from '../../db/schema';
import { listSessionsWithCourse } from '../classroom/sessions';
import { ownMarks } from './attendanceView';
import { markOf, toClassSession } from '../classroom/sessions';

/** GET /student/classes: the sessions of the caller's courses (dated ones), by start, with status and join link. */
export async function studentClasses(req: FastifyRequest): Promise<StudentClass[]> {
  const db = req.server.db;
  const rows = await listSessionsWithCourse(db, [
    sql`${courseSessions.courseId} in (select ${enrolments.courseId} from ${enrolments} where ${enrolments.userId} = ${req.user.id})`,
    sql`${courseSessions.sessionDate} is not null`,
  ]);
  const now = new Date();
  const marks = await ownMarks(
    db,
    req.user.id,
    rows.map((r) => r.session.id),
  );
  return rows.map(({ session, course }) => ({
    ...toClassSession(session, course, now),
    teacherVisible: course.teacherVisible,
    attendanceStatus: markOf(marks.get(session.id)?.status ?? null, session, now),
  }));
}
