import type { FastifyInstance } from 'fastify';
import { attemptIdParamsSchema, gradeEssaysSchema, teacherAttemptSchema, errorBodySchema } from '@inpro/shared-contracts';
import { gradeAttempt } from '../../../domain/teacher/attempts';
import { zapp, bearer } from '../../../lib/zod';

/** POST /api/teacher/attempts/:attemptId/grade: grade the essay questions of an attempt (the student is notified). */
export function gradeAttemptRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/teacher/attempts/:attemptId/grade',
    {
      preHandler: app.requireRoles('DOCENTE', 'ADMIN'),
      schema: {
        tags: ['teacher'],
        security: bearer,
        summary: 'Grade the essay questions of an attempt (the student is notified)',
        params: attemptIdParamsSchema,
        body: gradeEssaysSchema,
        response: {
          200: teacherAttemptSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => gradeAttempt(req, req.params.attemptId, req.body),
  );
}
