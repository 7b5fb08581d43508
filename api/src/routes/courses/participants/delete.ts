import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { participantParamsSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { removeParticipant } from '../../../domain/enrolments/removeParticipant';

const errors = errorAnswers(400, 401, 403, 404);

/** DELETE /api/courses/:id/participants/:userId: remove a user from a course. */
export function removeParticipantRoute(app: FastifyInstance): void {
  zapp(app).delete(
    '/courses/:id/participants/:userId',
    {
      preHandler: app.requireRoles('ADMIN'),
      schema: {
        tags: ['enrolments'],
        security: bearer,
        summary: 'Remove a user from a course',
        params: participantParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await removeParticipant(req, req.params.id, req.params.userId);
      return reply.status(204).send(null);
    },
  );
}
