import type { FastifyInstance } from 'fastify';
import { attendanceMarkSchema, rollEntrySchema, sessionStudentParamsSchema } from '@inpro/shared-contracts';
import { markStudent } from '../../../../domain/teacher/markStudent';
import { bearer, errorAnswers, zapp } from '../../../../lib/zod';

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
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => markStudent(req, req.params.sessionId, req.params.userId, req.body.status),
  );
}
