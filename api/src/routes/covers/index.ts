import type { FastifyInstance } from 'fastify';
import { getCoverRoute } from './get';

/** /api/covers/*: the specialties' cover art, drawn on the server. */
export async function coversRoutes(app: FastifyInstance): Promise<void> {
  getCoverRoute(app);
}
