import type { FastifyInstance } from 'fastify';
import { getImageRoute } from './get';

/** /api/media/*: the public images; their upload is under routes/admin/media/images. */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  getImageRoute(app);
}
