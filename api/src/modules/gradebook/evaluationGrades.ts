import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db';
import { evaluations, submissions } from '../../db/schema';

export interface EvaluationGrade {
  evaluationId: number;
  userId: number;
  score: number;
}

/**
 * The grade that counts of each evaluation of a course for each of the given students: their graded
 * submission (CALIFICADO). The gradebook reads evaluation grades only through this function, so a
 * change in how evaluations are graded (attempts, the rule that counts) is made here alone.
 */
export async function evaluationGrades(db: Db, courseId: number, userIds: number[]): Promise<EvaluationGrade[]> {
  if (!userIds.length) return [];
  const found = await db
    .select({ evaluationId: submissions.evaluationId, userId: submissions.userId, score: submissions.score })
    .from(submissions)
    .innerJoin(evaluations, eq(evaluations.id, submissions.evaluationId))
    .where(
      and(
        eq(evaluations.courseId, courseId),
        eq(submissions.status, 'CALIFICADO'),
        isNotNull(submissions.score),
        inArray(submissions.userId, userIds),
      ),
    );
  return found.map((r) => ({ evaluationId: r.evaluationId, userId: r.userId, score: Number(r.score) }));
}
