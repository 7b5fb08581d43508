import type { FastifyInstance } from 'fastify';
import { sessionIdParamsSchema, studentAttendanceMarkSchema, studentAttendanceSessionSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { markAttendance } from '../../../domain/student/markAttendance';

/** POST /api/student/sessions/:sessionId/attendance: mark oneself PRESENTE in the open session (once). */
export function markAttendanceRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/student/sessions/:sessionId/attendance',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['student'],
        security: bearer,
        summary: 'Mark oneself PRESENTE in the open session (once)',
        description: 'No body: a student only marks themself. 409 when the window is not open or the mark exists.',
        params: sessionIdParamsSchema,
        body: studentAttendanceMarkSchema,
        response: {
          200: studentAttendanceSessionSchema,
          ...errorAnswers(400, 401, 402, 403, 404, 409),
        },
      },
    },
    async (req) => markAttendance(req, req.params.sessionId),
  );
}
