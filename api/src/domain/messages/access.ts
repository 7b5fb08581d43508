import { eq } from 'drizzle-orm';
import { COURSE_NOT_FOUND, MESSAGE_NOT_ALLOWED } from '@inpro/shared-contracts';
import type { Db } from '../../db';
import { users } from '../../db/schema';
import type { CurrentUser } from '../../auth/guards';
import { forbidden, notFound } from '../../errors';
import { findCourseAndEnrolment, type CourseRef } from '../../modules/classroom/access';

export interface ConversationRef {
  course: CourseRef;
  student: { id: number; name: string };
  teacher: { id: number; name: string };
  /** The other person of the conversation. */
  otherId: number;
}

async function nameOf(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db.select({ name: users.fullName }).from(users).where(eq(users.id, id)).limit(1);
  return row?.name;
}

/**
 * A conversation is one course and one of its students; the other side is the course's teacher.
 * Only that student and that teacher read and write it (403 for anyone else, administrators too).
 */
export async function assertConversation(db: Db, user: CurrentUser, courseId: number, studentId: number): Promise<ConversationRef> {
  const found = await findCourseAndEnrolment(db, studentId, courseId);
  if (!found) throw notFound(COURSE_NOT_FOUND);
  const { course, enrolment } = found;
  const isStudent = user.role === 'ESTUDIANTE' && user.id === studentId;
  const isTeacher = user.role === 'DOCENTE' && course.teacherId === user.id;
  if (!enrolment || (!isStudent && !isTeacher)) throw forbidden(MESSAGE_NOT_ALLOWED);
  const [studentName, teacherName] = await Promise.all([nameOf(db, studentId), nameOf(db, course.teacherId)]);
  return {
    course,
    student: { id: studentId, name: studentName ?? 'Estudiante' },
    teacher: { id: course.teacherId, name: teacherName ?? 'Docente' },
    otherId: isStudent ? course.teacherId : studentId,
  };
}
