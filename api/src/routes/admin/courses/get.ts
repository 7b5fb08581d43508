import type { FastifyInstance } from 'fastify';
import { courseSchema, errorBodySchema, idParamSchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../lib/zod';
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
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => getForAdmin(req, req.params.id),
  );
}
