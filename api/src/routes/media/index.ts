import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorBodySchema } from '@inpro/shared-contracts';
import { zapp } from '../../lib/zod';
import { serveCover } from '../covers/get';
import { serveImage } from './get';

/**
 * Public images (logo, certificate signature, course pictures): uploaded by an administrator,
 * checked by content, resized on the server (routes/admin/media/images), served at /api/media/{name}.
 */
export default async function mediaModule(app: FastifyInstance): Promise<void> {
  const r = zapp(app);
  r.get(
    '/media/:name',
    {
      schema: {
        tags: ['media'],
        summary: 'A public image',
        params: z.object({ name: z.string().max(100) }),
        querystring: z.object({ w: z.coerce.number().int().optional() }),
        produces: ['image/png', 'image/webp'],
        response: { 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (req, reply) => serveImage(req, reply, req.params.name, req.query.w),
  );

  r.get(
    '/covers/:file',
    {
      schema: {
        tags: ['media'],
        summary: "A specialty's cover art (SVG), shown for courses without an image of their own",
        params: z.object({ file: z.string().max(100) }),
        produces: ['image/svg+xml'],
        response: { 404: errorBodySchema },
      },
    },
    async (req, reply) => serveCover(reply, req.params.file),
  );
}
