import type { FastifyInstance } from 'fastify';
import { classSessionCreateSchema, teacherClassSessionSchema } from '@inpro/shared-contracts';
import { createSession } from '../../../domain/teacher/createSession';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';

/** POST /api/teacher/sessions: schedule a class (students are notified). */
export function createSessionRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/teacher/sessions',
    {
      preHandler: app.requireRoles('DOCENTE', 'ADMIN'),
      schema: {
        tags: ['teacher'],
        security: bearer,
        summary: 'Schedule a class (students are notified)',
        body: classSessionCreateSchema,
        response: {
          201: teacherClassSessionSchema,
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req, reply) => reply.status(201).send(await createSession(req, req.body)),
  );
}
