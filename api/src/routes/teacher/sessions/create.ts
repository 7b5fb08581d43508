import type { FastifyInstance } from 'fastify';
import { classSessionCreateSchema, teacherClassSessionSchema, errorBodySchema } from '@inpro/shared-contracts';
import { createSession } from '../../../domain/teacher/createSession';
import { zapp, bearer } from '../../../lib/zod';

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
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req, reply) => reply.status(201).send(await createSession(req, req.body)),
  );
}
