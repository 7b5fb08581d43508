import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorBodySchema, participantParamsSchema, participantSchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../lib/zod';
import { listParticipants } from '../../../domain/enrolments/listParticipants';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

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
