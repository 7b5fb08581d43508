import type { FastifyInstance } from 'fastify';
import { adminLegalPagesSchema, errorBodySchema } from '@inpro/shared-contracts';
import { listPages } from '../../../domain/legal/service';
import { bearer, zapp } from '../../../lib/zod';

/** GET /api/superadmin/legal-pages: every legal and help page with its version, date and last editor. */
export function listLegalPagesRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/superadmin/legal-pages',
    {
      preHandler: app.requireRoles('SUPER_ADMIN', 'SUPERADMIN'),
      schema: {
        tags: ['legal'],
        security: bearer,
        summary: 'Every legal and help page with its version, date and last editor (SUPER_ADMIN)',
        response: { 200: adminLegalPagesSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (req) => listPages(req),
  );
}
