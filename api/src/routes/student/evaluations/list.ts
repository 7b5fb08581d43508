import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorBodySchema, studentCourseFilterQuerySchema, studentEvaluationSchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../lib/zod';
import { listStudentEvaluations } from '../../../domain/student/evaluations';

/** GET /api/student/evaluations: evaluations of the caller’s courses with state and own submission. */
export function studentEvaluationsRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/student/evaluations',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['student'],
        security: bearer,
        summary: 'Evaluations of the caller’s courses with state and own submission',
        querystring: studentCourseFilterQuerySchema,
        response: {
          200: z.array(studentEvaluationSchema),
          400: errorBodySchema,
          401: errorBodySchema,
          402: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => listStudentEvaluations(req, req.query.courseId),
  );
}
