import type { FastifyInstance } from 'fastify';
import { errorBodySchema, gradebookItemParamsSchema, gradebookSchema } from '@inpro/shared-contracts';
import { deleteItem } from '../../../../../domain/teacher/gradebook/items';
import { zapp, bearer } from '../../../../../lib/zod';

/** DELETE /api/teacher/courses/:courseId/gradebook/items/:itemId: delete a manual grade item and its grades. */
export function deleteItemRoute(app: FastifyInstance): void {
  zapp(app).delete(
    '/teacher/courses/:courseId/gradebook/items/:itemId',
    {
      preHandler: app.requireRoles('DOCENTE', 'ADMIN'),
      schema: {
        tags: ['teacher'],
        security: bearer,
        summary: 'Delete a manual grade item and its grades',
        params: gradebookItemParamsSchema,
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
    async (req) => deleteItem(req, req.params.courseId, req.params.itemId),
  );
}
