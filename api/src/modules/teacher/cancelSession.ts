import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { CLASSROOM_LINKS, SESSION_CANCELLED, formatLimaDateTime, limaInstant, type TeacherClassSession } from '@inpro/shared-contracts';
import { audit } from '../../audit';
import { courseSessions } from '../../db/schema';
import { conflict } from '../../errors';
import { enrolledUserIds } from '../classroom/access';
import { toTeacherSession, sessionLabel } from '../classroom/sessions';
import { notifyMany } from '../notifications/notify';
import { loadTaughtSession } from './loadSession';

/** POST /teacher/sessions/{sessionId}/cancel: the class stays listed as Cancelada; students are notified. */
export async function cancelSession(req: FastifyRequest, sessionId: number): Promise<TeacherClassSession> {
  const db = req.server.db;
  const { session, course } = await loadTaughtSession(req, sessionId);
  if (session.cancelledAt) throw conflict(SESSION_CANCELLED);
  const now = new Date();
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(courseSessions)
      .set({ cancelledAt: now, attendanceOpenUntil: null, updatedAt: now })
      .where(eq(courseSessions.id, sessionId))
      .returning();
    await audit(
      req,
      'UPDATE',
      'class_session',
      sessionId,
      { courseId: course.id, course: course.title, cancelled: true },
      tx,
      sessionLabel(course, session),
    );
    await notifyMany(tx, await enrolledUserIds(tx, course.id), {
      kind: 'CLASS',
      title: `Clase cancelada: ${course.title}`,
      body: [session.topic, session.sessionDate ? formatLimaDateTime(limaInstant(session.sessionDate, session.startTime)) : '']
        .filter(Boolean)
        .join(' · '),
      link: CLASSROOM_LINKS.studentClasses,
    });
    return row;
  });
  return toTeacherSession(db, { session: updated, course }, now);
}
