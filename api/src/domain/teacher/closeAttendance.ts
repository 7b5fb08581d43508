import type { FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { CLASSROOM_LINKS, type TeacherClassSession } from '@inpro/shared-contracts';
import { rows } from '../../db';
import { courseSessions } from '../../db/schema';
import { sessionLabel } from '../../modules/classroom/sessions';
import { notifyMany } from '../notifications/notify';
import { changeTaughtClass } from './changeSession';

/**
 * POST /teacher/sessions/{sessionId}/attendance/close: ends the window now; every enrolled
 * student still PENDIENTE, or with no mark at all, becomes AUSENTE.
 */
export function closeAttendance(req: FastifyRequest, sessionId: number): Promise<TeacherClassSession> {
  return changeTaughtClass(req, sessionId, async ({ session, course, now, tx }) => {
    const [row] = await tx
      .update(courseSessions)
      .set({ attendanceOpenUntil: now, updatedAt: now })
      .where(eq(courseSessions.id, sessionId))
      .returning();
    const absent = await rows<{ id: number; user_id: number }>(
      tx,
      sql`
      insert into attendance (session_id, user_id, status, marked_by, marked_at)
      select ${sessionId}, e.user_id, 'AUSENTE', ${req.user.id}, ${now.toISOString()}::timestamptz
      from enrolments e where e.course_id = ${course.id}
      on conflict (session_id, user_id) do update
        set status = 'AUSENTE', marked_by = excluded.marked_by, marked_at = excluded.marked_at, updated_at = now()
        where attendance.status = 'PENDIENTE'
      returning id, user_id`,
    );
    await notifyMany(
      tx,
      absent.map((a) => a.user_id),
      {
        kind: 'CLASS',
        title: 'Asistencia registrada: Ausente',
        body: `${sessionLabel(course, session)}. Se cerró el registro de asistencia sin tu marca; puedes pedir una rectificación.`,
        link: CLASSROOM_LINKS.studentAttendance(course.id),
      },
    );
    return { value: row, details: { courseId: course.id, attendance: 'close', absent: absent.length } };
  });
}
