import type { FastifyInstance } from 'fastify';
import { submissionDetailSchema, submissionIdParamsSchema, errorBodySchema } from '@inpro/shared-contracts';
import { getSubmission } from '../../../domain/teacher/submissions';
import { zapp, bearer } from '../../../lib/zod';

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
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => getSubmission(req, req.params.submissionId),
  );
}
