import type { FastifyInstance } from 'fastify';
import { rectificationIdParamsSchema, rectificationResolveSchema, rectificationSchema } from '@inpro/shared-contracts';
import { resolveRectification } from '../../../domain/teacher/resolveRectification';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';

/** POST /api/teacher/rectifications/:rectificationId/resolve: accept (→ PRESENTE) or reject (with a reason) a rectification request. */
export function resolveRectificationRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/teacher/rectifications/:rectificationId/resolve',
    {
      preHandler: app.requireRoles('DOCENTE', 'ADMIN'),
      schema: {
        tags: ['teacher'],
        security: bearer,
        summary: 'Accept (→ PRESENTE) or reject (with a reason) a rectification request',
        params: rectificationIdParamsSchema,
        body: rectificationResolveSchema,
        response: {
          200: rectificationSchema,
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => resolveRectification(req, req.params.rectificationId, req.body),
  );
}
