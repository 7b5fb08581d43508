import type { FastifyInstance } from 'fastify';
import { imageUploadQuerySchema, uploadedImageSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../../lib/zod';
import { uploadImage } from '../../../../domain/media/uploadImage';

/** POST /api/admin/media/images: a public image uploaded, checked by content and resized for its kind. */
export function uploadImageRoute(app: FastifyInstance): void {
  zapp(app).post(
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
        response: {
          201: uploadedImageSchema,
          ...errorAnswers(400, 401, 403, 413, 415),
        },
      },
    },
    async (req, reply) => reply.status(201).send(await uploadImage(req, req.query.kind)),
  );
}
