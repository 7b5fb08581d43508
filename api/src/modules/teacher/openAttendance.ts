import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { CLASSROOM_LINKS, SESSION_CANCELLED, type TeacherClassSession } from '@inpro/shared-contracts';
import { audit } from '../../audit';
import { courseSessions } from '../../db/schema';
import { conflict } from '../../errors';
import { enrolledUserIds } from '../classroom/access';
import { toTeacherSession, sessionLabel } from '../classroom/sessions';
import { notifyMany } from '../notifications/notify';
import { loadTaughtSession } from './loadSession';

/** POST /teacher/sessions/{sessionId}/attendance/open: students may mark from now for `minutes`. */
export async function openAttendance(req: FastifyRequest, sessionId: number, minutes: number): Promise<TeacherClassSession> {
  const db = req.server.db;
  const { session, course } = await loadTaughtSession(req, sessionId);
  if (session.cancelledAt) throw conflict(SESSION_CANCELLED);
  const now = new Date();
  const until = new Date(now.getTime() + minutes * 60_000);
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(courseSessions)
      .set({ attendanceOpenUntil: until, updatedAt: now })
      .where(eq(courseSessions.id, sessionId))
      .returning();
    await audit(
      req,
      'UPDATE',
      'class_session',
      sessionId,
      { courseId: course.id, attendance: 'open', until: until.toISOString() },
      tx,
      sessionLabel(course, session),
    );
    await notifyMany(tx, await enrolledUserIds(tx, course.id), {
      kind: 'CLASS',
      title: `Asistencia abierta: ${course.title}`,
      body: `Marca tu asistencia en los próximos ${minutes} minutos.`,
      link: CLASSROOM_LINKS.studentAttendance(course.id),
      dedupeKey: `attendance-open:${sessionId}:${until.getTime()}`,
    });
    return row;
  });
  return toTeacherSession(db, { session: updated, course }, now);
}
