import type { FastifyInstance } from 'fastify';
import { errorBodySchema, gradebookItemInputSchema, gradebookItemParamsSchema, gradebookSchema } from '@inpro/shared-contracts';
import { updateItem } from '../../../../../domain/teacher/gradebook/items';
import { zapp, bearer } from '../../../../../lib/zod';

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
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => updateItem(req, req.params.courseId, req.params.itemId, req.body),
  );
}
