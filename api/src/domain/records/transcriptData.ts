import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { isPassingGrade } from '@inpro/shared-contracts';
import { courses, enrolments } from '../../db/schema';
import { passingMark } from '../../modules/classroom/passingMark';
import { finalGradesOf } from './finalGrade';

/** How a course stands on the transcript. */
export type TranscriptStatus = 'Aprobado' | 'Desaprobado' | 'Sin nota';

export interface TranscriptRow {
  courseCode: string;
  courseTitle: string;
  hours: number;
  startDate: string | null;
  endDate: string | null;
  finalGrade: number | null;
  status: TranscriptStatus;
}

/** A course's standing: by its final grade against the pass mark; no grade yet is "Sin nota". */
export function transcriptStatus(finalGrade: number | null, mark: number): TranscriptStatus {
  if (finalGrade === null) return 'Sin nota';
  return isPassingGrade(finalGrade, mark) ? 'Aprobado' : 'Desaprobado';
}

/** Every course the student is or was enrolled in (oldest start first), with its final grade and standing. */
export async function transcriptRows(app: FastifyInstance, userId: number): Promise<{ rows: TranscriptRow[]; passingMark: number }> {
  const enrolled = await app.db
    .select({
      courseId: courses.id,
      code: courses.code,
      title: courses.title,
      hours: courses.hours,
      startDate: courses.startDate,
      endDate: courses.endDate,
    })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(eq(enrolments.userId, userId))
    .orderBy(asc(courses.startDate), asc(courses.title));
  const [grades, mark] = await Promise.all([
    finalGradesOf(
      app,
      userId,
      enrolled.map((c) => c.courseId),
    ),
    passingMark(app),
  ]);
  const rows = enrolled.map((c) => {
    const finalGrade = grades.get(c.courseId) ?? null;
    return {
      courseCode: c.code,
      courseTitle: c.title,
      hours: c.hours,
      startDate: c.startDate,
      endDate: c.endDate,
      finalGrade,
      status: transcriptStatus(finalGrade, mark),
    };
  });
  return { rows, passingMark: mark };
}
