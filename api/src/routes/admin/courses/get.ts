import type { FastifyInstance } from 'fastify';
import { courseSchema, idParamSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { getForAdmin } from '../../../domain/courses/service';

/** GET /api/admin/courses/:id: one course as the administrator's form edits it. */
export function getCourseRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/admin/courses/:id',
    {
      preHandler: app.requireRoles('ADMIN'),
      schema: {
        tags: ['courses'],
        security: bearer,
        summary: 'One course for the admin form',
        params: idParamSchema,
        response: {
          200: courseSchema,
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => getForAdmin(req, req.params.id),
  );
}
