import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorBodySchema, resourceIdParamsSchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../lib/zod';
import { deleteResource } from '../../../domain/materials/deleteResource';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 402: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

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
