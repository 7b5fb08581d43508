import type { FastifyRequest } from 'fastify';
import { IMAGE_REQUIRED, IMAGE_TYPE_INVALID, IMAGE_UNREADABLE, type ImageKind, type UploadedImage } from '@inpro/shared-contracts';
import { audit } from '../../audit';
import { HttpError, badRequest } from '../../errors';
import { readParts } from '../../lib/multipart';
import { processImage, sniffImage } from './image';

/** Storage folder of the public images; their address is /api/media/{name}. */
export const MEDIA_FOLDER = 'media';

function mediaUrl(name: string): string {
  return `/api/media/${name}`;
}

/** The stored name behind a /api/media/{name} address, else null (external URLs). */
export function mediaNameOf(url: string | null | undefined): string | null {
  const m = /^\/api\/media\/([A-Za-z0-9_.-]+)$/.exec(url ?? '');
  return m ? m[1] : null;
}

/**
 * POST /admin/media/images?kind=logo|signature|course (multipart `file`): checks the content is a
 * JPG, PNG or WEBP, resizes it on the server and stores it under a content-hash name.
 */
export async function uploadImage(req: FastifyRequest, kind: ImageKind): Promise<UploadedImage> {
  const { file } = await readParts(req);
  if (!file || !file.data.length) throw badRequest(IMAGE_REQUIRED, { file: IMAGE_REQUIRED });
  if (!(await sniffImage(file.data))) throw new HttpError(415, IMAGE_TYPE_INVALID, { file: IMAGE_TYPE_INVALID });
  let image;
  try {
    image = await processImage(file.data, kind);
  } catch (err) {
    req.log.info({ err }, 'unreadable image upload');
    throw badRequest(IMAGE_UNREADABLE, { file: IMAGE_UNREADABLE });
  }
  const key = `${MEDIA_FOLDER}/${image.name}`;
  const stored = await req.server.storage.put(key, image.data);
  await audit(req, {
    action: 'CREATE',
    entity: 'image',
    entityId: image.name,
    label: image.name,
    details: { kind, size: stored.size, width: image.width, height: image.height },
  });
  return { url: mediaUrl(image.name), width: image.width, height: image.height, size: stored.size };
}
