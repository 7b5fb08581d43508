import type { FastifyInstance } from 'fastify';
import { gradeSubmissionSchema, submissionDetailSchema, submissionIdParamsSchema } from '@inpro/shared-contracts';
import { gradeSubmission } from '../../../domain/teacher/submissions';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';

/** POST /api/teacher/submissions/:submissionId/grade: grade a submission 0–20 with feedback (the student is notified). */
export function gradeSubmissionRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/teacher/submissions/:submissionId/grade',
    {
      preHandler: app.requireRoles('DOCENTE', 'ADMIN'),
      schema: {
        tags: ['teacher'],
        security: bearer,
        summary: 'Grade a submission 0–20 with feedback (the student is notified)',
        params: submissionIdParamsSchema,
        body: gradeSubmissionSchema,
        response: {
          200: submissionDetailSchema,
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => gradeSubmission(req, req.params.submissionId, req.body),
  );
}
