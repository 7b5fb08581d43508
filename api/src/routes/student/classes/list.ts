import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { studentClassSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { studentClasses } from '../../../domain/student/classes';

/** GET /api/student/classes: the caller’s class sessions by start, with status (Lima time), canJoin and join link. */
export function studentClassesRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/student/classes',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['student'],
        security: bearer,
        summary: 'The caller’s class sessions by start, with status (Lima time), canJoin and join link',
        response: {
          200: z.array(studentClassSchema),
          ...errorAnswers(400, 401, 402, 403, 404, 409),
        },
      },
    },
    async (req) => studentClasses(req),
  );
}
