import type { FastifyInstance } from 'fastify';
import { studentCourseFilterQuerySchema, studentGradesSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { studentGrades } from '../../../domain/student/grades';

/** GET /api/student/grades: the caller’s grades, average (two decimals) and passing mark. */
export function studentGradesRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/student/grades',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['student'],
        security: bearer,
        summary: 'The caller’s grades, average (two decimals) and passing mark',
        querystring: studentCourseFilterQuerySchema,
        response: {
          200: studentGradesSchema,
          ...errorAnswers(400, 401, 402, 403, 404, 409),
        },
      },
    },
    async (req) => studentGrades(req, req.query.courseId),
  );
}
