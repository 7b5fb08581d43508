import type { FastifyInstance } from 'fastify';
import { sessionIdParamsSchema, sessionRollSchema, errorBodySchema } from '@inpro/shared-contracts';
import { sessionRoll } from '../../../domain/teacher/sessionRoll';
import { zapp, bearer } from '../../../lib/zod';

/** GET /api/teacher/sessions/:sessionId/roll: every enrolled student with their mark. */
export function sessionRollRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/teacher/sessions/:sessionId/roll',
    {
      preHandler: app.requireRoles('DOCENTE', 'ADMIN'),
      schema: {
        tags: ['teacher'],
        security: bearer,
        summary: 'Every enrolled student with their mark',
        params: sessionIdParamsSchema,
        response: {
          200: sessionRollSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => sessionRoll(req, req.params.sessionId),
  );
}
