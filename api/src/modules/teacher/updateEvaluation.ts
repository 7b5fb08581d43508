import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { EvaluationUpdate, TeacherEvaluation } from '@inpro/shared-contracts';
import { audit } from '../../audit';
import { evaluations } from '../../db/schema';
import { toTeacherEvaluations } from '../classroom/evaluations';
import { assertExamResource, loadTaughtEvaluation } from './loadEvaluation';

/** PUT /teacher/evaluations/{evaluationId}: every field but the course. */
export async function updateEvaluation(req: FastifyRequest, evaluationId: number, body: EvaluationUpdate): Promise<TeacherEvaluation> {
  const db = req.server.db;
  const { course } = await loadTaughtEvaluation(req, evaluationId);
  await assertExamResource(req, body.resourceId, course.id);
  const row = await db.transaction(async (tx) => {
    const [e] = await tx
      .update(evaluations)
      .set({
        type: body.type,
        title: body.title,
        instructions: body.instructions,
        dueAt: new Date(body.dueAt),
        questions: body.questions,
        weight: body.weight,
        resourceId: body.resourceId,
        updatedAt: new Date(),
      })
      .where(eq(evaluations.id, evaluationId))
      .returning();
    await audit(
      req,
      'UPDATE',
      'evaluation',
      evaluationId,
      { courseId: course.id, title: e.title, type: e.type },
      tx,
      `${e.title} · ${course.title}`,
    );
    return e;
  });
  const [one] = await toTeacherEvaluations(db, [{ evaluation: row, course }]);
  return one;
}
