import type { FastifyInstance } from 'fastify';
import { attendanceOpenSchema, sessionIdParamsSchema, teacherClassSessionSchema, errorBodySchema } from '@inpro/shared-contracts';
import { openAttendance } from '../../../../domain/teacher/openAttendance';
import { zapp, bearer } from '../../../../lib/zod';

/** POST /api/teacher/sessions/:sessionId/attendance/open: open the attendance window for {minutes} (default 15). */
export function openAttendanceRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/teacher/sessions/:sessionId/attendance/open',
    {
      preHandler: app.requireRoles('DOCENTE', 'ADMIN'),
      schema: {
        tags: ['teacher'],
        security: bearer,
        summary: 'Open the attendance window for {minutes} (default 15)',
        params: sessionIdParamsSchema,
        body: attendanceOpenSchema,
        response: {
          200: teacherClassSessionSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => openAttendance(req, req.params.sessionId, req.body.minutes),
  );
}
