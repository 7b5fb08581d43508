import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import * as service from '../../domain/courses/service';
import { zapp } from '../../lib/zod';

/** GET /api/courses/areas: the areas of the published courses (public, cached). */
export function listAreasRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/courses/areas',
    {
      config: { publicCache: true },
      schema: { tags: ['courses'], summary: 'Areas of the published courses', response: { 200: z.array(z.string()) } },
    },
    async (req) => service.areas(req),
  );
}
