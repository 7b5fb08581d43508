import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Rectification } from '@inpro/shared-contracts';
import type { Db } from '../../db';
import { attendance, attendanceRectifications, courseSessions, courses, users } from '../../db/schema';
import { toRectificationBrief } from '../../modules/classroom/roll';
import { markOf } from '../../modules/classroom/sessions';

const columns = {
  rect: attendanceRectifications,
  attendanceStatus: attendance.status,
  userId: attendance.userId,
  session: courseSessions,
  course: { id: courses.id, title: courses.title, code: courses.code, teacherId: courses.teacherId },
  student: { id: users.id, fullName: users.fullName, email: users.email },
};

type Row = {
  rect: typeof attendanceRectifications.$inferSelect;
  attendanceStatus: 'PENDIENTE' | 'PRESENTE' | 'AUSENTE';
  session: typeof courseSessions.$inferSelect;
  course: { id: number; title: string; code: string; teacherId: number };
  student: { id: number; fullName: string; email: string };
};

/** Rectification requests with their session, course and student, newest first. */
export async function findRectifications(db: Db, where: Array<SQL | undefined>, limit = 500): Promise<Row[]> {
  return db
    .select(columns)
    .from(attendanceRectifications)
    .innerJoin(attendance, eq(attendance.id, attendanceRectifications.attendanceId))
    .innerJoin(courseSessions, eq(courseSessions.id, attendance.sessionId))
    .innerJoin(courses, eq(courses.id, courseSessions.courseId))
    .innerJoin(users, eq(users.id, attendance.userId))
    .where(and(...where))
    .orderBy(desc(attendanceRectifications.createdAt), desc(attendanceRectifications.id))
    .limit(limit);
}

export function toRectification(r: Row, now: Date): Rectification {
  return {
    ...toRectificationBrief(r.rect),
    attendanceStatus: markOf(r.attendanceStatus, r.session, now),
    session: { id: r.session.id, sessionDate: r.session.sessionDate, startTime: r.session.startTime, topic: r.session.topic },
    course: { id: r.course.id, title: r.course.title, code: r.course.code },
    student: r.student,
  };
}
