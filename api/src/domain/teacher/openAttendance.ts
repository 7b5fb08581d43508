import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { CLASSROOM_LINKS, type TeacherClassSession } from '@inpro/shared-contracts';
import { courseSessions } from '../../db/schema';
import { enrolledUserIds } from '../../modules/classroom/access';
import { notifyMany } from '../notifications/notify';
import { changeTaughtClass } from './changeSession';

/** POST /teacher/sessions/{sessionId}/attendance/open: students may mark from now for `minutes`. */
export function openAttendance(req: FastifyRequest, sessionId: number, minutes: number): Promise<TeacherClassSession> {
  return changeTaughtClass(req, sessionId, async ({ course, now, tx }) => {
    const until = new Date(now.getTime() + minutes * 60_000);
    const [row] = await tx
      .update(courseSessions)
      .set({ attendanceOpenUntil: until, updatedAt: now })
      .where(eq(courseSessions.id, sessionId))
      .returning();
    await notifyMany(tx, await enrolledUserIds(tx, course.id), {
      kind: 'CLASS',
      title: `Asistencia abierta: ${course.title}`,
      body: `Marca tu asistencia en los próximos ${minutes} minutos.`,
      link: CLASSROOM_LINKS.studentAttendance(course.id),
      dedupeKey: `attendance-open:${sessionId}:${until.getTime()}`,
    });
    return { value: row, details: { courseId: course.id, attendance: 'open', until: until.toISOString() } };
  });
}
