import type { FastifyRequest } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { EVALUATION_HAS_SUBMISSIONS } from '@inpro/shared-contracts';
import { audit } from '../../audit';
import { evaluations, submissions } from '../../db/schema';
import { conflict } from '../../errors';
import { loadTaughtEvaluation } from './loadEvaluation';

/** DELETE /teacher/evaluations/{evaluationId}: only while nobody has submitted it (409). */
export async function deleteEvaluation(req: FastifyRequest, evaluationId: number): Promise<void> {
  const db = req.server.db;
  const { evaluation, course } = await loadTaughtEvaluation(req, evaluationId);
  await db.transaction(async (tx) => {
    const [{ n }] = await tx.select({ n: count() }).from(submissions).where(eq(submissions.evaluationId, evaluationId));
    if (Number(n) > 0) throw conflict(EVALUATION_HAS_SUBMISSIONS);
    await tx.delete(evaluations).where(eq(evaluations.id, evaluationId));
    await audit(
      req,
      'DELETE',
      'evaluation',
      evaluationId,
      { courseId: course.id, title: evaluation.title },
      tx,
      `${evaluation.title} · ${course.title}`,
    );
  });
}
