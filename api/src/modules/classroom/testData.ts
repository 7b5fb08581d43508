import { limaDate, limaTime } from '@inpro/shared-contracts';
import { courseSessions, type CourseSessionRow } from '../../db/schema';
import type { TestDb, TestUser } from '../../test/testApp';
import { enrol, makeCourse } from '../../domain/materials/testData';

const MINUTE = 60_000;

/**
 * Lima wall-clock fields of a 2-hour session starting `offsetMinutes` from now (rounded down to
 * the minute). When the end falls on the next Lima day the end time is left empty: the
 * 2-hour default gives the same end, across midnight.
 */
export function slot(offsetMinutes: number, now = Date.now()) {
  const start = new Date(Math.floor((now + offsetMinutes * MINUTE) / MINUTE) * MINUTE);
  const end = new Date(start.getTime() + 120 * MINUTE);
  const sameDay = limaDate(end) === limaDate(start) && limaTime(end) !== '00:00';
  return { sessionDate: limaDate(start), startTime: limaTime(start), endTime: sameDay ? limaTime(end) : null };
}

export async function addSession(
  t: TestDb,
  courseId: number,
  offsetMinutes: number,
  fields: Partial<typeof courseSessions.$inferInsert> = {},
): Promise<CourseSessionRow> {
  const [row] = await t.db
    .insert(courseSessions)
    .values({ courseId, mode: 'Virtual', topic: 'Tema', joinUrl: 'https://meet.example/clase', ...slot(offsetMinutes), ...fields })
    .returning();
  return row;
}

export interface ClassroomFixture {
  teacher: TestUser;
  otherTeacher: TestUser;
  admin: TestUser;
  student: TestUser;
  classmate: TestUser;
  outsider: TestUser;
  courseId: number;
  otherCourseId: number;
}

/** A teacher's course with two students, another teacher's course with a third student, and an admin. */
export async function classroomFixture(t: TestDb): Promise<ClassroomFixture> {
  const teacher = await t.user('DOCENTE', { fullName: 'Dra. Lucía Docente' });
  const otherTeacher = await t.user('DOCENTE');
  const admin = await t.user('ADMIN');
  const student = await t.user('ESTUDIANTE', { fullName: 'Ana Alumna' });
  const classmate = await t.user('ESTUDIANTE', { fullName: 'Bruno Compañero' });
  const outsider = await t.user('ESTUDIANTE', { fullName: 'Carla Externa' });
  const course = await makeCourse(t, teacher.user.id, { title: 'Derecho Procesal Penal' });
  const other = await makeCourse(t, otherTeacher.user.id, { title: 'Derecho Laboral' });
  await enrol(t, student.user.id, course.id);
  await enrol(t, classmate.user.id, course.id);
  await enrol(t, outsider.user.id, other.id);
  return { teacher, otherTeacher, admin, student, classmate, outsider, courseId: course.id, otherCourseId: other.id };
}
