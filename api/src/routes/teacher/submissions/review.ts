import type { FastifyInstance } from 'fastify';
import { submissionDetailSchema, submissionIdParamsSchema, errorBodySchema } from '@inpro/shared-contracts';
import { reviewSubmission } from '../../../domain/teacher/submissions';
import { zapp, bearer } from '../../../lib/zod';

/** POST /api/teacher/submissions/:submissionId/review: start reviewing a submission (Pendiente → En revisión). */
export function reviewSubmissionRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/teacher/submissions/:submissionId/review',
    {
      preHandler: app.requireRoles('DOCENTE', 'ADMIN'),
      schema: {
        tags: ['teacher'],
        security: bearer,
        summary: 'Start reviewing a submission (Pendiente → En revisión)',
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
    async (req) => reviewSubmission(req, req.params.submissionId),
  );
}
