import type { FastifyInstance } from 'fastify';
import {
  errorBodySchema,
  sessionIdParamsSchema,
  studentAttendanceMarkSchema,
  studentAttendanceSessionSchema,
} from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../lib/zod';
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
          400: errorBodySchema,
          401: errorBodySchema,
          402: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => markAttendance(req, req.params.sessionId),
  );
}
