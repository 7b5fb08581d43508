import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { ImageKind } from '@inpro/shared-contracts';

/** Box and output format of each kind: logos and signatures stay PNG (transparency; the PDFs embed them). */
export const IMAGE_SPECS: Record<ImageKind, { width: number; height: number; format: 'png' | 'webp' }> = {
  logo: { width: 512, height: 512, format: 'png' },
  signature: { width: 800, height: 300, format: 'png' },
  course: { width: 1200, height: 800, format: 'webp' },
};

/** The image format proven by the first bytes (magic numbers), or null for anything else. */
export function sniffImage(buf: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
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
  const pipeline = sharp(input, { limitInputPixels: 50_000_000, failOn: 'error' })
    .rotate()
    .resize({ width: spec.width, height: spec.height, fit: 'inside', withoutEnlargement: true });
  const { data, info } = await (spec.format === 'png' ? pipeline.png({ compressionLevel: 9 }) : pipeline.webp({ quality: 82 })).toBuffer({
    resolveWithObject: true,
  });
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 24);
  return { data, width: info.width, height: info.height, extension: spec.format, name: `${kind}-${hash}.${spec.format}` };
}
