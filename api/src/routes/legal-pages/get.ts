import type { FastifyInstance } from 'fastify';
import { errorBodySchema, legalPageSchema } from '@inpro/shared-contracts';
import { getPage } from '../../domain/legal/service';
import { knownSlug, slugParams } from '../../domain/legal/slugs';
import { zapp } from '../../lib/zod';

/** GET /api/legal-pages/:slug: a legal or help page as the public site renders it (kept in the public cache). */
export function getLegalPageRoute(app: FastifyInstance): void {
  zapp(app).get(
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
}
