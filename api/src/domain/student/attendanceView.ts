import { and, eq, inArray } from 'drizzle-orm';
import { isSessionHeld, type StudentAttendanceSession } from '@inpro/shared-contracts';
import type { Db } from '../../db';
import { attendance, type AttendanceRow } from '../../db/schema';
import { latestRectifications, toRectificationBrief } from '../../modules/classroom/roll';
import { markOf, timesOf, toClassSession, type SessionWithCourse } from '../../modules/classroom/sessions';

/** The student's own attendance rows of the given sessions, by session id. */
async function ownMarks(db: Db, userId: number, sessionIds: number[]): Promise<Map<number, AttendanceRow>> {
  const out = new Map<number, AttendanceRow>();
  if (!sessionIds.length) return out;
  const rows = await db
    .select()
    .from(attendance)
    .where(and(eq(attendance.userId, userId), inArray(attendance.sessionId, sessionIds)));
  for (const r of rows) out.set(r.sessionId, r);
  return out;
}

/** Sessions with the student's effective mark, what they may do now and their latest rectification. */
export async function studentAttendanceSessions(
  db: Db,
  userId: number,
  rows: SessionWithCourse[],
  now: Date,
  /** The student's marks of these sessions when the caller has them already (else they are read). */
  known?: Map<number, AttendanceRow>,
): Promise<StudentAttendanceSession[]> {
  const marks =
    known ??
    (await ownMarks(
      db,
      userId,
      rows.map((r) => r.session.id),
    ));
  const rects = await latestRectifications(
    db,
    [...marks.values()].map((m) => m.id),
  );
  return rows.map(({ session, course }) => {
    const view = toClassSession(session, course, now);
    const mark = marks.get(session.id);
    const rect = mark ? rects.get(mark.id) : undefined;
    const stored = mark?.status ?? null;
    const cancelled = !!session.cancelledAt;
    return {
      ...view,
      attendanceStatus: markOf(stored, session, now),
      markedAt: mark?.markedAt ? mark.markedAt.toISOString() : null,
      canMark: view.attendanceOpen && (stored === null || stored === 'PENDIENTE'),
      canRectify: !cancelled && isSessionHeld(timesOf(session), now) && rect?.status !== 'PENDIENTE',
      rectification: rect ? toRectificationBrief(rect) : null,
    };
  });
}
