import type { FastifyRequest } from 'fastify';
import type { Page, ParticipantRow, ParticipantsQuery } from '@inpro/shared-contracts';
import { pageResult } from '../../../lib/paging';
import { toParticipant } from '../../../domain/participants/mappers';
import * as repo from '../../../domain/participants/repo';

/** GET /superadmin/participants: the students with their registration, payment and account states. */
export async function listParticipants(req: FastifyRequest, q: ParticipantsQuery): Promise<Page<ParticipantRow>> {
  const rows = await repo.listParticipants(req.server.db, q, q.size, q.page * q.size);
  const total = rows[0]?.total ?? (q.page > 0 ? ((await repo.listParticipants(req.server.db, q, 1, 0))[0]?.total ?? 0) : 0);
  return pageResult(rows.map(toParticipant), Number(total), q.page, q.size);
}
