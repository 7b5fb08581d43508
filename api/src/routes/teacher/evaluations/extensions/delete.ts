import type { FastifyInstance } from 'fastify';
import { extensionParamsSchema, teacherEvaluationSchema } from '@inpro/shared-contracts';
import { removeExtension } from '../../../../domain/teacher/setExtension';
import { bearer, errorAnswers, zapp } from '../../../../lib/zod';

/** DELETE /api/teacher/evaluations/:evaluationId/extensions/:userId: remove a student’s extension. */
export function deleteExtensionRoute(app: FastifyInstance): void {
  zapp(app).delete(
    '/teacher/evaluations/:evaluationId/extensions/:userId',
    {
      preHandler: app.requireRoles('DOCENTE', 'ADMIN'),
      schema: {
        tags: ['teacher'],
        security: bearer,
        summary: 'Remove a student’s extension',
        params: extensionParamsSchema,
        response: {
          200: teacherEvaluationSchema,
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => removeExtension(req, req.params.evaluationId, req.params.userId),
  );
}
