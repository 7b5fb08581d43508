import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { RectificationBrief, RollEntry } from '@inpro/shared-contracts';
import type { Db } from '../../db';
import {
  attendance,
  attendanceRectifications,
  enrolments,
  users,
  type AttendanceRectificationRow,
  type CourseSessionRow,
} from '../../db/schema';
import { markOf } from './sessions';

export function toRectificationBrief(r: AttendanceRectificationRow): RectificationBrief {
  return {
    id: r.id,
    status: r.status,
    reason: r.reason,
    answer: r.answer,
    createdAt: r.createdAt.toISOString(),
    resolvedAt: r.resolvedAt ? r.resolvedAt.toISOString() : null,
  };
}

/** The latest rectification request of each attendance row. */
export async function latestRectifications(db: Db, attendanceIds: number[]): Promise<Map<number, AttendanceRectificationRow>> {
  const out = new Map<number, AttendanceRectificationRow>();
  if (!attendanceIds.length) return out;
  const rows = await db
    .select()
    .from(attendanceRectifications)
    .where(inArray(attendanceRectifications.attendanceId, attendanceIds))
    .orderBy(desc(attendanceRectifications.createdAt), desc(attendanceRectifications.id));
  for (const r of rows) if (!out.has(r.attendanceId)) out.set(r.attendanceId, r);
  return out;
}

/** Every student enrolled in the session's course (or only `userId`) with their effective mark. */
export async function rollEntries(db: Db, session: CourseSessionRow, now: Date, userId?: number): Promise<RollEntry[]> {
  const rows = await db
    .select({
      userId: users.id,
      fullName: users.fullName,
      email: users.email,
      studentCode: users.studentCode,
      enrolmentStatus: enrolments.status,
      attendanceId: attendance.id,
      status: attendance.status,
      markedBy: attendance.markedBy,
      markedAt: attendance.markedAt,
    })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .leftJoin(attendance, and(eq(attendance.sessionId, session.id), eq(attendance.userId, enrolments.userId)))
    .where(and(eq(enrolments.courseId, session.courseId), userId ? eq(enrolments.userId, userId) : undefined))
    .orderBy(asc(users.fullName), asc(users.id));
  const rects = await latestRectifications(
    db,
    rows.map((r) => r.attendanceId).filter((id): id is number => id !== null),
  );
  return rows.map((r) => {
    const rect = r.attendanceId ? rects.get(r.attendanceId) : undefined;
    return {
      userId: r.userId,
      fullName: r.fullName,
      email: r.email,
      studentCode: r.studentCode,
      enrolmentStatus: r.enrolmentStatus,
      status: markOf(r.status, session, now),
      markedAt: r.markedAt ? r.markedAt.toISOString() : null,
      markedByStaff: r.markedBy !== null && r.markedBy !== r.userId,
      rectification: rect ? toRectificationBrief(rect) : null,
    };
  });
}
