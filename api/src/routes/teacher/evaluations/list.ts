import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { teacherEvaluationSchema, teacherEvaluationsQuerySchema } from '@inpro/shared-contracts';
import { listTeacherEvaluations } from '../../../domain/teacher/listEvaluations';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';

/** GET /api/teacher/evaluations: the teacher’s evaluations with submission counters. */
export function listEvaluationsRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/teacher/evaluations',
    {
      preHandler: app.requireRoles('DOCENTE', 'ADMIN'),
      schema: {
        tags: ['teacher'],
        security: bearer,
        summary: 'The teacher’s evaluations with submission counters',
        querystring: teacherEvaluationsQuerySchema,
        response: {
          200: z.array(teacherEvaluationSchema),
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => listTeacherEvaluations(req, req.query.courseId),
  );
}
