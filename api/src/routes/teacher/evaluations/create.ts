import type { FastifyInstance } from 'fastify';
import { evaluationCreateSchema, teacherEvaluationSchema, errorBodySchema } from '@inpro/shared-contracts';
import { createEvaluation } from '../../../domain/teacher/createEvaluation';
import { zapp, bearer } from '../../../lib/zod';

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
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req, reply) => reply.status(201).send(await createEvaluation(req, req.body)),
  );
}
