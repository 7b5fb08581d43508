import type { FastifyInstance } from 'fastify';
import { attemptIdParamsSchema, gradeEssaysSchema, teacherAttemptSchema } from '@inpro/shared-contracts';
import { gradeAttempt } from '../../../domain/teacher/attempts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';

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
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => gradeAttempt(req, req.params.attemptId, req.body),
  );
}
