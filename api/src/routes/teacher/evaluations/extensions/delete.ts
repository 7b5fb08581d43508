import type { FastifyInstance } from 'fastify';
import { extensionParamsSchema, teacherEvaluationSchema, errorBodySchema } from '@inpro/shared-contracts';
import { removeExtension } from '../../../../domain/teacher/setExtension';
import { zapp, bearer } from '../../../../lib/zod';

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
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => removeExtension(req, req.params.evaluationId, req.params.userId),
  );
}
