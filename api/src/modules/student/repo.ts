import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { evaluations, courseSessions, courses, enrolments, units } from '../../db/schema';
import { courseSummaryColumns, type CourseSummary } from '../courses/summaryColumns';

const myCourseColumns = {
  ...courseSummaryColumns,
  image: courses.image,
  hours: courses.hours,
  startDate: courses.startDate,
  endDate: courses.endDate,
  enrolledAt: enrolments.createdAt,
  unitsCount: sql<number>`(select count(*) from ${units} where ${units.courseId} = ${courses.id})`.mapWith(Number),
};

export type MyCourseRow = CourseSummary & {
  image: string | null;
  hours: number;
  startDate: string | null;
  endDate: string | null;
  enrolledAt: Date;
  unitsCount: number;
};

/** The user's courses, most recent enrolment first. */
export async function myCourses(db: Db, userId: number, page?: { offset: number; limit: number }): Promise<MyCourseRow[]> {
  const q = db
    .select(myCourseColumns)
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(eq(enrolments.userId, userId))
    .orderBy(desc(enrolments.createdAt), asc(courses.title), asc(courses.id));
  return page ? q.limit(page.limit).offset(page.offset) : q;
}

export async function countMyCourses(db: Db, userId: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(enrolments).where(eq(enrolments.userId, userId));
  return Number(n);
}

/** The nearest assignment (exam, task, quiz) still due in one of the user's courses. */
export async function nextAssignmentDue(db: Db, userId: number, now: Date) {
  const [row] = await db
    .select({ title: evaluations.title, courseCode: courses.code, dueAt: evaluations.dueAt })
    .from(evaluations)
    .innerJoin(enrolments, and(eq(enrolments.courseId, evaluations.courseId), eq(enrolments.userId, userId)))
    .innerJoin(courses, eq(courses.id, evaluations.courseId))
    .where(gte(evaluations.dueAt, now))
    .orderBy(asc(evaluations.dueAt), asc(evaluations.id))
    .limit(1);
  return row;
}

/** Scheduled sessions of the user's courses from `fromDate` (YYYY-MM-DD) on, earliest first. */
export async function upcomingSessions(db: Db, userId: number, fromDate: string, limit = 20) {
  return db
    .select({
      topic: courseSessions.topic,
      sessionDate: courseSessions.sessionDate,
      startTime: courseSessions.startTime,
      orderIdx: courseSessions.orderIdx,
      courseCode: courses.code,
      courseTitle: courses.title,
    })
    .from(courseSessions)
    .innerJoin(enrolments, and(eq(enrolments.courseId, courseSessions.courseId), eq(enrolments.userId, userId)))
    .innerJoin(courses, eq(courses.id, courseSessions.courseId))
    .where(gte(courseSessions.sessionDate, fromDate))
    .orderBy(asc(courseSessions.sessionDate), asc(courseSessions.startTime), asc(courseSessions.id))
    .limit(limit);
}
