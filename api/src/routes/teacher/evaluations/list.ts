import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { teacherEvaluationSchema, teacherEvaluationsQuerySchema, errorBodySchema } from '@inpro/shared-contracts';
import { listTeacherEvaluations } from '../../../domain/teacher/listEvaluations';
import { zapp, bearer } from '../../../lib/zod';

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
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => listTeacherEvaluations(req, req.query.courseId),
  );
}
