import { z } from '../zod';
import { idSchema } from './common';

/** POST /courses/{id}/participants body. */
export const addParticipantsSchema = z.object({
  userIds: z
    .array(idSchema('userIds: cada ID debe ser un número positivo.'), { error: 'Indica los usuarios a inscribir (userIds).' })
    .min(1, { error: 'Indica al menos un usuario (userIds).' })
    .max(500, { error: 'Máximo 500 usuarios por solicitud.' }),
});

/** A user enrolled in a course (GET /courses/{id}/participants). */
export const participantSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  name: z.string(),
  email: z.string(),
  dni: z.string().nullable(),
  studentCode: z.string().nullable(),
  role: z.string(),
  enrolledAt: z.string(),
  /** The course certificate issued to the participant, if any (verifiable on /certificados). */
  certificate: z
    .object({ id: z.number().int(), folio: z.string(), publicCode: z.string(), issuedAt: z.string(), pdfUrl: z.string() })
    .nullable(),
  /** Whether the certificate may be issued (certificateEligibility) and, if not, why (Spanish). */
  eligibility: z.object({
    eligible: z.boolean(),
    reasons: z.array(z.string()),
    average: z.number().nullable(),
    attendance: z.number().nullable(),
  }),
});
export type Participant = z.infer<typeof participantSchema>;

export const participantParamsSchema = z.object({
  id: idSchema('ID de curso inválido.'),
  userId: idSchema('ID del usuario inválido.'),
});

export const addParticipantsResponseSchema = z.object({
  added: z.number().int(),
  participants: z.array(participantSchema),
});
