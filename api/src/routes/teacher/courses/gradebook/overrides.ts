import type { FastifyInstance } from 'fastify';
import { errorBodySchema, gradebookOverrideInputSchema, gradebookSchema, gradebookStudentParamsSchema } from '@inpro/shared-contracts';
import { overrideFinalGrade } from '../../../../domain/teacher/gradebook/overrideFinalGrade';
import { zapp, bearer } from '../../../../lib/zod';

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
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => overrideFinalGrade(req, req.params.courseId, req.params.userId, req.body),
  );
}
