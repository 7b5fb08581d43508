import { z } from 'zod';
import { ROLES } from '../roles';
import { phoneSchema } from './common';

/**
 * The signed-in user's own profile: GET and PUT /me/profile, one endpoint for every role.
 * Everyone edits first name, last name and phone; teachers (DOCENTE) and administrators also
 * edit specialty and bio, which the public course pages show for the course's own teacher.
 * The e-mail is read-only here; the password changes through POST /auth/change-password.
 */
export const PROFILE_FIRST_NAME_REQUIRED = 'Nombre es requerido.';
export const PROFILE_LAST_NAME_REQUIRED = 'Apellido es requerido.';
export const PROFILE_TEACHER_ONLY = 'Solo los docentes pueden indicar especialidad y biografía.';
export const PROFILE_SAVED = 'Perfil actualizado.';
export const PROFILE_SPECIALTY_MAX = 120;
export const PROFILE_BIO_MAX = 2000;

/** Roles whose profile carries specialty and bio. */
export const TEACHER_PROFILE_ROLES = ['DOCENTE', 'ADMIN', 'SUPER_ADMIN', 'SUPERADMIN'] as const;

export function hasTeacherProfile(role: unknown): boolean {
  return typeof role === 'string' && (TEACHER_PROFILE_ROLES as readonly string[]).includes(role.trim().toUpperCase());
}

/**
 * Splits a full name into first names and surnames the Peruvian way (two surnames last):
 * "Jorge Luis Ramírez Torres" → "Jorge Luis" / "Ramírez Torres"; "Ana Pérez" → "Ana" / "Pérez".
 */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const words = String(fullName ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (words.length <= 1) return { firstName: words[0] ?? '', lastName: '' };
  const surnames = words.length >= 3 ? 2 : 1;
  return { firstName: words.slice(0, -surnames).join(' '), lastName: words.slice(-surnames).join(' ') };
}

const nameField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(100, { error: 'Máximo 100 caracteres.' })
    .transform((v) => v.replace(/\s+/g, ' '));

const longText = (max: number, label: string) =>
  z.preprocess(
    (v) => (v === null ? '' : v),
    z
      .string({ error: `${label} debe ser texto.` })
      .trim()
      .max(max, { error: `${label}: máximo ${max} caracteres.` }),
  );

/**
 * PUT /me/profile body: every field optional (a missing field keeps its value). Unknown fields
 * (email, role, …) are ignored. specialty and bio are refused (400) for students.
 */
export const profileUpdateSchema = z.object({
  firstName: nameField(PROFILE_FIRST_NAME_REQUIRED).optional(),
  lastName: nameField(PROFILE_LAST_NAME_REQUIRED).optional(),
  phone: z.union([z.undefined(), phoneSchema]),
  specialty: longText(PROFILE_SPECIALTY_MAX, 'Especialidad').optional(),
  bio: longText(PROFILE_BIO_MAX, 'Biografía').optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** GET /me/profile and PUT /me/profile answer. */
export const profileSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(ROLES),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  dni: z.string().nullable(),
  studentCode: z.string().nullable(),
  /** True when the profile carries specialty and bio (DOCENTE and administrators). */
  teacherProfile: z.boolean(),
  specialty: z.string(),
  bio: z.string(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;
