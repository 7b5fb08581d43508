import type { FastifyInstance } from 'fastify';
import { siteConfigRoute } from './config/get';

/** /api/site/*: what the pages need about the site itself. The site's pages and remotes are served by src/site. */
export async function siteApiRoutes(app: FastifyInstance): Promise<void> {
  siteConfigRoute(app);
}
