import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { teacherClassSessionSchema, teacherSessionsQuerySchema, errorBodySchema } from '@inpro/shared-contracts';
import { listTeacherSessions } from '../../../domain/teacher/listSessions';
import { zapp, bearer } from '../../../lib/zod';

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
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => listTeacherSessions(req, req.query),
  );
}
