import type { FastifyInstance } from 'fastify';
import { changesCatalogue } from '../../plugins/publicCache';
import { getProfileRoute } from './profile/get';
import { updateProfileRoute } from './profile/update';

/** /api/me/*: the signed-in user's own profile (every role: /aula/perfil, /prof/perfil, …). */
export async function meRoutes(app: FastifyInstance): Promise<void> {
  // A saved profile may change what the catalogue shows (a teacher's name and bio): the public cache is emptied after it.
  changesCatalogue(app);
  getProfileRoute(app);
  updateProfileRoute(app);
}
