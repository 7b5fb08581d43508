import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { COURSE_IMAGE_WIDTHS } from '@inpro/shared-contracts';
import { IMAGE_NOT_FOUND } from '../../domain/media/image';
import { MEDIA_FOLDER } from '../../domain/media/uploadImage';
import { badRequest, notFound } from '../../errors';
import { errorAnswers, zapp } from '../../lib/zod';

/**
 * GET /api/media/{name}: a public image (logo, certificate signature, course picture), uploaded by an
 * administrator, checked by content and resized on the server (routes/admin/media/images).
 */
export function getImageRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/media/:name',
    {
      schema: {
        tags: ['media'],
        summary: 'A public image',
        params: z.object({ name: z.string().max(100) }),
        querystring: z.object({ w: z.coerce.number().int().optional() }),
        produces: ['image/png', 'image/webp'],
        response: errorAnswers(400, 404),
      },
    },
    async (req, reply) => serveImage(req, reply, req.params.name, req.query.w),
  );
}

const TYPES: Record<string, string> = { png: 'image/png', webp: 'image/webp' };

const IMAGE_WIDTH_INVALID = `Ancho de imagen inválido: usa ${COURSE_IMAGE_WIDTHS.join(' o ')}.`;

async function toBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The copy of a course image at a narrower width (for `srcset`), made once with sharp and kept
 * next to the original; an image narrower than that is answered as it is.
 */
async function narrowerCopy(req: FastifyRequest, key: string, width: number): Promise<string> {
  const storage = req.server.storage;
  const copy = key.replace(/\.webp$/, `-w${width}.webp`);
  if (await storage.exists(copy)) return copy;
  const { default: sharp } = await import('sharp');
  const data = await sharp(await toBuffer(await storage.get(key)))
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
  await storage.put(copy, data);
  return copy;
}

/**
 * GET /media/{name}[?w=400|800]: public; names are content hashes, so the answer never changes.
 * Course images (WebP) also come at the widths the cards use.
 */
async function serveImage(req: FastifyRequest, reply: FastifyReply, name: string, width?: number) {
  const m = /^([a-z]+)-[0-9a-f]{24}\.(png|webp)$/.exec(name);
  const type = m ? TYPES[m[2]] : undefined;
  let key = `${MEDIA_FOLDER}/${name}`;
  if (!type || !(await req.server.storage.exists(key))) throw notFound(IMAGE_NOT_FOUND);
  if (width !== undefined) {
    if (m![1] !== 'course' || !(COURSE_IMAGE_WIDTHS as readonly number[]).includes(width)) throw badRequest(IMAGE_WIDTH_INVALID);
    key = await narrowerCopy(req, key, width);
  }
  return reply
    .header('content-type', type)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .send(await req.server.storage.get(key));
}
