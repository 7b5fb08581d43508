import type { FastifyInstance } from 'fastify';
import { archiveCourseSchema, courseSchema, idParamSchema } from '@inpro/shared-contracts';
import { archiveCourse } from '../../domain/courses/archive';
import * as service from '../../domain/courses/service';
import { bearer, errorAnswers, zapp } from '../../lib/zod';

/** POST /api/courses/{id}/archive: a course out of the catalogue and new sales, kept for its students (ADMIN). */
export function archiveCourseRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/courses/:id/archive',
    {
      preHandler: app.requireRoles('ADMIN'),
      schema: {
        tags: ['courses'],
        security: bearer,
        summary: 'Archive a course: out of the catalogue and new sales, kept for its students; outstanding installments kept or cancelled',
        params: idParamSchema,
        body: archiveCourseSchema,
        response: {
          200: courseSchema,
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => {
      await archiveCourse(req, req.params.id, req.body.installments);
      return service.getForAdmin(req, req.params.id);
    },
  );
}
