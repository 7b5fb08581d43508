import type { FastifyInstance } from 'fastify';
import { evaluationCreateSchema, teacherEvaluationSchema } from '@inpro/shared-contracts';
import { createEvaluation } from '../../../domain/teacher/createEvaluation';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';

/** POST /api/teacher/evaluations: create an Examen, Tarea or Quiz (students are notified). */
export function createEvaluationRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/teacher/evaluations',
    {
      preHandler: app.requireRoles('DOCENTE', 'ADMIN'),
      schema: {
        tags: ['teacher'],
        security: bearer,
        summary: 'Create an Examen, Tarea or Quiz (students are notified)',
        body: evaluationCreateSchema,
        response: {
          201: teacherEvaluationSchema,
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req, reply) => reply.status(201).send(await createEvaluation(req, req.body)),
  );
}
