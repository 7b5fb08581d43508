import type { FastifyInstance } from 'fastify';
import { submissionDetailSchema, submissionIdParamsSchema } from '@inpro/shared-contracts';
import { getSubmission } from '../../../domain/teacher/submissions';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';

/** GET /api/teacher/submissions/:submissionId: one submission: answer text, file link, quiz answers. */
export function getSubmissionRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/teacher/submissions/:submissionId',
    {
      preHandler: app.requireRoles('DOCENTE', 'ADMIN'),
      schema: {
        tags: ['teacher'],
        security: bearer,
        summary: 'One submission: answer text, file link, quiz answers',
        params: submissionIdParamsSchema,
        response: {
          200: submissionDetailSchema,
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => getSubmission(req, req.params.submissionId),
  );
}
