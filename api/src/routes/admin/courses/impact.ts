import type { FastifyInstance } from 'fastify';
import { courseImpactSchema, idParamSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
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
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => courseImpact(req.server.db, req.params.id),
  );
}
