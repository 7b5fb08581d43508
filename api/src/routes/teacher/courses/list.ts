import type { FastifyInstance } from 'fastify';
import { coursePageSchema, teacherCoursesQuerySchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
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
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => teacherList(req, req.query),
  );
}
