import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { ImageKind } from '@inpro/shared-contracts';

/** The answer for an image or cover that does not exist. */
export const IMAGE_NOT_FOUND = 'Imagen no encontrada.';

/** Box and output format of each kind: logos and signatures stay PNG (transparency; the PDFs embed them). */
const IMAGE_SPECS: Record<ImageKind, { width: number; height: number; format: 'png' | 'webp' }> = {
  logo: { width: 512, height: 512, format: 'png' },
  signature: { width: 800, height: 300, format: 'png' },
  course: { width: 1200, height: 800, format: 'webp' },
};

/** file-type's names of the image formats an upload may be (an animated PNG is still a PNG). */
const IMAGE_FORMATS: Record<string, 'jpeg' | 'png' | 'webp'> = { jpg: 'jpeg', png: 'png', apng: 'png', webp: 'webp' };

/** The image format the content proves (file-type, as every upload check), or null for anything else. */
export async function sniffImage(buf: Buffer): Promise<'jpeg' | 'png' | 'webp' | null> {
  const found = await fileTypeFromBuffer(buf);
  return (found && IMAGE_FORMATS[found.ext]) ?? null;
}

export interface ProcessedImage {
  data: Buffer;
  width: number;
  height: number;
  extension: 'png' | 'webp';
  /** Content hash + extension: the stored name (same image, same name). */
  name: string;
}

/**
 * Decodes, rotates by its EXIF orientation, shrinks into the kind's box (never enlarges), strips
 * metadata and re-encodes. Throws when the data is not a readable image.
 */
export async function processImage(input: Buffer, kind: ImageKind): Promise<ProcessedImage> {
  const spec = IMAGE_SPECS[kind];
  const { default: sharp } = await import('sharp');
  const pipeline = sharp(input, { limitInputPixels: 50_000_000, failOn: 'error' })
    .rotate()
    .resize({ width: spec.width, height: spec.height, fit: 'inside', withoutEnlargement: true });
  const { data, info } = await (spec.format === 'png' ? pipeline.png({ compressionLevel: 9 }) : pipeline.webp({ quality: 82 })).toBuffer({
    resolveWithObject: true,
  });
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 24);
  return { data, width: info.width, height: info.height, extension: spec.format, name: `${kind}-${hash}.${spec.format}` };
}
