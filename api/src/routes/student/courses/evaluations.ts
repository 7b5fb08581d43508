import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { courseIdParamsSchema, studentEvaluationSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { listStudentEvaluations } from '../../../domain/student/evaluations';

/** GET /api/student/courses/:courseId/evaluations: evaluations of one of the caller’s courses. */
export function studentCourseEvaluationsRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/student/courses/:courseId/evaluations',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['student'],
        security: bearer,
        summary: 'Evaluations of one of the caller’s courses',
        params: courseIdParamsSchema,
        response: {
          200: z.array(studentEvaluationSchema),
          ...errorAnswers(400, 401, 402, 403, 404, 409),
        },
      },
    },
    async (req) => listStudentEvaluations(req, req.params.courseId),
  );
}
