import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  LEGAL_PAGE_NOT_FOUND,
  LEGAL_PAGE_SLUGS,
  adminLegalPageSchema,
  adminLegalPagesSchema,
  errorBodySchema,
  legalPageSchema,
  legalPageUpdateSchema,
  type LegalPageSlug,
} from '@inpro/shared-contracts';
import { notFound } from '../../../errors';
import { bearer, zapp } from '../../../lib/zod';
import { getPage, listPages, updatePage } from '../../../domain/legal/service';

const slugParams = z.object({ slug: z.string().max(60) });

function knownSlug(slug: string): LegalPageSlug {
  if (!(LEGAL_PAGE_SLUGS as readonly string[]).includes(slug)) throw notFound(LEGAL_PAGE_NOT_FOUND);
  return slug as LegalPageSlug;
}

/**
 * The legal and help pages: read by anyone (the public site renders them; answers kept in the
 * public cache), edited by the master administrator (a save empties the public cache, so the
 * prerendered pages and their answers show the new text at once).
 */
export default async function legalModule(app: FastifyInstance): Promise<void> {
  const r = zapp(app);
  const master = app.requireRoles('SUPER_ADMIN', 'SUPERADMIN');

  r.get(
    '/legal-pages/:slug',
    {
      config: { publicCache: true },
      schema: {
        tags: ['legal'],
        summary: 'A legal or help page of the site: terminos, privacidad, preguntas-frecuentes, ayuda',
        params: slugParams,
        response: { 200: legalPageSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (req) => getPage(req, knownSlug(req.params.slug)),
  );

  r.get(
    '/superadmin/legal-pages',
    {
      preHandler: master,
      schema: {
        tags: ['legal'],
        security: bearer,
        summary: 'Every legal and help page with its version, date and last editor (SUPER_ADMIN)',
        response: { 200: adminLegalPagesSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (req) => listPages(req),
  );

  r.put(
    '/superadmin/legal-pages/:slug',
    {
      preHandler: master,
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
