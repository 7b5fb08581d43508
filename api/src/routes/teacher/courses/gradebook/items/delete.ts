import type { FastifyInstance } from 'fastify';
import { gradebookItemParamsSchema, gradebookSchema } from '@inpro/shared-contracts';
import { deleteItem } from '../../../../../domain/teacher/gradebook/items';
import { bearer, errorAnswers, zapp } from '../../../../../lib/zod';

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
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => deleteItem(req, req.params.courseId, req.params.itemId),
  );
}
