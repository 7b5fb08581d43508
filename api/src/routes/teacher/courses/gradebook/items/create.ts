import type { FastifyInstance } from 'fastify';
import { gradebookItemInputSchema, gradebookSchema, courseIdParamsSchema } from '@inpro/shared-contracts';
import { createItem } from '../../../../../domain/teacher/gradebook/items';
import { bearer, errorAnswers, zapp } from '../../../../../lib/zod';

/** POST /api/teacher/courses/:courseId/gradebook/items: add a manual grade item. */
export function createItemRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/teacher/courses/:courseId/gradebook/items',
    {
      preHandler: app.requireRoles('DOCENTE', 'ADMIN'),
      schema: {
        tags: ['teacher'],
        security: bearer,
        summary: 'Add a manual grade item',
        params: courseIdParamsSchema,
        body: gradebookItemInputSchema,
        response: {
          200: gradebookSchema,
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => createItem(req, req.params.courseId, req.body),
  );
}
