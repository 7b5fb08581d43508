import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParamSchema } from '@inpro/shared-contracts';
import * as service from '../../domain/courses/service';
import { bearer, errorAnswers, zapp } from '../../lib/zod';

/** DELETE /api/courses/{id}: a course nobody is enrolled in, bought or certified for (ADMIN; else 409: archive it). */
export function deleteCourseRoute(app: FastifyInstance): void {
  zapp(app).delete(
    '/courses/:id',
    {
      preHandler: app.requireRoles('ADMIN'),
      schema: {
        tags: ['courses'],
        security: bearer,
        summary: 'Delete a course nobody is enrolled in, bought or certified for (else 409: archive it)',
        params: idParamSchema,
        response: {
          204: z.null(),
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req, reply) => {
      await service.remove(req, req.params.id);
      return reply.status(204).send(null);
    },
  );
}
