import type { FastifyInstance } from 'fastify';
import { classSessionUpdateSchema, sessionIdParamsSchema, teacherClassSessionSchema } from '@inpro/shared-contracts';
import { updateSession } from '../../../domain/teacher/updateSession';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';

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
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => updateSession(req, req.params.sessionId, req.body),
  );
}
