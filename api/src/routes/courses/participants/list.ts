import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { participantParamsSchema, participantSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { listParticipants } from '../../../domain/enrolments/listParticipants';

const errors = errorAnswers(400, 401, 403, 404);

const courseParams = z.object({ id: participantParamsSchema.shape.id });

/** GET /api/courses/:id/participants: the users enrolled in a course. */
export function listParticipantsRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/courses/:id/participants',
    {
      preHandler: app.requireRoles('ADMIN'),
      schema: {
        tags: ['enrolments'],
        security: bearer,
        summary: 'Users enrolled in a course',
        params: courseParams,
        response: { 200: z.array(participantSchema), ...errors },
      },
    },
    async (req) => listParticipants(req, req.params.id),
  );
}
