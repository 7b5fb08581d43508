import type { FastifyInstance } from 'fastify';
import { attendanceOpenSchema, sessionIdParamsSchema, teacherClassSessionSchema } from '@inpro/shared-contracts';
import { openAttendance } from '../../../../domain/teacher/openAttendance';
import { bearer, errorAnswers, zapp } from '../../../../lib/zod';

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
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => openAttendance(req, req.params.sessionId, req.body.minutes),
  );
}
