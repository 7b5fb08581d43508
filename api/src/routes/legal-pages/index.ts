import type { FastifyInstance } from 'fastify';
import { getLegalPageRoute } from './get';

/** /api/legal-pages/*: the legal and help pages, public. Their editing is under routes/superadmin/legal-pages. */
export async function legalPagesRoutes(app: FastifyInstance): Promise<void> {
  getLegalPageRoute(app);
}
