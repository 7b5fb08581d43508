import type { FastifyInstance } from 'fastify';
import { coursesJsonRoute } from './cursos/get';

/** /api/data/*: static-looking JSON files the pages read (GET /api/data/cursos.json). */
export async function dataRoutes(app: FastifyInstance): Promise<void> {
  coursesJsonRoute(app);
}
