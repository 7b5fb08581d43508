import { z } from '../zod';
import { emailSchema, phoneSchema } from './common';

export const CONTACT_SUBJECTS = ['Inscripciones', 'Soporte técnico', 'Certificados'] as const;

const CONTACT_NAME_REQUIRED = 'Nombre es requerido.';
const CONTACT_SUBJECT_REQUIRED = 'Selecciona un asunto (Inscripciones, Soporte técnico o Certificados).';
const CONTACT_MESSAGE_REQUIRED = 'Escribe tu mensaje.';
const CONTACT_PRIVACY_REQUIRED = 'Debes aceptar la política de privacidad.';
export const CONTACT_SENT = 'Mensaje enviado. Te responderemos pronto.';

/** POST /contact body. */
export const contactSchema = z.object({
  name: z
    .string({ error: CONTACT_NAME_REQUIRED })
    .trim()
    .min(1, { error: CONTACT_NAME_REQUIRED })
    .max(200, { error: 'Nombre: máximo 200 caracteres.' }),
  email: emailSchema,
  phone: phoneSchema.optional().transform((v) => v ?? null),
  subject: z.enum(CONTACT_SUBJECTS, { error: CONTACT_SUBJECT_REQUIRED }),
  message: z
    .string({ error: CONTACT_MESSAGE_REQUIRED })
    .trim()
    .min(1, { error: CONTACT_MESSAGE_REQUIRED })
    .max(5000, { error: 'Mensaje: máximo 5000 caracteres.' }),
  privacy: z.literal(true, { error: CONTACT_PRIVACY_REQUIRED }),
});

export const contactResponseSchema = z.object({ id: z.number().int(), message: z.string(), createdAt: z.string() });

export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
