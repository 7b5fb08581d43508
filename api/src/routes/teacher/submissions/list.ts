import type { FastifyInstance } from 'fastify';
import { submissionPageSchema, teacherSubmissionsQuerySchema } from '@inpro/shared-contracts';
import { listSubmissions } from '../../../domain/teacher/submissions';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';

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
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => listSubmissions(req, req.query),
  );
}
