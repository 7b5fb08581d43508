import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { rectificationSchema, teacherRectificationsQuerySchema, errorBodySchema } from '@inpro/shared-contracts';
import { listRectifications } from '../../../domain/teacher/listRectifications';
import { zapp, bearer } from '../../../lib/zod';

/** GET /api/teacher/rectifications: rectification requests of the teacher’s courses, newest first. */
export function listRectificationsRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/teacher/rectifications',
    {
      preHandler: app.requireRoles('DOCENTE', 'ADMIN'),
      schema: {
        tags: ['teacher'],
        security: bearer,
        summary: 'Rectification requests of the teacher’s courses, newest first',
        querystring: teacherRectificationsQuerySchema,
        response: {
          200: z.array(rectificationSchema),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => listRectifications(req, req.query),
  );
}
