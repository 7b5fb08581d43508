import type { FastifyInstance } from 'fastify';
import { attendanceMarkSchema, rollEntrySchema, sessionStudentParamsSchema, errorBodySchema } from '@inpro/shared-contracts';
import { markStudent } from '../../../../domain/teacher/markStudent';
import { zapp, bearer } from '../../../../lib/zod';

/** PUT /api/teacher/sessions/:sessionId/attendance/:userId: mark an enrolled student by hand. */
export function markStudentRoute(app: FastifyInstance): void {
  zapp(app).put(
    '/teacher/sessions/:sessionId/attendance/:userId',
    {
      preHandler: app.requireRoles('DOCENTE', 'ADMIN'),
      schema: {
        tags: ['teacher'],
        security: bearer,
        summary: 'Mark an enrolled student by hand',
        params: sessionStudentParamsSchema,
        body: attendanceMarkSchema,
        response: {
          200: rollEntrySchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => markStudent(req, req.params.sessionId, req.params.userId, req.body.status),
  );
}
