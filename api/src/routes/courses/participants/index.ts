import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  addParticipantsResponseSchema,
  addParticipantsSchema,
  errorBodySchema,
  participantParamsSchema,
  participantSchema,
} from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../lib/zod';
import { addParticipants } from '../../../domain/enrolments/addParticipants';
import { listParticipants } from '../../../domain/enrolments/listParticipants';
import { removeParticipant } from '../../../domain/enrolments/removeParticipant';
import { changesCatalogue } from '../../../plugins/publicCache';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const courseParams = z.object({ id: participantParamsSchema.shape.id });

/** Course enrolment (ADMIN; SUPER_ADMIN/SUPERADMIN too). */
export default async function enrolmentsModule(app: FastifyInstance): Promise<void> {
  // Its writes may change what the catalogue shows: the public cache is emptied when one did (plugins/publicCache.ts).
  changesCatalogue(app);
  const r = zapp(app);
  const admin = app.requireRoles('ADMIN');
  const common = { tags: ['enrolments'], security: bearer };

  r.get(
    '/courses/:id/participants',
    {
      preHandler: admin,
      schema: {
        ...common,
        summary: 'Users enrolled in a course',
        params: courseParams,
        response: { 200: z.array(participantSchema), ...errors },
      },
    },
    async (req) => listParticipants(req, req.params.id),
  );

  r.post(
    '/courses/:id/participants',
    {
      preHandler: admin,
      schema: {
        ...common,
        summary: 'Enrol users (idempotent)',
        params: courseParams,
        body: addParticipantsSchema,
        response: { 200: addParticipantsResponseSchema, ...errors },
      },
    },
    async (req) => addParticipants(req, req.params.id, req.body.userIds),
  );

  r.delete(
    '/courses/:id/participants/:userId',
    {
      preHandler: admin,
      schema: {
        ...common,
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
