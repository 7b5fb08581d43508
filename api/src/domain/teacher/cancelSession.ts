import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { CLASSROOM_LINKS, formatLimaDateTime, limaInstant, type TeacherClassSession } from '@inpro/shared-contracts';
import { courseSessions } from '../../db/schema';
import { enrolledUserIds } from '../../modules/classroom/access';
import { notifyMany } from '../notifications/notify';
import { changeTaughtClass } from './changeSession';

/** POST /teacher/sessions/{sessionId}/cancel: the class stays listed as Cancelada; students are notified. */
export function cancelSession(req: FastifyRequest, sessionId: number): Promise<TeacherClassSession> {
  return changeTaughtClass(req, sessionId, async ({ session, course, now, tx }) => {
    const [row] = await tx
      .update(courseSessions)
      .set({ cancelledAt: now, attendanceOpenUntil: null, updatedAt: now })
      .where(eq(courseSessions.id, sessionId))
      .returning();
    await notifyMany(tx, await enrolledUserIds(tx, course.id), {
      kind: 'CLASS',
      title: `Clase cancelada: ${course.title}`,
      body: [session.topic, session.sessionDate ? formatLimaDateTime(limaInstant(session.sessionDate, session.startTime)) : '']
        .filter(Boolean)
        .join(' · '),
      link: CLASSROOM_LINKS.studentClasses,
    });
    return { value: row, details: { courseId: course.id, course: course.title, cancelled: true } };
  });
}
