import type { FastifyInstance } from 'fastify';
import { courseSchema, idParamSchema } from '@inpro/shared-contracts';
import * as service from '../../domain/courses/service';
import { errorAnswers, zapp } from '../../lib/zod';

/** GET /api/courses/{id}: one course; a draft only for administrators and its teacher. */
export function getCourseRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/courses/:id',
    {
      preHandler: app.optionalAuth,
      schema: {
        tags: ['courses'],
        summary: 'One course (drafts only for administrators and its teacher)',
        params: idParamSchema,
        response: {
          200: courseSchema,
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => service.getVisible(req, req.params.id),
  );
}
