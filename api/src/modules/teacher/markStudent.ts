import type { FastifyRequest } from 'fastify';
import { SESSION_CANCELLED, STUDENT_NOT_IN_COURSE, type AttendanceMark, type RollEntry } from '@inpro/shared-contracts';
import { audit } from '../../audit';
import { attendance } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { findEnrolment } from '../classroom/access';
import { rollEntries } from '../classroom/roll';
import { sessionLabel } from '../classroom/sessions';
import { loadTaughtSession } from './loadSession';

/** PUT /teacher/sessions/{sessionId}/attendance/{userId}: the teacher sets a student's mark by hand. */
export async function markStudent(req: FastifyRequest, sessionId: number, userId: number, status: AttendanceMark): Promise<RollEntry> {
  const db = req.server.db;
  const { session, course } = await loadTaughtSession(req, sessionId);
  if (session.cancelledAt) throw conflict(SESSION_CANCELLED);
  if (!(await findEnrolment(db, userId, course.id))) throw notFound(STUDENT_NOT_IN_COURSE);
  const now = new Date();
  await db.transaction(async (tx) => {
    const values = { status, markedBy: req.user.id, markedAt: now, updatedAt: now };
    await tx
      .insert(attendance)
      .values({ sessionId, userId, ...values })
      .onConflictDoUpdate({ target: [attendance.sessionId, attendance.userId], set: values });
    await audit(
      req,
      'UPDATE',
      'attendance',
      `${sessionId}:${userId}`,
      { courseId: course.id, sessionId, userId, status },
      tx,
      sessionLabel(course, session),
    );
  });
  const [entry] = await rollEntries(db, session, now, userId);
  return entry;
}
