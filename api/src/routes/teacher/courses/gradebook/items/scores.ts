import type { FastifyInstance } from 'fastify';
import { errorBodySchema, gradebookItemScoreParamsSchema, gradebookSchema, gradebookScoreInputSchema } from '@inpro/shared-contracts';
import { setItemScore } from '../../../../../domain/teacher/gradebook/scores';
import { zapp, bearer } from '../../../../../lib/zod';

/** PUT /api/teacher/courses/:courseId/gradebook/items/:itemId/scores/:userId: a student’s grade in a manual item (null clears it). */
export function setItemScoreRoute(app: FastifyInstance): void {
  zapp(app).put(
    '/teacher/courses/:courseId/gradebook/items/:itemId/scores/:userId',
    {
      preHandler: app.requireRoles('DOCENTE', 'ADMIN'),
      schema: {
        tags: ['teacher'],
        security: bearer,
        summary: 'A student’s grade in a manual item (null clears it)',
        params: gradebookItemScoreParamsSchema,
        body: gradebookScoreInputSchema,
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
    async (req) => setItemScore(req, req.params.courseId, req.params.itemId, req.params.userId, req.body.score),
  );
}
