import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { COURSE_IMAGE_WIDTHS } from '@inpro/shared-contracts';
import { badRequest, notFound } from '../../errors';
import { MEDIA_FOLDER } from '../../domain/media/uploadImage';

export const IMAGE_NOT_FOUND = 'Imagen no encontrada.';

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
export async function serveImage(req: FastifyRequest, reply: FastifyReply, name: string, width?: number) {
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
