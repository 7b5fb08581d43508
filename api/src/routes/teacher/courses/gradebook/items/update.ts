import type { FastifyInstance } from 'fastify';
import { gradebookItemInputSchema, gradebookItemParamsSchema, gradebookSchema } from '@inpro/shared-contracts';
import { updateItem } from '../../../../../domain/teacher/gradebook/items';
import { bearer, errorAnswers, zapp } from '../../../../../lib/zod';

/** PUT /api/teacher/courses/:courseId/gradebook/items/:itemId: edit a manual grade item. */
export function updateItemRoute(app: FastifyInstance): void {
  zapp(app).put(
    '/teacher/courses/:courseId/gradebook/items/:itemId',
    {
      preHandler: app.requireRoles('DOCENTE', 'ADMIN'),
      schema: {
        tags: ['teacher'],
        security: bearer,
        summary: 'Edit a manual grade item',
        params: gradebookItemParamsSchema,
        body: gradebookItemInputSchema,
        response: {
          200: gradebookSchema,
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => updateItem(req, req.params.courseId, req.params.itemId, req.body),
  );
}
