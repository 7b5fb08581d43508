import { courses, enrolments, type CourseRow } from '../../db/schema';
import type { TestDb } from '../../test/testApp';

let seq = 0;

/** Inserts a course taught by `teacherId` (tests of the resource modules). */
export async function makeCourse(t: TestDb, teacherId: number, fields: Partial<typeof courses.$inferInsert> = {}): Promise<CourseRow> {
  seq += 1;
  const [row] = await t.db
    .insert(courses)
    .values({
      code: `RD-${String(seq).padStart(3, '0')}-2026`,
      title: `Curso de prueba ${seq}`,
      teacherId,
      published: true,
      area: 'Derecho Civil',
      level: 'Básico',
      type: 'Curso',
      teacherVisible: 'Dra. Prueba',
      hours: 40,
      price: 250,
      ...fields,
    })
    .returning();
  return row;
}

export async function enrol(t: TestDb, userId: number, courseId: number): Promise<void> {
  await t.db.insert(enrolments).values({ userId, courseId }).onConflictDoNothing();
}
