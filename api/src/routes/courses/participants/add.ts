import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { addParticipantsResponseSchema, addParticipantsSchema, errorBodySchema, participantParamsSchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../lib/zod';
import { addParticipants } from '../../../domain/enrolments/addParticipants';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

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
