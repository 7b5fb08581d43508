import type { FastifyRequest } from 'fastify';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { isSessionHeld, sessionsProgressPercent, type TeacherDashboard } from '@inpro/shared-contracts';
import { attendance, attendanceRectifications, courseSessions, courses, evaluations, submissions } from '../../db/schema';
import { taughtBy } from '../../modules/classroom/access';
import { enrolledCounts } from '../../modules/classroom/sessions';

/**
 * GET /teacher/dashboard: submissions waiting for review (Pendiente + En revisión), open
 * rectification requests, and per course the share of its sessions held so far.
 */
export async function teacherDashboard(req: FastifyRequest): Promise<TeacherDashboard> {
  const db = req.server.db;
  const mine = taughtBy(req.user);
  const list = await db
    .select({ id: courses.id, title: courses.title, code: courses.code })
    .from(courses)
    .where(mine)
    .orderBy(asc(courses.title), asc(courses.id));
  const ids = list.map((c) => c.id);
  if (!ids.length) return { pendingReview: 0, pendingRectifications: 0, courses: [] };
  const [[review], [rects], sessions, students] = await Promise.all([
    db
      .select({ n: count() })
      .from(submissions)
      .innerJoin(evaluations, eq(evaluations.id, submissions.evaluationId))
      .where(and(inArray(evaluations.courseId, ids), inArray(submissions.status, ['PENDIENTE', 'EN_REVISION']))),
    db
      .select({ n: count() })
      .from(attendanceRectifications)
      .innerJoin(attendance, eq(attendance.id, attendanceRectifications.attendanceId))
      .innerJoin(courseSessions, eq(courseSessions.id, attendance.sessionId))
      .where(and(inArray(courseSessions.courseId, ids), eq(attendanceRectifications.status, 'PENDIENTE'))),
    db
      .select({
        courseId: courseSessions.courseId,
        sessionDate: courseSessions.sessionDate,
        startTime: courseSessions.startTime,
        endTime: courseSessions.endTime,
      })
      .from(courseSessions)
      .where(and(inArray(courseSessions.courseId, ids), isNull(courseSessions.cancelledAt))),
    enrolledCounts(db, ids),
  ]);
  const now = new Date();
  return {
    pendingReview: Number(review.n),
    pendingRectifications: Number(rects.n),
    courses: list.map((c) => {
      const own = sessions.filter((s) => s.courseId === c.id);
      const held = own.filter((s) => isSessionHeld(s, now)).length;
      return {
        courseId: c.id,
        title: c.title,
        code: c.code,
        students: students.get(c.id) ?? 0,
        sessionsHeld: held,
        sessionsTotal: own.length,
        percent: sessionsProgressPercent(held, own.length),
      };
    }),
  };
}
