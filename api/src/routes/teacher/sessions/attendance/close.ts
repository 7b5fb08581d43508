import type { FastifyInstance } from 'fastify';
import { sessionIdParamsSchema, teacherClassSessionSchema } from '@inpro/shared-contracts';
import { closeAttendance } from '../../../../domain/teacher/closeAttendance';
import { bearer, errorAnswers, zapp } from '../../../../lib/zod';

/** POST /api/teacher/sessions/:sessionId/attendance/close: close the attendance window: students still PENDIENTE become AUSENTE. */
export function closeAttendanceRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/teacher/sessions/:sessionId/attendance/close',
    {
      preHandler: app.requireRoles('DOCENTE', 'ADMIN'),
      schema: {
        tags: ['teacher'],
        security: bearer,
        summary: 'Close the attendance window: students still PENDIENTE become AUSENTE',
        params: sessionIdParamsSchema,
        response: {
          200: teacherClassSessionSchema,
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => closeAttendance(req, req.params.sessionId),
  );
}
