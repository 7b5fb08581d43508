import { z } from '../zod';
import { CERTIFICATE_NOT_FOUND } from './certificates';

// The lookup by printed code of /certificados, in a module of its own: a build that does not import
// it does not carry it (a module's schemas are built when it loads).

const PUBLIC_CODE_REQUIRED = 'Ingresa el código de verificación.';

/**
 * A verification code as people type it, in the form it is printed (K7Q2-9XPA-M3TD): upper case,
 * spaces, hyphens and dashes removed, then the three groups of four again. Anything that is not
 * twelve letters and digits that way is returned as typed, trimmed and in upper case (it matches no code).
 */
export function normalizePublicCode(raw: string): string {
  const bare = raw.toUpperCase().replace(/[\s\-\u2010-\u2015\u2212_.]/g, '');
  return /^[A-Z0-9]{12}$/.test(bare) ? `${bare.slice(0, 4)}-${bare.slice(4, 8)}-${bare.slice(8)}` : raw.trim().toUpperCase();
}

/** The lookup by the code printed on the documents (/certificados, and ?codigo= of their QR). */
export const certificateCodeFormSchema = z.object({
  publicCode: z
    .string({ error: PUBLIC_CODE_REQUIRED })
    .trim()
    .min(1, { error: PUBLIC_CODE_REQUIRED })
    .max(60, { error: CERTIFICATE_NOT_FOUND })
    .transform(normalizePublicCode),
});
