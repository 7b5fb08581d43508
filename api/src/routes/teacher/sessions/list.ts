import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { teacherClassSessionSchema, teacherSessionsQuerySchema } from '@inpro/shared-contracts';
import { listTeacherSessions } from '../../../domain/teacher/listSessions';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';

/** GET /api/teacher/sessions: the teacher’s class sessions (past, live, upcoming), by month or date range. */
export function listSessionsRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/teacher/sessions',
    {
      preHandler: app.requireRoles('DOCENTE', 'ADMIN'),
      schema: {
        tags: ['teacher'],
        security: bearer,
        summary: 'The teacher’s class sessions (past, live, upcoming), by month or date range',
        querystring: teacherSessionsQuerySchema,
        response: {
          200: z.array(teacherClassSessionSchema),
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => listTeacherSessions(req, req.query),
  );
}
