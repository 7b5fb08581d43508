import type { FastifyInstance } from 'fastify';
import { coursePageSchema, errorBodySchema, teacherCoursesQuerySchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../lib/zod';
import { teacherList } from '../../../domain/courses/service';

/** GET /api/teacher/courses: the teacher's courses, paged (administrators: all). */
export function teacherCoursesRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/teacher/courses',
    {
      preHandler: app.requireRoles('DOCENTE', 'ADMIN'),
      schema: {
        tags: ['courses'],
        security: bearer,
        summary: "The teacher's courses (administrators: all)",
        querystring: teacherCoursesQuerySchema,
        response: {
          200: coursePageSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => teacherList(req, req.query),
  );
}
