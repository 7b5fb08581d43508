import { z } from '../zod';
import { ROLES } from '../roles';
import {
  HONORIFIC_IN_NAME,
  HONORIFIC_TOO_LONG,
  MAX_PASSWORD_LENGTH,
  NAME_REQUIRED,
  PASSWORDS_DO_NOT_MATCH,
  SURNAME_REQUIRED,
  startsWithHonorific,
} from '../authValues';
import { authUserSchema, newPasswordSchema } from './auth';
import { optionalText, phoneSchema, requiredText } from './common';

/** The screens' success message after PUT /me/profile. */
export const PROFILE_SAVED = 'Cambios guardados.';
const CURRENT_PASSWORD_REQUIRED = 'Ingresa tu contraseña actual para cambiar la contraseña.';
export const TEACHER_FIELDS_ONLY = 'Solo los docentes tienen especialidad y biografía.';

/**
 * GET /me/profile: the signed-in user's own profile, the same shape for every role. `specialty`
 * and `bio` are the teacher's (shown on course pages); they are '' for other roles.
 */
export const profileSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(ROLES),
  /** As entered; '' when never entered separately (never split from fullName). */
  firstName: z.string(),
  lastName: z.string(),
  /** A title of address such as "Dra." ('' when none); part of fullName, not of the names. */
  honorific: z.string(),
  fullName: z.string(),
  phone: z.string().nullable(),
  dni: z.string().nullable(),
  studentCode: z.string().nullable(),
  specialty: z.string(),
  bio: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/** Blank → undefined, so an empty "new password" box means "keep the current one". */
const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v === '') ? undefined : v);

const profileFields = {
  firstName: requiredText(NAME_REQUIRED, 100, 'Nombre: máximo 100 caracteres.').refine((v) => !startsWithHonorific(v), {
    error: HONORIFIC_IN_NAME,
  }),
  lastName: requiredText(SURNAME_REQUIRED, 100, 'Apellido: máximo 100 caracteres.').refine((v) => !startsWithHonorific(v), {
    error: HONORIFIC_IN_NAME,
  }),
  /** "Dra.", "Mg."…; missing keeps the stored one, blank clears it. */
  honorific: optionalText(20, HONORIFIC_TOO_LONG).optional(),
  /** Missing keeps the stored phone; blank or null clears it. */
  phone: phoneSchema.optional(),
  /** Teachers (and staff) only; missing keeps the stored value. */
  specialty: optionalText(200, 'Especialidad: máximo 200 caracteres.').optional(),
  bio: optionalText(2000, 'Biografía: máximo 2000 caracteres.').optional(),
  currentPassword: z.preprocess(
    blankToUndefined,
    z.string({ error: CURRENT_PASSWORD_REQUIRED }).max(MAX_PASSWORD_LENGTH, { error: 'La contraseña actual no es correcta.' }).optional(),
  ),
  newPassword: z.preprocess(blankToUndefined, newPasswordSchema.optional()),
};

function requireCurrentPassword(v: { currentPassword?: string; newPassword?: string }, ctx: z.RefinementCtx) {
  if (v.newPassword && !v.currentPassword) {
    ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: CURRENT_PASSWORD_REQUIRED });
  }
}

/**
 * PUT /me/profile body. The e-mail is read-only (not part of the body). A new password needs the
 * current one; both empty keep the password.
 */
export const profileUpdateSchema = z.object(profileFields).superRefine(requireCurrentPassword);
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** The profile forms (client side): the body plus the confirmation of the new password. */
export const profileFormSchema = z
  .object({ ...profileFields, confirmPassword: z.preprocess(blankToUndefined, z.string().optional()) })
  .superRefine((v, ctx) => {
    requireCurrentPassword(v, ctx);
    if ((v.newPassword ?? '') !== (v.confirmPassword ?? '')) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORDS_DO_NOT_MATCH });
    }
  });

/**
 * Answer of PUT /me/profile: the saved profile, the session user (for the header) and, when the
 * password changed, a fresh access token (every other session was closed).
 */
export const profileUpdateResponseSchema = z.object({
  profile: profileSchema,
  user: authUserSchema,
  token: z.string().nullable(),
});
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponseSchema>;
