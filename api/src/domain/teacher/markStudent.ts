import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  ATTENDANCE_STATUS_LABELS,
  CLASSROOM_LINKS,
  STUDENT_NOT_IN_COURSE,
  type AttendanceMark,
  type RollEntry,
} from '@inpro/shared-contracts';
import { attendance } from '../../db/schema';
import { notFound } from '../../errors';
import { findEnrolment } from '../../modules/classroom/access';
import { rollEntries } from '../../modules/classroom/roll';
import { sessionLabel } from '../../modules/classroom/sessions';
import { notify } from '../notifications/notify';
import { changeTaughtSession } from './changeSession';

/** PUT /teacher/sessions/{sessionId}/attendance/{userId}: the teacher sets a student's mark by hand. */
export async function markStudent(req: FastifyRequest, sessionId: number, userId: number, status: AttendanceMark): Promise<RollEntry> {
  const { session, now } = await changeTaughtSession(req, sessionId, async ({ session, course, now, tx }) => {
    if (!(await findEnrolment(tx, userId, course.id))) throw notFound(STUDENT_NOT_IN_COURSE);
    const [before] = await tx
      .select({ status: attendance.status })
      .from(attendance)
      .where(and(eq(attendance.sessionId, sessionId), eq(attendance.userId, userId)))
      .limit(1);
    const values = { status, markedBy: req.user.id, markedAt: now, updatedAt: now };
    await tx
      .insert(attendance)
      .values({ sessionId, userId, ...values })
      .onConflictDoUpdate({ target: [attendance.sessionId, attendance.userId], set: values });
    // The student learns of a change to their record, not of a mark that stayed the same.
    if ((before?.status ?? 'PENDIENTE') !== status) {
      await notify(tx, userId, {
        kind: 'CLASS',
        title: `Asistencia registrada: ${ATTENDANCE_STATUS_LABELS[status]}`,
        body: `${sessionLabel(course, session)}. Marcada por tu docente.`,
        link: CLASSROOM_LINKS.studentAttendance(course.id),
      });
    }
    return {
      value: null,
      entity: 'attendance',
      entityId: `${sessionId}:${userId}`,
      details: { courseId: course.id, sessionId, userId, status },
    };
  });
  const [entry] = await rollEntries(req.server.db, session, now, userId);
  return entry;
}
