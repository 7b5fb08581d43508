import type { FastifyInstance } from 'fastify';
import { sessionIdParamsSchema, teacherClassSessionSchema, errorBodySchema } from '@inpro/shared-contracts';
import { closeAttendance } from '../../../../domain/teacher/closeAttendance';
import { zapp, bearer } from '../../../../lib/zod';

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
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => closeAttendance(req, req.params.sessionId),
  );
}
