import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { resourceSchema, unitIdParamsSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../../lib/zod';
import { listResources } from '../../../../domain/materials/listResources';

const errors = errorAnswers(400, 401, 402, 403, 404);

/** GET /api/materials/units/:unitId/resources: the resources of a unit (files with a signed download url). */
export function listResourcesRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/materials/units/:unitId/resources',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['materials'],
        security: bearer,
        summary: 'Resources of a unit (files with a signed download url and sizeLabel)',
        params: unitIdParamsSchema,
        response: { 200: z.array(resourceSchema), ...errors },
      },
    },
    async (req) => listResources(req, req.params.unitId),
  );
}
