import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Rectification, TeacherRectificationsQuery } from '@inpro/shared-contracts';
import { attendance, attendanceRectifications, courseSessions } from '../../db/schema';
import { assertTeaches, taughtBy } from '../../modules/classroom/access';
import { loadTaughtSession } from './loadSession';
import { findRectifications, toRectification } from './rectifications';

/** GET /teacher/rectifications: requests of the caller's courses (ADMIN: all), newest first. */
export async function listRectifications(req: FastifyRequest, q: TeacherRectificationsQuery): Promise<Rectification[]> {
  const db = req.server.db;
  if (q.courseId) await assertTeaches(db, req.user, q.courseId);
  if (q.sessionId) await loadTaughtSession(req, q.sessionId);
  const rows = await findRectifications(db, [
    taughtBy(req.user),
    q.status ? eq(attendanceRectifications.status, q.status) : undefined,
    q.courseId ? eq(courseSessions.courseId, q.courseId) : undefined,
    q.sessionId ? eq(attendance.sessionId, q.sessionId) : undefined,
  ]);
  const now = new Date();
  return rows.map((r) => toRectification(r, now));
}
