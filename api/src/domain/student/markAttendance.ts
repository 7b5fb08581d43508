import type { FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
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
import { audit, auditEntry } from '../../audit';
import { rows } from '../../db';
import { attendance, attendanceRectifications, type AttendanceRow } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../errors';
import { ENROLMENT_INACTIVE, NOT_ENROLLED } from '../../modules/classroom/access';
import { findSessionWithEnrolment, timesOf, type SessionWithCourse, sessionLabel } from '../../modules/classroom/sessions';
import { notify } from '../notifications/notify';
import { studentAttendanceSessions } from './attendanceView';

/** The session (404), if the caller's enrolment in its course is active (403) and it was not cancelled (409). */
async function loadOwnSession(req: FastifyRequest, sessionId: number): Promise<SessionWithCourse> {
  const found = await findSessionWithEnrolment(req.server.db, sessionId, req.user.id);
  if (!found) throw notFound(SESSION_NOT_FOUND);
  const { enrolment, ...row } = found;
  if (!enrolment) throw forbidden(NOT_ENROLLED);
  if (enrolment !== 'ACTIVO') throw forbidden(ENROLMENT_INACTIVE);
  if (row.session.cancelledAt) throw conflict(SESSION_CANCELLED);
  return row;
}

async function view(req: FastifyRequest, row: SessionWithCourse, mark?: AttendanceRow): Promise<StudentAttendanceSession> {
  const [one] = await studentAttendanceSessions(req.server.db, req.user.id, [row], new Date(), mark && new Map([[mark.sessionId, mark]]));
  return one;
}

/**
 * Marks the caller PRESENTE (unless a mark other than PENDIENTE exists) and writes its audit entry,
 * in one statement (atomic, one round trip): the new mark, or undefined when there was one already.
 */
async function markPresent(req: FastifyRequest, row: SessionWithCourse, now: Date): Promise<AttendanceRow | undefined> {
  const sessionId = row.session.id;
  const userId = req.user.id;
  const entry = auditEntry(req, {
    action: 'UPDATE',
    entity: 'attendance',
    entityId: `${sessionId}:${userId}`,
    details: { courseId: row.course.id, sessionId, status: 'PRESENTE' },
    label: sessionLabel(row.course, row.session),
  });
  const at = now.toISOString();
  const marked = await rows<{
    id: number;
    session_id: number;
    user_id: number;
    status: AttendanceRow['status'];
    marked_by: number | null;
    marked_at: string | Date | null;
    created_at: string | Date;
    updated_at: string | Date;
  }>(
    req.server.db,
    sql`with marked as (
      insert into attendance (session_id, user_id, status, marked_by, marked_at, updated_at)
      values (${sessionId}, ${userId}, 'PRESENTE', ${userId}, ${at}::timestamptz, ${at}::timestamptz)
      on conflict (session_id, user_id) do update
        set status = excluded.status, marked_by = excluded.marked_by, marked_at = excluded.marked_at, updated_at = excluded.updated_at
        where attendance.status = 'PENDIENTE'
      returning *
    ), logged as (
      insert into audit_log (actor_id, actor_email, action, entity, entity_id, entity_label, details, ip)
      select ${entry.actorId}::int, ${entry.actorEmail}::text, ${entry.action}::text, ${entry.entity}::text, ${entry.entityId}::text,
             ${entry.entityLabel}::text, ${JSON.stringify(entry.details)}::jsonb, ${entry.ip}::text
      from marked
    )
    select * from marked`,
  );
  const [m] = marked;
  if (!m) return undefined;
  const instant = (v: string | Date) => (v instanceof Date ? v : new Date(v));
  return {
    id: m.id,
    sessionId: m.session_id,
    userId: m.user_id,
    status: m.status,
    markedBy: m.marked_by,
    markedAt: m.marked_at === null ? null : instant(m.marked_at),
    createdAt: instant(m.created_at),
    updatedAt: instant(m.updated_at),
  };
}

/**
 * POST /student/sessions/{sessionId}/attendance: the caller marks themself PRESENTE while the
 * window is open, once (a second call, or a mark set by the teacher, is 409).
 */
export async function markAttendance(req: FastifyRequest, sessionId: number): Promise<StudentAttendanceSession> {
  const row = await loadOwnSession(req, sessionId);
  const now = new Date();
  if (!isAttendanceOpen(timesOf(row.session), now)) throw conflict(ATTENDANCE_NOT_OPEN);
  const mark = await markPresent(req, row, now);
  if (!mark) throw conflict(ATTENDANCE_ALREADY_MARKED);
  return view(req, row, mark);
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
