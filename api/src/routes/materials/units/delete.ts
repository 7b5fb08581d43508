import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { unitIdParamsSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { deleteUnit } from '../../../domain/materials/deleteUnit';

const errors = errorAnswers(400, 401, 402, 403, 404);

/** DELETE /api/materials/units/:unitId: delete a unit, its resources and their files. */
export function deleteUnitRoute(app: FastifyInstance): void {
  zapp(app).delete(
    '/materials/units/:unitId',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['materials'],
        security: bearer,
        summary: 'Delete a unit, its resources and their files',
        params: unitIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await deleteUnit(req, req.params.unitId);
      return reply.status(204).send(null);
    },
  );
}
