import type { FastifyInstance } from 'fastify';
import { errorBodySchema, uploadLimitsSchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../lib/zod';
import { uploadLimits } from '../../../domain/materials/uploadLimits';

/** GET /api/materials/upload-limits: size limit and file types of a materials upload. */
export function uploadLimitsRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/materials/upload-limits',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['materials'],
        security: bearer,
        summary: 'Size limit and file types of a materials upload',
        response: { 200: uploadLimitsSchema, 401: errorBodySchema },
      },
    },
    async (req) => uploadLimits(req),
  );
}
