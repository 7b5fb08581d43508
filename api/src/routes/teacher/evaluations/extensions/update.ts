import type { FastifyInstance } from 'fastify';
import { evaluationIdParamsSchema, extensionSchema, teacherEvaluationSchema } from '@inpro/shared-contracts';
import { setExtension } from '../../../../domain/teacher/setExtension';
import { bearer, errorAnswers, zapp } from '../../../../lib/zod';

/** PUT /api/teacher/evaluations/:evaluationId/extensions: give one student a later due date (audited; the student is notified). */
export function setExtensionRoute(app: FastifyInstance): void {
  zapp(app).put(
    '/teacher/evaluations/:evaluationId/extensions',
    {
      preHandler: app.requireRoles('DOCENTE', 'ADMIN'),
      schema: {
        tags: ['teacher'],
        security: bearer,
        summary: 'Give one student a later due date (audited; the student is notified)',
        params: evaluationIdParamsSchema,
        body: extensionSchema,
        response: {
          200: teacherEvaluationSchema,
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => setExtension(req, req.params.evaluationId, req.body),
  );
}
