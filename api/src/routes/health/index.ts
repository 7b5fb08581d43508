import type { FastifyInstance } from 'fastify';
import { healthRoute } from './get';

/** /api/health: liveness for load balancers and monitors (public; details with the metrics token). */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  healthRoute(app);
}
