import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { studentCourseFilterQuerySchema, studentEvaluationSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
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
          ...errorAnswers(400, 401, 402, 403, 404, 409),
        },
      },
    },
    async (req) => listStudentEvaluations(req, req.query.courseId),
  );
}
