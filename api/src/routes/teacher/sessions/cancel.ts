import type { FastifyInstance } from 'fastify';
import { sessionIdParamsSchema, teacherClassSessionSchema } from '@inpro/shared-contracts';
import { cancelSession } from '../../../domain/teacher/cancelSession';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';

/** POST /api/teacher/sessions/:sessionId/cancel: cancel a class (students are notified). */
export function cancelSessionRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/teacher/sessions/:sessionId/cancel',
    {
      preHandler: app.requireRoles('DOCENTE', 'ADMIN'),
      schema: {
        tags: ['teacher'],
        security: bearer,
        summary: 'Cancel a class (students are notified)',
        params: sessionIdParamsSchema,
        response: {
          200: teacherClassSessionSchema,
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => cancelSession(req, req.params.sessionId),
  );
}
