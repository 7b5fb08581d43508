import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  canJoinClass,
  classStatus,
  effectiveAttendance,
  formatDate,
  isAttendanceClosed,
  isAttendanceOpen,
  sessionInterval,
  type AttendanceMark,
  type ClassSession,
  type ClassTimes,
  type TeacherClassSession,
} from '@inpro/shared-contracts';
import type { Db } from '../../db';
import { attendance, attendanceRectifications, courseSessions, courses, enrolments, type CourseSessionRow } from '../../db/schema';
import { preparedPerDatabase } from '../../lib/prepared';
import type { CourseRef } from './access';

export interface SessionWithCourse {
  session: CourseSessionRow;
  course: CourseRef;
}

const courseRefColumns = {
  id: courses.id,
  title: courses.title,
  code: courses.code,
  teacherId: courses.teacherId,
  teacherVisible: courses.teacherVisible,
};

export function timesOf(s: CourseSessionRow): ClassTimes {
  return {
    sessionDate: s.sessionDate,
    startTime: s.startTime,
    endTime: s.endTime,
    cancelledAt: s.cancelledAt,
    attendanceOpenUntil: s.attendanceOpenUntil,
    joinUrl: s.joinUrl,
  };
}

/** A session with its status derived from the clock at `now`. */
export function toClassSession(s: CourseSessionRow, course: Pick<CourseRef, 'id' | 'title' | 'code'>, now: Date): ClassSession {
  const times = timesOf(s);
  const span = sessionInterval(times);
  return {
    id: s.id,
    courseId: course.id,
    courseTitle: course.title,
    courseCode: course.code,
    sessionDate: s.sessionDate,
    startTime: s.startTime,
    endTime: s.endTime,
    startsAt: span ? span.start.toISOString() : null,
    endsAt: span ? span.end.toISOString() : null,
    mode: s.mode,
    topic: s.topic,
    orderIdx: s.orderIdx,
    joinUrl: s.joinUrl,
    attendanceOpenUntil: s.attendanceOpenUntil ? s.attendanceOpenUntil.toISOString() : null,
    cancelledAt: s.cancelledAt ? s.cancelledAt.toISOString() : null,
    status: classStatus(times, now),
    canJoin: canJoinClass(times, now),
    attendanceOpen: isAttendanceOpen(times, now),
  };
}

const sessionWithEnrolment = preparedPerDatabase((db) =>
  db
    .select({
      session: courseSessions,
      course: courseRefColumns,
      enrolment: sql<
        'ACTIVO' | 'INACTIVO' | null
      >`(select e.status from ${enrolments} e where e.user_id = ${sql.placeholder('userId')} and e.course_id = "courses"."id")`,
    })
    .from(courseSessions)
    .innerJoin(courses, eq(courses.id, courseSessions.courseId))
    .where(eq(courseSessions.id, sql.placeholder('sessionId')))
    .limit(1)
    .prepare('classroom_session_with_enrolment'),
);

/** A session with its course and the user's enrolment in that course (null when none), in one query. */
export async function findSessionWithEnrolment(
  db: Db,
  sessionId: number,
  userId: number,
): Promise<(SessionWithCourse & { enrolment: 'ACTIVO' | 'INACTIVO' | null }) | undefined> {
  const [row] = await sessionWithEnrolment(db).execute({ sessionId, userId });
  return row ? { ...row, enrolment: row.enrolment ?? null } : undefined;
}

export async function findSessionWithCourse(db: Db, sessionId: number): Promise<SessionWithCourse | undefined> {
  const [row] = await db
    .select({ session: courseSessions, course: courseRefColumns })
    .from(courseSessions)
    .innerJoin(courses, eq(courses.id, courseSessions.courseId))
    .where(eq(courseSessions.id, sessionId))
    .limit(1);
  return row;
}

/** Sessions with their course, earliest first (undated ones last). */
export async function listSessionsWithCourse(db: Db, where: Array<SQL | undefined>): Promise<SessionWithCourse[]> {
  return db
    .select({ session: courseSessions, course: courseRefColumns })
    .from(courseSessions)
    .innerJoin(courses, eq(courses.id, courseSessions.courseId))
    .where(and(...where))
    .orderBy(
      sql`${courseSessions.sessionDate} asc nulls last`,
      sql`${courseSessions.startTime} asc nulls first`,
      asc(courseSessions.orderIdx),
      asc(courseSessions.id),
    );
}

/** Enrolled students per course. */
export async function enrolledCounts(db: Db, courseIds: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (!courseIds.length) return out;
  const rows = await db
    .select({ courseId: enrolments.courseId, n: count() })
    .from(enrolments)
    .where(inArray(enrolments.courseId, courseIds))
    .groupBy(enrolments.courseId);
  for (const r of rows) out.set(r.courseId, Number(r.n));
  return out;
}

/** Stored PRESENTE/AUSENTE marks per session, counting only students still enrolled. */
async function storedMarkCounts(db: Db, sessionIds: number[]): Promise<Map<number, { present: number; absent: number }>> {
  const out = new Map<number, { present: number; absent: number }>();
  if (!sessionIds.length) return out;
  const rows = await db
    .select({ sessionId: attendance.sessionId, status: attendance.status, n: count() })
    .from(attendance)
    .innerJoin(courseSessions, eq(courseSessions.id, attendance.sessionId))
    .innerJoin(enrolments, and(eq(enrolments.userId, attendance.userId), eq(enrolments.courseId, courseSessions.courseId)))
    .where(inArray(attendance.sessionId, sessionIds))
    .groupBy(attendance.sessionId, attendance.status);
  for (const r of rows) {
    const c = out.get(r.sessionId) ?? { present: 0, absent: 0 };
    if (r.status === 'PRESENTE') c.present += Number(r.n);
    if (r.status === 'AUSENTE') c.absent += Number(r.n);
    out.set(r.sessionId, c);
  }
  return out;
}

async function pendingRectificationCounts(db: Db, sessionIds: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (!sessionIds.length) return out;
  const rows = await db
    .select({ sessionId: attendance.sessionId, n: count() })
    .from(attendanceRectifications)
    .innerJoin(attendance, eq(attendance.id, attendanceRectifications.attendanceId))
    .where(and(inArray(attendance.sessionId, sessionIds), eq(attendanceRectifications.status, 'PENDIENTE')))
    .groupBy(attendance.sessionId);
  for (const r of rows) out.set(r.sessionId, Number(r.n));
  return out;
}

/** Sessions as the teacher sees them: + attendance counters (effective marks) and open requests. */
export async function toTeacherSessions(db: Db, rows: SessionWithCourse[], now: Date): Promise<TeacherClassSession[]> {
  const sessionIds = rows.map((r) => r.session.id);
  const [enrolled, marks, rects] = await Promise.all([
    enrolledCounts(db, [...new Set(rows.map((r) => r.course.id))]),
    storedMarkCounts(db, sessionIds),
    pendingRectificationCounts(db, sessionIds),
  ]);
  return rows.map(({ session, course }) => {
    const total = enrolled.get(course.id) ?? 0;
    const m = marks.get(session.id) ?? { present: 0, absent: 0 };
    const rest = Math.max(0, total - m.present - m.absent);
    const closed = isAttendanceClosed(timesOf(session), now);
    return {
      ...toClassSession(session, course, now),
      counts: { enrolled: total, present: m.present, absent: m.absent + (closed ? rest : 0), pending: closed ? 0 : rest },
      pendingRectifications: rects.get(session.id) ?? 0,
    };
  });
}

export async function toTeacherSession(db: Db, row: SessionWithCourse, now: Date): Promise<TeacherClassSession> {
  const [one] = await toTeacherSessions(db, [row], now);
  return one;
}

/** A student's effective mark of a session. */
export function markOf(stored: AttendanceMark | null | undefined, s: CourseSessionRow, now: Date): AttendanceMark {
  return effectiveAttendance(stored, timesOf(s), now);
}

/** Readable name of a session for the audit log: "Course · dd/mm/aaaa HH:MM". */
export function sessionLabel(course: { title: string }, s: { sessionDate: string | null; startTime: string | null }): string {
  return [course.title, [s.sessionDate ? formatDate(s.sessionDate) : '', s.startTime ?? ''].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(' · ');
}
