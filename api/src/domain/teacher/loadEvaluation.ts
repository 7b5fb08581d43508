import type { FastifyRequest } from 'fastify';
import { EVALUATION_NOT_FOUND, EVALUATION_RESOURCE_INVALID } from '@inpro/shared-contracts';
import { badRequest, forbidden, notFound } from '../../errors';
import { NOT_YOUR_COURSE, teaches } from '../../modules/classroom/access';
import { findEvaluationWithCourse, isExamResourceOf, type EvaluationWithCourse } from '../../modules/classroom/evaluations';

/** The evaluation and its course (404 when missing) if the caller teaches the course (403 otherwise). */
export async function loadTaughtEvaluation(req: FastifyRequest, evaluationId: number): Promise<EvaluationWithCourse> {
  const row = await findEvaluationWithCourse(req.server.db, evaluationId);
  if (!row) throw notFound(EVALUATION_NOT_FOUND);
  if (!teaches(req.user, row.course)) throw forbidden(NOT_YOUR_COURSE);
  return row;
}

/** A linked resource must be an Examen resource of a unit of the same course (400). */
export async function assertExamResource(req: FastifyRequest, resourceId: number | null, courseId: number): Promise<void> {
  if (resourceId === null) return;
  if (!(await isExamResourceOf(req.server.db, resourceId, courseId))) {
    throw badRequest(EVALUATION_RESOURCE_INVALID, { resourceId: EVALUATION_RESOURCE_INVALID });
  }
}
