import type { FastifyInstance } from 'fastify';
import { evaluationIdParamsSchema, extensionSchema, teacherEvaluationSchema, errorBodySchema } from '@inpro/shared-contracts';
import { setExtension } from '../../../../domain/teacher/setExtension';
import { zapp, bearer } from '../../../../lib/zod';

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
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => setExtension(req, req.params.evaluationId, req.body),
  );
}
