import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { completionModeInputSchema, COMPLETION_MODES, resourceIdParamsSchema, errorBodySchema } from '@inpro/shared-contracts';
import { setCompletionMode } from '../../../modules/completion/setCompletionMode';
import { zapp, bearer } from '../../../lib/zod';

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
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => setCompletionMode(req, req.params.resourceId, req.body.mode),
  );
}
