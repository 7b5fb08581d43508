import type { FastifyInstance } from 'fastify';
import { gradebookItemScoreParamsSchema, gradebookSchema, gradebookScoreInputSchema } from '@inpro/shared-contracts';
import { setItemScore } from '../../../../../domain/teacher/gradebook/scores';
import { bearer, errorAnswers, zapp } from '../../../../../lib/zod';

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
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => setItemScore(req, req.params.courseId, req.params.itemId, req.params.userId, req.body.score),
  );
}
