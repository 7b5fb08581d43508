import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { completionModeInputSchema, COMPLETION_MODES, resourceIdParamsSchema } from '@inpro/shared-contracts';
import { setCompletionMode } from '../../../modules/completion/setCompletionMode';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';

/** PUT /api/teacher/resources/:resourceId/completion: how a resource is completed: VIEW (when opened) or MANUAL (the student marks it). */
export function completionModeRoute(app: FastifyInstance): void {
  zapp(app).put(
    '/teacher/resources/:resourceId/completion',
    {
      preHandler: app.requireRoles('DOCENTE', 'ADMIN'),
      schema: {
        tags: ['teacher'],
        security: bearer,
        summary: 'How a resource is completed: VIEW (when opened) or MANUAL (the student marks it)',
        params: resourceIdParamsSchema,
        body: completionModeInputSchema,
        response: {
          200: z.object({ resourceId: z.number().int(), mode: z.enum(COMPLETION_MODES) }),
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => setCompletionMode(req, req.params.resourceId, req.body.mode),
  );
}
