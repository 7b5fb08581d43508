import type { FastifyInstance } from 'fastify';
import { errorBodySchema, studentCourseFilterQuerySchema, studentGradesSchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../lib/zod';
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
          400: errorBodySchema,
          401: errorBodySchema,
          402: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => studentGrades(req, req.query.courseId),
  );
}
