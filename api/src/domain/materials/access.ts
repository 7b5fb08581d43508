import { eq } from 'drizzle-orm';
import { COURSE_NOT_FOUND, FORBIDDEN, PAYMENT_OVERDUE_BLOCKED, UNIT_NOT_FOUND } from '@inpro/shared-contracts';
import type { Db } from '../../db';
import { units } from '../../db/schema';
import { isAdminLike, type CurrentUser } from '../../auth/guards';
import { HttpError, forbidden, notFound } from '../../errors';
import { isCourseBlocked } from '../orders/graceBlock';
import { NOT_ENROLLED, findCourseAndEnrolment, teaches, type CourseRef } from '../../modules/classroom/access';

export type AccessMode = 'read' | 'write';

export const NOT_YOUR_COURSE = 'Solo puedes gestionar los materiales de los cursos que dictas.';
export { NOT_ENROLLED };

/**
 * The materials rule: ADMIN and SUPER_ADMIN/SUPERADMIN read and change every
 * course; a DOCENTE reads and changes only the courses they teach; anyone else (a student) only
 * reads, and only the courses they are enrolled in and not blocked by an installment overdue beyond
 * the grace period (402). A missing course is 404; a write by a role
 * that can never write is 403 before the course is even looked up.
 */
export async function assertCourseAccess(db: Db, user: CurrentUser, courseId: number, mode: AccessMode): Promise<CourseRef> {
  if (mode === 'write') assertMayWrite(user);
  // The course and the caller's enrolment in it, in one query.
  const found = await findCourseAndEnrolment(db, user.id, courseId);
  if (!found) throw notFound(COURSE_NOT_FOUND);
  const { course, enrolment } = found;
  // One rule of who teaches a course and who is enrolled in it, the classroom's (classroom/access.ts).
  if (teaches(user, course)) return course;
  if (mode === 'write') throw forbidden(NOT_YOUR_COURSE);
  if (enrolment) {
    // Overdue beyond the grace period: 402 with the notice the classroom shows next to 'Pagar ahora'.
    if (await isCourseBlocked(db, user.id, courseId)) throw new HttpError(402, PAYMENT_OVERDUE_BLOCKED);
    return course;
  }
  throw forbidden(user.role === 'DOCENTE' ? NOT_YOUR_COURSE : NOT_ENROLLED);
}

/** Only ADMIN, SUPER_ADMIN/SUPERADMIN and DOCENTE ever change materials (403 for anyone else). */
export function assertMayWrite(user: CurrentUser): void {
  if (!isAdminLike(user.role) && user.role !== 'DOCENTE') throw forbidden(FORBIDDEN);
}

export interface UnitBrief {
  id: number;
  courseId: number;
  title: string;
}

async function findUnitBrief(db: Db, unitId: number): Promise<UnitBrief | undefined> {
  const [row] = await db
    .select({ id: units.id, courseId: units.courseId, title: units.title })
    .from(units)
    .where(eq(units.id, unitId))
    .limit(1);
  return row;
}

/** The unit (404 when missing) after checking `mode` access to its course. */
export async function assertUnitAccess(db: Db, user: CurrentUser, unitId: number, mode: AccessMode): Promise<UnitBrief> {
  if (mode === 'write') assertMayWrite(user);
  const unit = await findUnitBrief(db, unitId);
  if (!unit) throw notFound(UNIT_NOT_FOUND);
  await assertCourseAccess(db, user, unit.courseId, mode);
  return unit;
}
