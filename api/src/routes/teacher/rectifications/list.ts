import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { rectificationSchema, teacherRectificationsQuerySchema } from '@inpro/shared-contracts';
import { listRectifications } from '../../../domain/teacher/listRectifications';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';

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
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => listRectifications(req, req.query),
  );
}
