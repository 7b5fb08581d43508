import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { addParticipantsResponseSchema, addParticipantsSchema, participantParamsSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { addParticipants } from '../../../domain/enrolments/addParticipants';

const errors = errorAnswers(400, 401, 403, 404);

const courseParams = z.object({ id: participantParamsSchema.shape.id });

/** POST /api/courses/:id/participants: enrol users (idempotent). */
export function addParticipantsRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/courses/:id/participants',
    {
      preHandler: app.requireRoles('ADMIN'),
      schema: {
        tags: ['enrolments'],
        security: bearer,
        summary: 'Enrol users (idempotent)',
        params: courseParams,
        body: addParticipantsSchema,
        response: { 200: addParticipantsResponseSchema, ...errors },
      },
    },
    async (req) => addParticipants(req, req.params.id, req.body.userIds),
  );
}
