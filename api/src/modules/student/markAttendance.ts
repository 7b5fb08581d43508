import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  ATTENDANCE_ALREADY_MARKED,
  ATTENDANCE_NOT_OPEN,
  CLASSROOM_LINKS,
  RECTIFICATION_ALREADY_OPEN,
  RECTIFICATION_NOT_YET,
  SESSION_CANCELLED,
  SESSION_NOT_FOUND,
  formatDate,
  isAttendanceOpen,
  isSessionHeld,
  type StudentAttendanceSession,
} from '@inpro/shared-contracts';
import { audit } from '../../audit';
import { attendance, attendanceRectifications } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { assertActiveEnrolment } from '../classroom/access';
import { findSessionWithCourse, timesOf, type SessionWithCourse, sessionLabel } from '../classroom/sessions';
import { notify } from '../notifications/notify';
import { studentAttendanceSessions } from './attendanceView';

async function loadOwnSession(req: FastifyRequest, sessionId: number): Promise<SessionWithCourse> {
  const row = await findSessionWithCourse(req.server.db, sessionId);
  if (!row) throw notFound(SESSION_NOT_FOUND);
  await assertActiveEnrolment(req.server.db, req.user, row.course.id);
  if (row.session.cancelledAt) throw conflict(SESSION_CANCELLED);
  return row;
}

async function view(req: FastifyRequest, row: SessionWithCourse): Promise<StudentAttendanceSession> {
  const [one] = await studentAttendanceSessions(req.server.db, req.user.id, [row], new Date());
  return one;
}

/**
 * POST /student/sessions/{sessionId}/attendance: the caller marks themself PRESENTE while the
 * window is open, once (a second call, or a mark set by the teacher, is 409).
 */
export async function markAttendance(req: FastifyRequest, sessionId: number): Promise<StudentAttendanceSession> {
  const db = req.server.db;
  const row = await loadOwnSession(req, sessionId);
  const now = new Date();
  if (!isAttendanceOpen(timesOf(row.session), now)) throw conflict(ATTENDANCE_NOT_OPEN);
  await db.transaction(async (tx) => {
    const values = { status: 'PRESENTE' as const, markedBy: req.user.id, markedAt: now, updatedAt: now };
    const done = await tx
      .insert(attendance)
      .values({ sessionId, userId: req.user.id, ...values })
      .onConflictDoUpdate({ target: [attendance.sessionId, attendance.userId], set: values, setWhere: eq(attendance.status, 'PENDIENTE') })
      .returning({ id: attendance.id });
    if (!done.length) throw conflict(ATTENDANCE_ALREADY_MARKED);
    await audit(
      req,
      'UPDATE',
      'attendance',
      `${sessionId}:${req.user.id}`,
      { courseId: row.course.id, sessionId, status: 'PRESENTE' },
      tx,
      sessionLabel(row.course, row.session),
    );
  });
  return view(req, row);
}

/**
 * POST /student/sessions/{sessionId}/rectification: a reason for the course's teacher, once the
 * class began; one open request per session (409). The teacher is notified.
 */
export async function requestRectification(req: FastifyRequest, sessionId: number, reason: string): Promise<StudentAttendanceSession> {
  const db = req.server.db;
  const row = await loadOwnSession(req, sessionId);
  const now = new Date();
  if (!isSessionHeld(timesOf(row.session), now)) throw conflict(RECTIFICATION_NOT_YET);
  await db.transaction(async (tx) => {
    // The request hangs off the attendance row: create it (PENDIENTE) when the student has none yet.
    await tx.insert(attendance).values({ sessionId, userId: req.user.id }).onConflictDoNothing();
    const [mark] = await tx
      .select({ id: attendance.id })
      .from(attendance)
      .where(and(eq(attendance.sessionId, sessionId), eq(attendance.userId, req.user.id)))
      .limit(1);
    const inserted = await tx
      .insert(attendanceRectifications)
      .values({ attendanceId: mark.id, reason })
      .onConflictDoNothing()
      .returning({ id: attendanceRectifications.id });
    if (!inserted.length) throw conflict(RECTIFICATION_ALREADY_OPEN);
    await audit(
      req,
      'CREATE',
      'attendance_rectification',
      inserted[0].id,
      { courseId: row.course.id, sessionId, reason },
      tx,
      `${req.user.fullName} · ${sessionLabel(row.course, row.session)}`,
    );
    await notify(tx, row.course.teacherId, {
      kind: 'RECTIFICATION',
      title: `Solicitud de rectificación: ${row.course.title}`,
      body: `${req.user.fullName}${row.session.sessionDate ? `, clase del ${formatDate(row.session.sessionDate)}` : ''}: ${reason}`,
      link: CLASSROOM_LINKS.teacherClasses,
    });
  });
  return view(req, row);
}
