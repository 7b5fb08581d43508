import { z } from '../zod';
import { ROLES } from '../roles';
import { EMAIL_INVALID, EMAIL_REQUIRED, emailSchema, optionalText, phoneSchema, requiredText } from './common';

export * from '../authValues';
import {
  MIN_PASSWORD_LENGTH,
  MAX_PASSWORD_LENGTH,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_SHORT,
  PASSWORD_REQUIRED,
  PASSWORDS_DO_NOT_MATCH,
  TERMS_REQUIRED,
  NAME_REQUIRED,
  SURNAME_REQUIRED,
  INVALID_CREDENTIALS,
  PASSWORD_RESET_LINK_INVALID,
  REGISTRATION_LINK_INVALID,
} from '../authValues';
import { isCommonPassword } from '../commonPasswords';

/** A new password: at least 10 characters and not a common one. */
export const newPasswordSchema = z
  .string({ error: PASSWORD_TOO_SHORT })
  .min(MIN_PASSWORD_LENGTH, { error: PASSWORD_TOO_SHORT })
  .max(MAX_PASSWORD_LENGTH, { error: `La contraseña puede tener como máximo ${MAX_PASSWORD_LENGTH} caracteres.` })
  .refine((p) => !isCommonPassword(p), { error: PASSWORD_TOO_COMMON });

/** POST /auth/login body. The e-mail is trimmed. */
export const loginSchema = z.object({
  email: z
    .string({ error: EMAIL_REQUIRED })
    .trim()
    .min(1, { error: EMAIL_REQUIRED })
    .max(254, { error: EMAIL_INVALID })
    .transform((v) => v.toLowerCase()),
  password: z
    .string({ error: PASSWORD_REQUIRED })
    .min(1, { error: PASSWORD_REQUIRED })
    .max(MAX_PASSWORD_LENGTH, { error: INVALID_CREDENTIALS }),
});
export type LoginBody = z.output<typeof loginSchema>;

/**
 * POST /auth/register body: fullName, email, password, phone (nullable). The form also sends the
 * given names and surnames it asked for separately, so they are stored as entered (never split), and
 * `acceptTerms`: the person's consent to the terms and the privacy policy, recorded with their versions.
 */
export const registerSchema = z.object({
  fullName: requiredText(NAME_REQUIRED, 200).transform((v) => v.replace(/\s+/g, ' ')),
  firstName: optionalText(100, 'Nombre: máximo 100 caracteres.').optional(),
  lastName: optionalText(100, 'Apellido: máximo 100 caracteres.').optional(),
  email: emailSchema,
  password: newPasswordSchema,
  phone: phoneSchema.optional().transform((v) => v ?? null),
  acceptTerms: z.literal(true, { error: TERMS_REQUIRED }),
});
export type RegisterBody = z.output<typeof registerSchema>;

/**
 * The registration form of /aula/login (client side): name, surname, email, password, confirmation,
 * phone (optional) and the terms checkbox. Messages are those of seed 000 section 5.
 */
export const registerFormSchema = z
  .object({
    name: requiredText(NAME_REQUIRED, 100),
    surname: requiredText(SURNAME_REQUIRED, 100),
    email: emailSchema,
    password: z.string({ error: PASSWORD_TOO_SHORT }),
    confirmPassword: z.string({ error: PASSWORDS_DO_NOT_MATCH }),
    phone: phoneSchema.optional(),
    terms: z.literal(true, { error: TERMS_REQUIRED }),
  })
  .superRefine(
    (v, ctx) => {
      const password = typeof v.password === 'string' ? v.password : '';
      if (password !== v.confirmPassword) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORDS_DO_NOT_MATCH });
      }
      if (password.length < MIN_PASSWORD_LENGTH) {
        ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_TOO_SHORT });
      } else if (isCommonPassword(password)) {
        ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_TOO_COMMON });
      }
    },
    // Run even when another field (terms, email) failed, so every message shows at once.
    { when: () => true },
  );

/** POST /auth/forgot-password body. */
export const forgotPasswordSchema = z.object({ email: emailSchema });

/** POST /auth/reset-password body: the token of the e-mailed link and the new password. */
export const resetPasswordSchema = z.object({
  token: z
    .string({ error: PASSWORD_RESET_LINK_INVALID })
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: PASSWORD_RESET_LINK_INVALID }),
  newPassword: newPasswordSchema,
});

/** The answer of forgot-password and reset-password: a message to show. */
export const messageAnswerSchema = z.object({ message: z.string() });

/** POST /auth/change-password body. */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: 'Ingresa tu contraseña actual.' })
    .min(1, { error: 'Ingresa tu contraseña actual.' })
    .max(MAX_PASSWORD_LENGTH, { error: 'La contraseña actual no es correcta.' }),
  newPassword: newPasswordSchema,
});

/** The user object of login/register/me: `{id, email, fullName, phone, dni, studentCode, role, mustChangePassword}`. */
export const authUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  fullName: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  dni: z.string().nullable(),
  studentCode: z.string().nullable(),
  role: z.enum(ROLES),
  roles: z.array(z.enum(ROLES)),
  mustChangePassword: z.boolean(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** Answer of login, register, refresh and change-password: `{token, user}`. */
export const authResponseSchema = z.object({
  token: z.string(),
  user: authUserSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/**
 * The answer of POST /auth/register while new accounts confirm their e-mail (202): no session yet,
 * a message to show. Without confirmation the answer is the session (201, `authResponseSchema`).
 */
export const registrationPendingSchema = z.object({ pending: z.literal(true), message: z.string() });
export type RegistrationPending = z.infer<typeof registrationPendingSchema>;

/** POST /auth/confirm-registration body: the token of the e-mailed activation link. */
export const confirmRegistrationSchema = z.object({
  token: z
    .string({ error: REGISTRATION_LINK_INVALID })
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: REGISTRATION_LINK_INVALID }),
});
