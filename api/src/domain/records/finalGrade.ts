import type { FastifyInstance } from 'fastify';
import { findCourseRef } from '../../modules/classroom/access';
import { passingMark } from '../../modules/classroom/passingMark';
import { buildGradebook } from '../../modules/gradebook/buildGradebook';

/**
 * The final grade (0–20) of a student in each of the given courses, as the course's gradebook
 * computes it (categories, manual items, the teacher's override); null where nothing is graded yet.
 * The one place the student's records read a course's final grade.
 */
export async function finalGradesOf(app: FastifyInstance, userId: number, courseIds: number[]): Promise<Map<number, number | null>> {
  const out = new Map<number, number | null>(courseIds.map((id) => [id, null]));
  if (!courseIds.length) return out;
  const mark = await passingMark(app);
  await Promise.all(
    courseIds.map(async (courseId) => {
      const ref = await findCourseRef(app.db, courseId);
      if (!ref) return;
      const book = await buildGradebook(app.db, ref, mark, userId);
      out.set(courseId, book.rows.find((r) => r.userId === userId)?.grade.final ?? null);
    }),
  );
  return out;
}
