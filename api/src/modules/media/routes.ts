import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorBodySchema, imageUploadQuerySchema, uploadedImageSchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../lib/zod';
import { serveCover } from './covers';
import { serveImage } from './serveImage';
import { uploadImage } from './uploadImage';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 413: errorBodySchema, 415: errorBodySchema };

/**
 * Public images (logo, certificate signature, course pictures): uploaded by an administrator,
 * checked by content, resized on the server, served at /api/media/{name}.
 */
export default async function mediaModule(app: FastifyInstance): Promise<void> {
  const r = zapp(app);
  r.post(
    '/admin/media/images',
    {
      preHandler: app.requireRoles('ADMIN'),
      schema: {
        tags: ['media'],
        security: bearer,
        summary: 'Upload an image (multipart `file`: JPG, PNG or WEBP), resized for its kind',
        description:
          'kind=logo (PNG, at most 512×512), signature (PNG, 800×300) or course (WEBP, 1200×800). Answers its address /api/media/{name}.',
        consumes: ['multipart/form-data'],
        querystring: imageUploadQuerySchema,
        response: { 201: uploadedImageSchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await uploadImage(req, req.query.kind)),
  );

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
