import type { FastifyInstance } from 'fastify';
import { readyRoute } from './get';

/** /api/ready: readiness for load balancers (database, Redis, the release state, shutdown). */
export async function readyRoutes(app: FastifyInstance): Promise<void> {
  await readyRoute(app);
}
