import { and, eq, sql, type SQL } from 'drizzle-orm';
import { COURSE_NOT_FOUND } from '@inpro/shared-contracts';
import type { Db } from '../../db';
import { courses, enrolments } from '../../db/schema';
import { isAdminLike, type CurrentUser } from '../../auth/guards';
import { forbidden, notFound } from '../../errors';
import { preparedPerDatabase } from '../../lib/prepared';

export const NOT_YOUR_COURSE = 'Solo puedes gestionar los cursos que dictas.';
export const NOT_ENROLLED = 'No estás inscrito en este curso.';
export const ENROLMENT_INACTIVE = 'Tu matrícula en este curso está inactiva.';

export interface CourseRef {
  id: number;
  title: string;
  code: string;
  teacherId: number;
  teacherVisible: string;
}

const courseRefColumns = {
  id: courses.id,
  title: courses.title,
  code: courses.code,
  teacherId: courses.teacherId,
  teacherVisible: courses.teacherVisible,
};

export async function findCourseRef(db: Db, courseId: number): Promise<CourseRef | undefined> {
  const [row] = await db.select(courseRefColumns).from(courses).where(eq(courses.id, courseId)).limit(1);
  return row;
}

const courseAndEnrolment = preparedPerDatabase((db) =>
  db
    .select({
      ...courseRefColumns,
      enrolment: sql<
        'ACTIVO' | 'INACTIVO' | null
        // Qualified by hand: Drizzle leaves columns unqualified in single-table selects.
      >`(select e.status from ${enrolments} e where e.user_id = ${sql.placeholder('userId')} and e.course_id = "courses"."id")`,
    })
    .from(courses)
    .where(eq(courses.id, sql.placeholder('courseId')))
    .limit(1)
    .prepare('classroom_course_and_enrolment'),
);

/** The course (undefined when missing) and the user's enrolment in it (null when none), in one query. */
export async function findCourseAndEnrolment(
  db: Db,
  userId: number,
  courseId: number,
): Promise<{ course: CourseRef; enrolment: 'ACTIVO' | 'INACTIVO' | null } | undefined> {
  const [row] = await courseAndEnrolment(db).execute({ userId, courseId });
  if (!row) return undefined;
  const { enrolment, ...course } = row;
  return { course, enrolment: enrolment ?? null };
}

/** The caller may manage the course: ADMIN/SUPER_ADMIN any course, a DOCENTE the ones they teach. */
export function teaches(user: CurrentUser, course: { teacherId: number }): boolean {
  return isAdminLike(user.role) || (user.role === 'DOCENTE' && course.teacherId === user.id);
}

/** The course (404 when missing) if the caller teaches it (403 otherwise). */
export async function assertTeaches(db: Db, user: CurrentUser, courseId: number): Promise<CourseRef> {
  const course = await findCourseRef(db, courseId);
  if (!course) throw notFound(COURSE_NOT_FOUND);
  if (!teaches(user, course)) throw forbidden(NOT_YOUR_COURSE);
  return course;
}

/** SQL filter of the courses a caller manages (undefined = every course, for administrators). */
export function taughtBy(user: CurrentUser): SQL | undefined {
  return isAdminLike(user.role) ? undefined : eq(courses.teacherId, user.id);
}

export interface Enrolment {
  course: CourseRef;
  status: 'ACTIVO' | 'INACTIVO';
}

export async function findEnrolment(db: Db, userId: number, courseId: number): Promise<'ACTIVO' | 'INACTIVO' | undefined> {
  const [row] = await db
    .select({ status: enrolments.status })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)))
    .limit(1);
  return row?.status;
}

/** Whether the user has an enrolment (active or not) in the course. */
export async function isEnrolled(db: Db, userId: number, courseId: number): Promise<boolean> {
  return (await findEnrolment(db, userId, courseId)) !== undefined;
}

/** The course (404 when missing) if the caller is enrolled in it (403 otherwise). */
export async function assertEnrolled(db: Db, user: CurrentUser, courseId: number): Promise<Enrolment> {
  const found = await findCourseAndEnrolment(db, user.id, courseId);
  if (!found) throw notFound(COURSE_NOT_FOUND);
  if (!found.enrolment) throw forbidden(NOT_ENROLLED);
  return { course: found.course, status: found.enrolment };
}

/** Like assertEnrolled, and the enrolment must be ACTIVO to change anything (403). */
export async function assertActiveEnrolment(db: Db, user: CurrentUser, courseId: number): Promise<Enrolment> {
  const e = await assertEnrolled(db, user, courseId);
  if (e.status !== 'ACTIVO') throw forbidden(ENROLMENT_INACTIVE);
  return e;
}

/** User ids of the students enrolled in a course (for notifications). */
export async function enrolledUserIds(db: Db, courseId: number, onlyActive = true): Promise<number[]> {
  const rows = await db
    .select({ userId: enrolments.userId })
    .from(enrolments)
    .where(onlyActive ? and(eq(enrolments.courseId, courseId), eq(enrolments.status, 'ACTIVO')) : eq(enrolments.courseId, courseId));
  return rows.map((r) => r.userId);
}
