import { z } from '../zod';
import { PASSWORDS_DO_NOT_MATCH, SAME_AS_TEMPORARY_PASSWORD } from '../authValues';
import { changePasswordSchema, newPasswordSchema } from './auth';

// The password forms of the sign-in page (client side), in a module of their own: a build that does
// not import them does not carry them (a module's schemas are built when it loads).

/** A confirmation that is not the new password: its message, on `confirmPassword`. */
function confirmMatches(v: { newPassword?: unknown; confirmPassword?: unknown }, ctx: z.RefinementCtx) {
  if (v.newPassword !== v.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORDS_DO_NOT_MATCH });
}

/** The page of an e-mailed reset link (client side): the new password and its confirmation. */
export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string({ error: PASSWORDS_DO_NOT_MATCH }) })
  // Run even when the new password failed, so both messages show at once.
  .superRefine(confirmMatches, { when: () => true });

/**
 * 'Cambia tu contraseña' (client side, the sign-in of a password an administrator reset): the body,
 * a new password other than the temporary one, and its confirmation.
 */
export const changePasswordFormSchema = z
  .object({ ...changePasswordSchema.shape, confirmPassword: z.string({ error: PASSWORDS_DO_NOT_MATCH }) })
  .superRefine(
    (v, ctx) => {
      // A new password the rules refuse shows that message first (the first issue of a field is shown).
      if (v.newPassword === v.currentPassword) {
        ctx.addIssue({ code: 'custom', path: ['newPassword'], message: SAME_AS_TEMPORARY_PASSWORD });
      }
      confirmMatches(v, ctx);
    },
    { when: () => true },
  );
