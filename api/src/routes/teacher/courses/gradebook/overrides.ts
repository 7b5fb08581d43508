import type { FastifyInstance } from 'fastify';
import { gradebookOverrideInputSchema, gradebookSchema, gradebookStudentParamsSchema } from '@inpro/shared-contracts';
import { overrideFinalGrade } from '../../../../domain/teacher/gradebook/overrideFinalGrade';
import { bearer, errorAnswers, zapp } from '../../../../lib/zod';

/** PUT /api/teacher/courses/:courseId/gradebook/overrides/:userId: override a student’s final grade with a reason (grade null removes it); audited. */
export function overrideFinalGradeRoute(app: FastifyInstance): void {
  zapp(app).put(
    '/teacher/courses/:courseId/gradebook/overrides/:userId',
    {
      preHandler: app.requireRoles('DOCENTE', 'ADMIN'),
      schema: {
        tags: ['teacher'],
        security: bearer,
        summary: 'Override a student’s final grade with a reason (grade null removes it); audited',
        params: gradebookStudentParamsSchema,
        body: gradebookOverrideInputSchema,
        response: {
          200: gradebookSchema,
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => overrideFinalGrade(req, req.params.courseId, req.params.userId, req.body),
  );
}
