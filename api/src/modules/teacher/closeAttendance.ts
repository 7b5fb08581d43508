import type { FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { SESSION_CANCELLED, type TeacherClassSession } from '@inpro/shared-contracts';
import { audit } from '../../audit';
import { rows } from '../../db';
import { courseSessions } from '../../db/schema';
import { conflict } from '../../errors';
import { toTeacherSession, sessionLabel } from '../classroom/sessions';
import { loadTaughtSession } from './loadSession';

/**
 * POST /teacher/sessions/{sessionId}/attendance/close: ends the window now; every enrolled
 * student still PENDIENTE, or with no mark at all, becomes AUSENTE.
 */
export async function closeAttendance(req: FastifyRequest, sessionId: number): Promise<TeacherClassSession> {
  const db = req.server.db;
  const { session, course } = await loadTaughtSession(req, sessionId);
  if (session.cancelledAt) throw conflict(SESSION_CANCELLED);
  const now = new Date();
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(courseSessions)
      .set({ attendanceOpenUntil: now, updatedAt: now })
      .where(eq(courseSessions.id, sessionId))
      .returning();
    const absent = await rows<{ id: number }>(
      tx,
      sql`
      insert into attendance (session_id, user_id, status, marked_by, marked_at)
      select ${sessionId}, e.user_id, 'AUSENTE', ${req.user.id}, ${now.toISOString()}::timestamptz
      from enrolments e where e.course_id = ${course.id}
      on conflict (session_id, user_id) do update
        set status = 'AUSENTE', marked_by = excluded.marked_by, marked_at = excluded.marked_at, updated_at = now()
        where attendance.status = 'PENDIENTE'
      returning id`,
    );
    const marked = absent.length;
    await audit(
      req,
      'UPDATE',
      'class_session',
      sessionId,
      { courseId: course.id, attendance: 'close', absent: marked },
      tx,
      sessionLabel(course, session),
    );
    return row;
  });
  return toTeacherSession(db, { session: updated, course }, now);
}
