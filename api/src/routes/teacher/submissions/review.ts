import type { FastifyInstance } from 'fastify';
import { submissionDetailSchema, submissionIdParamsSchema } from '@inpro/shared-contracts';
import { reviewSubmission } from '../../../domain/teacher/submissions';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';

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
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => reviewSubmission(req, req.params.submissionId),
  );
}
