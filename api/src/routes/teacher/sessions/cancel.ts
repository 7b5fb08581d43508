import type { FastifyInstance } from 'fastify';
import { sessionIdParamsSchema, teacherClassSessionSchema, errorBodySchema } from '@inpro/shared-contracts';
import { cancelSession } from '../../../domain/teacher/cancelSession';
import { zapp, bearer } from '../../../lib/zod';

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
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => cancelSession(req, req.params.sessionId),
  );
}
