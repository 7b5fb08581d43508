import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { resourceIdParamsSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { deleteResource } from '../../../domain/materials/deleteResource';

const errors = errorAnswers(400, 401, 402, 403, 404);

/** DELETE /api/materials/resources/:resourceId: delete a resource and its file. */
export function deleteResourceRoute(app: FastifyInstance): void {
  zapp(app).delete(
    '/materials/resources/:resourceId',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['materials'],
        security: bearer,
        summary: 'Delete a resource and its file',
        params: resourceIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await deleteResource(req, req.params.resourceId);
      return reply.status(204).send(null);
    },
  );
}
