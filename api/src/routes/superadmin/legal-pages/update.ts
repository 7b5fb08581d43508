import type { FastifyInstance } from 'fastify';
import { adminLegalPageSchema, errorBodySchema, legalPageUpdateSchema } from '@inpro/shared-contracts';
import { updatePage } from '../../../domain/legal/service';
import { knownSlug, slugParams } from '../../../domain/legal/slugs';
import { bearer, zapp } from '../../../lib/zod';

/** PUT /api/superadmin/legal-pages/:slug: a page's next version (its save empties the public cache). */
export function updateLegalPageRoute(app: FastifyInstance): void {
  zapp(app).put(
    '/superadmin/legal-pages/:slug',
    {
      preHandler: app.requireRoles('SUPER_ADMIN', 'SUPERADMIN'),
      schema: {
        tags: ['legal'],
        security: bearer,
        summary: 'Save the title and text (Markdown, no HTML) of a page as its next version (SUPER_ADMIN)',
        params: slugParams,
        body: legalPageUpdateSchema,
        response: { 200: adminLegalPageSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (req) => updatePage(req, knownSlug(req.params.slug), req.body),
  );
}
