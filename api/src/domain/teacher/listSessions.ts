import type { FastifyRequest } from 'fastify';
import { eq, gte, lte } from 'drizzle-orm';
import { addDaysToDate, addMonthsToDate, type TeacherClassSession, type TeacherSessionsQuery } from '@inpro/shared-contracts';
import { courseSessions } from '../../db/schema';
import { assertTeaches, taughtBy } from '../../modules/classroom/access';
import { listSessionsWithCourse, toTeacherSessions } from '../../modules/classroom/sessions';

function monthRange(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  return { from, to: addDaysToDate(addMonthsToDate(from, 1), -1) };
}

/** GET /teacher/sessions: the caller's sessions (ADMIN: all), filtered by month or date range and course. */
export async function listTeacherSessions(req: FastifyRequest, q: TeacherSessionsQuery): Promise<TeacherClassSession[]> {
  const db = req.server.db;
  if (q.courseId) await assertTeaches(db, req.user, q.courseId);
  const range = q.month ? monthRange(q.month) : { from: q.from, to: q.to };
  const rows = await listSessionsWithCourse(db, [
    taughtBy(req.user),
    q.courseId ? eq(courseSessions.courseId, q.courseId) : undefined,
    range.from ? gte(courseSessions.sessionDate, range.from) : undefined,
    range.to ? lte(courseSessions.sessionDate, range.to) : undefined,
  ]);
  return toTeacherSessions(db, rows, new Date());
}
