import { z } from '../zod';
import { idSchema } from './common';
import { DNI_INVALID } from './users';
import { OVERRIDE_REASON_REQUIRED } from '../certificateEligibility';

const CERTIFICATE_QUERY_REQUIRED = 'Ingresa el código de alumno y el DNI.';
export const CERTIFICATE_NOT_FOUND = 'No se encontró ningún certificado con esos datos.';

const requiredQuery = z.preprocess(
  (v) => (Array.isArray(v) ? v[0] : v === undefined || v === null ? '' : v),
  z
    .string({ error: CERTIFICATE_QUERY_REQUIRED })
    .trim()
    .min(1, { error: CERTIFICATE_QUERY_REQUIRED })
    .max(40, { error: CERTIFICATE_NOT_FOUND }),
);

/** A DNI as the certificates know it: eight digits (spaces typed between them are dropped), else DNI_INVALID. */
const verifyDni = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/\s+/g, '') : v),
  requiredQuery.pipe(z.string().regex(/^\d{8}$/, { error: DNI_INVALID })),
);

/** GET /certificates/verify?code=&dni= (also the form of /certificados): both required, the DNI of 8 digits. */
export const certificateVerifyQuerySchema = z.object({ code: requiredQuery, dni: verifyDni });

/** Certificate result (seed 000 section 3); the two image fields are URLs of PDFs under /api/certificates/. */
export const certificateResultSchema = z.object({
  participante: z.string(),
  dni: z.string(),
  folio: z.string(),
  curso: z.string(),
  /** Issue date as dd/mm/aaaa (formatDate keeps it as it is). */
  fecha: z.string(),
  certificadoImg: z.string(),
  constanciaImg: z.string(),
});
export type CertificateResult = z.infer<typeof certificateResultSchema>;

const overrideReasonSchema = z
  .string({ error: OVERRIDE_REASON_REQUIRED })
  .trim()
  .min(10, { error: OVERRIDE_REASON_REQUIRED })
  .max(500, { error: 'Motivo: máximo 500 caracteres.' });

/** Issue a certificate (staff). */
export const certificateIssueSchema = z.object({
  userId: idSchema('ID del usuario inválido.'),
  courseId: idSchema('ID del curso inválido.'),
  /** Master administrator only: issue although the participant is not eligible, for this reason (audited). */
  overrideReason: overrideReasonSchema.optional(),
});

/** «Emitir por excepción» (admin form): the override reason the server checks in `certificateIssueSchema`, here required. */
export const certificateOverrideSchema = z.object({ overrideReason: overrideReasonSchema });
