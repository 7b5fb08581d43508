import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { evaluations, courseSessions, courses, enrolments, units } from '../../db/schema';
import { preparedPerDatabase } from '../../lib/prepared';
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

const myCoursesQuery = (db: Db) =>
  db
    .select(myCourseColumns)
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(eq(enrolments.userId, sql.placeholder('userId')))
    .orderBy(desc(enrolments.createdAt), asc(courses.title), asc(courses.id));

/** The student screens' queries, prepared (they run on every visit of a student's home and classroom). */
const prepared = preparedPerDatabase((db) => ({
  myCourses: myCoursesQuery(db).prepare('student_my_courses'),
  myCoursesPage: db
    .select({ ...myCourseColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(eq(enrolments.userId, sql.placeholder('userId')))
    .orderBy(desc(enrolments.createdAt), asc(courses.title), asc(courses.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('student_my_courses_page'),
  countMyCourses: db
    .select({ n: count() })
    .from(enrolments)
    .where(eq(enrolments.userId, sql.placeholder('userId')))
    .prepare('student_count_my_courses'),
  nextAssignmentDue: db
    .select({ title: evaluations.title, courseCode: courses.code, dueAt: evaluations.dueAt })
    .from(evaluations)
    .innerJoin(enrolments, and(eq(enrolments.courseId, evaluations.courseId), eq(enrolments.userId, sql.placeholder('userId'))))
    .innerJoin(courses, eq(courses.id, evaluations.courseId))
    .where(gte(evaluations.dueAt, sql`${sql.placeholder('now')}::timestamptz`))
    .orderBy(asc(evaluations.dueAt), asc(evaluations.id))
    .limit(1)
    .prepare('student_next_assignment_due'),
  upcomingSessions: db
    .select({
      topic: courseSessions.topic,
      sessionDate: courseSessions.sessionDate,
      startTime: courseSessions.startTime,
      orderIdx: courseSessions.orderIdx,
      courseCode: courses.code,
      courseTitle: courses.title,
    })
    .from(courseSessions)
    .innerJoin(enrolments, and(eq(enrolments.courseId, courseSessions.courseId), eq(enrolments.userId, sql.placeholder('userId'))))
    .innerJoin(courses, eq(courses.id, courseSessions.courseId))
    .where(gte(courseSessions.sessionDate, sql`${sql.placeholder('fromDate')}::date`))
    .orderBy(asc(courseSessions.sessionDate), asc(courseSessions.startTime), asc(courseSessions.id))
    .limit(sql.placeholder('limit'))
    .prepare('student_upcoming_sessions'),
}));

/** The user's courses, most recent enrolment first. */
export async function myCourses(db: Db, userId: number): Promise<MyCourseRow[]> {
  return prepared(db).myCourses.execute({ userId });
}

/** One page of the user's courses (most recent enrolment first) and how many there are in all, in one query. */
export async function myCoursesPage(
  db: Db,
  userId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: MyCourseRow[]; total: number }> {
  const found = await prepared(db).myCoursesPage.execute({ userId, limit: page.limit, offset: page.offset });
  if (found.length) return { rows: found.map(({ total: _total, ...row }) => row), total: found[0].total };
  // A page past the end has no row to carry the total.
  return { rows: [], total: page.offset > 0 ? await countMyCourses(db, userId) : 0 };
}

export async function countMyCourses(db: Db, userId: number): Promise<number> {
  const [{ n }] = await prepared(db).countMyCourses.execute({ userId });
  return Number(n);
}

/** The nearest assignment (exam, task, quiz) still due in one of the user's courses. */
export async function nextAssignmentDue(db: Db, userId: number, now: Date) {
  const [row] = await prepared(db).nextAssignmentDue.execute({ userId, now: now.toISOString() });
  return row;
}

/** Scheduled sessions of the user's courses from `fromDate` (YYYY-MM-DD) on, earliest first. */
export async function upcomingSessions(db: Db, userId: number, fromDate: string, limit = 20) {
  return prepared(db).upcomingSessions.execute({ userId, fromDate, limit });
}
