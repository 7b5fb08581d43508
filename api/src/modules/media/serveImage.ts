import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../errors';
import { MEDIA_FOLDER } from './uploadImage';

export const IMAGE_NOT_FOUND = 'Imagen no encontrada.';

const TYPES: Record<string, string> = { png: 'image/png', webp: 'image/webp' };

/** GET /media/{name}: public; names are content hashes, so the answer never changes. */
export async function serveImage(req: FastifyRequest, reply: FastifyReply, name: string) {
  const m = /^[a-z]+-[0-9a-f]{24}\.(png|webp)$/.exec(name);
  const type = m ? TYPES[m[1]] : undefined;
  const key = `${MEDIA_FOLDER}/${name}`;
  if (!type || !(await req.server.storage.exists(key))) throw notFound(IMAGE_NOT_FOUND);
  return reply
    .header('content-type', type)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .send(await req.server.storage.get(key));
}
