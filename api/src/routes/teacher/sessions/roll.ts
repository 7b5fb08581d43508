import type { FastifyInstance } from 'fastify';
import { sessionIdParamsSchema, sessionRollSchema } from '@inpro/shared-contracts';
import { sessionRoll } from '../../../domain/teacher/sessionRoll';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';

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
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => sessionRoll(req, req.params.sessionId),
  );
}
