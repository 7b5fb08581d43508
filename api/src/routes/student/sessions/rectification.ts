import type { FastifyInstance } from 'fastify';
import { rectificationRequestSchema, sessionIdParamsSchema, studentAttendanceSessionSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { requestRectification } from '../../../domain/student/markAttendance';

/** POST /api/student/sessions/:sessionId/rectification: ask the teacher to rectify one’s attendance of a session (reason). */
export function requestRectificationRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/student/sessions/:sessionId/rectification',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['student'],
        security: bearer,
        summary: 'Ask the teacher to rectify one’s attendance of a session (reason)',
        params: sessionIdParamsSchema,
        body: rectificationRequestSchema,
        response: {
          201: studentAttendanceSessionSchema,
          ...errorAnswers(400, 401, 402, 403, 404, 409),
        },
      },
    },
    async (req, reply) => reply.status(201).send(await requestRectification(req, req.params.sessionId, req.body.reason)),
  );
}
