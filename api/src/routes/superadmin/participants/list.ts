import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  errorBodySchema,
  participantsPageSchema,
  participantsQuerySchema,
  type Page,
  type ParticipantRow,
  type ParticipantsQuery,
} from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../lib/zod';
import { pageResult } from '../../../lib/paging';
import { toParticipant } from '../../../domain/participants/mappers';
import * as repo from '../../../domain/participants/repo';

/** GET /superadmin/participants: the students with their registration, payment and account states. */
async function listParticipants(req: FastifyRequest, q: ParticipantsQuery): Promise<Page<ParticipantRow>> {
  const rows = await repo.listParticipants(req.server.db, q, q.size, q.page * q.size);
  const total = rows[0]?.total ?? (q.page > 0 ? ((await repo.listParticipants(req.server.db, q, 1, 0))[0]?.total ?? 0) : 0);
  return pageResult(rows.map(toParticipant), Number(total), q.page, q.size);
}

/** GET /api/superadmin/participants: the students and their states, paged. */
export function listParticipantsRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/superadmin/participants',
    {
      preHandler: app.requireRoles('SUPER_ADMIN', 'SUPERADMIN'),
      schema: {
        tags: ['superadmin'],
        security: bearer,
        summary: 'Students with registration (Verificado/Pendiente/Incompleto), payment (Pagado/Parcial/Debe) and account state, paged',
        querystring: participantsQuerySchema,
        response: { 200: participantsPageSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (req) => listParticipants(req, req.query),
  );
}
