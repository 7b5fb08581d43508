import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorBodySchema, participantParamsSchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../lib/zod';
import { removeParticipant } from '../../../domain/enrolments/removeParticipant';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

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
