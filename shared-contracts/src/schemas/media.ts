import { z } from '../zod';

/** What an uploaded image is for; each kind has its own size and format on the server. */
const IMAGE_KINDS = ['logo', 'signature', 'course'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

const IMAGE_KIND_INVALID = 'Tipo de imagen inválido (logo, signature o course).';
export const IMAGE_REQUIRED = 'Selecciona una imagen.';
export const IMAGE_TYPE_INVALID = 'La imagen debe ser JPG, PNG o WEBP.';
export const IMAGE_UNREADABLE = 'No se pudo leer la imagen. Prueba con otro archivo JPG, PNG o WEBP.';

/** POST /admin/media/images?kind= (multipart `file`). */
export const imageUploadQuerySchema = z.object({
  kind: z.enum(IMAGE_KINDS, { error: IMAGE_KIND_INVALID }),
});

/** The stored image: its public address (`/api/media/{name}`), size in pixels and bytes. */
export const uploadedImageSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
