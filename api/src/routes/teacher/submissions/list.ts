import type { FastifyInstance } from 'fastify';
import { submissionPageSchema, teacherSubmissionsQuerySchema, errorBodySchema } from '@inpro/shared-contracts';
import { listSubmissions } from '../../../domain/teacher/submissions';
import { zapp, bearer } from '../../../lib/zod';

/** GET /api/teacher/submissions: submissions (Pendiente, En revisión, Calificado) of the teacher’s courses, paged. */
export function listSubmissionsRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/teacher/submissions',
    {
      preHandler: app.requireRoles('DOCENTE', 'ADMIN'),
      schema: {
        tags: ['teacher'],
        security: bearer,
        summary: 'Submissions (Pendiente, En revisión, Calificado) of the teacher’s courses, paged',
        querystring: teacherSubmissionsQuerySchema,
        response: {
          200: submissionPageSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => listSubmissions(req, req.query),
  );
}
