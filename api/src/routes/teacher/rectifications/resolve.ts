import type { FastifyInstance } from 'fastify';
import { rectificationIdParamsSchema, rectificationResolveSchema, rectificationSchema, errorBodySchema } from '@inpro/shared-contracts';
import { resolveRectification } from '../../../domain/teacher/resolveRectification';
import { zapp, bearer } from '../../../lib/zod';

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
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => resolveRectification(req, req.params.rectificationId, req.body),
  );
}
