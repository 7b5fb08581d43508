import type { FastifyRequest } from 'fastify';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { StudentClass } from '@inpro/shared-contracts';
import { attendance, courseSessions, courses, enrolments } from '../../db/schema';
import { preparedPerDatabase } from '../../lib/prepared';
import { markOf, toClassSession } from '../../modules/classroom/sessions';

/** The dated sessions of the user's courses with the course and the user's stored mark, earliest first (one prepared query). */
const classesOf = preparedPerDatabase((db) =>
  db
    .select({
      session: courseSessions,
      course: { id: courses.id, title: courses.title, code: courses.code, teacherVisible: courses.teacherVisible },
      markStatus: attendance.status,
    })
    .from(courseSessions)
    .innerJoin(courses, eq(courses.id, courseSessions.courseId))
    .leftJoin(attendance, and(eq(attendance.sessionId, courseSessions.id), eq(attendance.userId, sql.placeholder('userId'))))
    .where(
      and(
        sql`${courseSessions.courseId} in (select ${enrolments.courseId} from ${enrolments} where ${enrolments.userId} = ${sql.placeholder('userId')})`,
        sql`${courseSessions.sessionDate} is not null`,
      ),
    )
    .orderBy(
      sql`${courseSessions.sessionDate} asc nulls last`,
      sql`${courseSessions.startTime} asc nulls first`,
      asc(courseSessions.orderIdx),
      asc(courseSessions.id),
    )
    .prepare('student_classes'),
);

/** GET /student/classes: the sessions of the caller's courses (dated ones), by start, with status and join link. */
export async function studentClasses(req: FastifyRequest): Promise<StudentClass[]> {
  const rows = await classesOf(req.server.db).execute({ userId: req.user.id });
  const now = new Date();
  return rows.map(({ session, course, markStatus }) => ({
    ...toClassSession(session, course, now),
    teacherVisible: course.teacherVisible,
    attendanceStatus: markOf(markStatus ?? null, session, now),
  }));
}
