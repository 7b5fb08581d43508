import type { FastifyInstance } from 'fastify';
import { changesCatalogue } from '../../../plugins/publicCache';
import { addParticipantsRoute } from './add';
import { removeParticipantRoute } from './delete';
import { listParticipantsRoute } from './list';

/** /api/courses/:id/participants: course enrolment (ADMIN; SUPER_ADMIN/SUPERADMIN too). */
export async function courseParticipantsRoutes(app: FastifyInstance): Promise<void> {
  // Its writes may change what the catalogue shows: the public cache is emptied when one did (plugins/publicCache.ts).
  changesCatalogue(app);
  listParticipantsRoute(app);
  addParticipantsRoute(app);
  removeParticipantRoute(app);
}
