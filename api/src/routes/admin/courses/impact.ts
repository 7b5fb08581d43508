import type { FastifyInstance } from 'fastify';
import { courseImpactSchema, errorBodySchema, idParamSchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../lib/zod';
import { courseImpact } from '../../../domain/courses/archive';

/** GET /api/admin/courses/:id/impact: what deleting the course would affect, and whether it must be archived instead. */
export function courseImpactRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/admin/courses/:id/impact',
    {
      preHandler: app.requireRoles('ADMIN'),
      schema: {
        tags: ['courses'],
        security: bearer,
        summary: 'What deleting the course affects (enrolled, pending payments, orders, certificates) and whether it must be archived',
        params: idParamSchema,
        response: {
          200: courseImpactSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => courseImpact(req.server.db, req.params.id),
  );
}
