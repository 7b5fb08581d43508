import { z } from '../zod';
import { CERTIFICATE_NOT_FOUND } from './certificates';

// The lookup by printed code of /certificados, in a module of its own: a build that does not import
// it does not carry it (a module's schemas are built when it loads).

export const PUBLIC_CODE_REQUIRED = 'Ingresa el código de verificación.';

/** The lookup by the code printed on the documents (/certificados, and ?codigo= of their QR). */
export const certificateCodeFormSchema = z.object({
  publicCode: z
    .string({ error: PUBLIC_CODE_REQUIRED })
    .trim()
    .min(1, { error: PUBLIC_CODE_REQUIRED })
    .max(60, { error: CERTIFICATE_NOT_FOUND }),
});
export type CertificateCodeForm = z.output<typeof certificateCodeFormSchema>;
