import type { FastifyInstance } from 'fastify';
import { classSessionUpdateSchema, sessionIdParamsSchema, teacherClassSessionSchema, errorBodySchema } from '@inpro/shared-contracts';
import { updateSession } from '../../../domain/teacher/updateSession';
import { zapp, bearer } from '../../../lib/zod';

/** PUT /api/teacher/sessions/:sessionId: edit a class (students are notified). */
export function updateSessionRoute(app: FastifyInstance): void {
  zapp(app).put(
    '/teacher/sessions/:sessionId',
    {
      preHandler: app.requireRoles('DOCENTE', 'ADMIN'),
      schema: {
        tags: ['teacher'],
        security: bearer,
        summary: 'Edit a class (students are notified)',
        params: sessionIdParamsSchema,
        body: classSessionUpdateSchema,
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
    async (req) => updateSession(req, req.params.sessionId, req.body),
  );
}
