// The shared schemas of the sign-in page's forms, in a chunk of their own ("auth-validation", see
// authForms.ts): the page does not download zod until a form gets the focus or is sent.
export {
  changePasswordFormSchema,
  forgotPasswordSchema,
  loginSchema,
  registerFormSchema,
  resetPasswordFormSchema,
} from '@inpro/shared-contracts';
