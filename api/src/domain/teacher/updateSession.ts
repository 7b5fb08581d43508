import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  CLASSROOM_LINKS,
  formatLimaDateTime,
  limaInstant,
  type ClassSessionUpdate,
  type TeacherClassSession,
} from '@inpro/shared-contracts';
import { courseSessions } from '../../db/schema';
import { enrolledUserIds } from '../../modules/classroom/access';
import { sessionLabel } from '../../modules/classroom/sessions';
import { notifyMany } from '../notifications/notify';
import { changeTaughtClass } from './changeSession';

/** PUT /teacher/sessions/{sessionId}: edits a class (not a cancelled one); a new date or time is notified. */
export function updateSession(req: FastifyRequest, sessionId: number, body: ClassSessionUpdate): Promise<TeacherClassSession> {
  return changeTaughtClass(req, sessionId, async ({ session, course, now, tx }) => {
    const rescheduled =
      session.sessionDate !== body.sessionDate || session.startTime !== body.startTime || session.endTime !== body.endTime;
    const [row] = await tx
      .update(courseSessions)
      .set({ ...body, updatedAt: now })
      .where(eq(courseSessions.id, sessionId))
      .returning();
    await notifyMany(tx, await enrolledUserIds(tx, course.id), {
      kind: 'CLASS',
      title: rescheduled ? `Clase reprogramada: ${course.title}` : `Clase actualizada: ${course.title}`,
      body: [body.topic, formatLimaDateTime(limaInstant(body.sessionDate, body.startTime))].filter(Boolean).join(' · '),
      link: CLASSROOM_LINKS.studentClasses,
    });
    return { value: row, details: { courseId: course.id, course: course.title, changes: body }, label: sessionLabel(course, row) };
  });
}
