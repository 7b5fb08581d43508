import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  CLASSROOM_LINKS,
  SESSION_CANCELLED,
  formatLimaDateTime,
  limaInstant,
  type ClassSessionUpdate,
  type TeacherClassSession,
} from '@inpro/shared-contracts';
import { audit } from '../../audit';
import { courseSessions } from '../../db/schema';
import { conflict } from '../../errors';
import { enrolledUserIds } from '../classroom/access';
import { toTeacherSession, sessionLabel } from '../classroom/sessions';
import { notifyMany } from '../notifications/notify';
import { loadTaughtSession } from './loadSession';

/** PUT /teacher/sessions/{sessionId}: edits a class (not a cancelled one); a new date or time is notified. */
export async function updateSession(req: FastifyRequest, sessionId: number, body: ClassSessionUpdate): Promise<TeacherClassSession> {
  const db = req.server.db;
  const { session, course } = await loadTaughtSession(req, sessionId);
  if (session.cancelledAt) throw conflict(SESSION_CANCELLED);
  const rescheduled = session.sessionDate !== body.sessionDate || session.startTime !== body.startTime || session.endTime !== body.endTime;
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(courseSessions)
      .set({ ...body, updatedAt: new Date() })
      .where(eq(courseSessions.id, sessionId))
      .returning();
    await audit(
      req,
      'UPDATE',
      'class_session',
      sessionId,
      { courseId: course.id, course: course.title, changes: body },
      tx,
      sessionLabel(course, row),
    );
    await notifyMany(tx, await enrolledUserIds(tx, course.id), {
      kind: 'CLASS',
      title: rescheduled ? `Clase reprogramada: ${course.title}` : `Clase actualizada: ${course.title}`,
      body: [body.topic, formatLimaDateTime(limaInstant(body.sessionDate, body.startTime))].filter(Boolean).join(' · '),
      link: CLASSROOM_LINKS.studentClasses,
    });
    return row;
  });
  return toTeacherSession(db, { session: updated, course }, new Date());
}
