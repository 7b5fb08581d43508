// The form helpers live in the shared UI package (every area's forms use them).
export { issuesToErrors, serverErrors, useForm } from '@inpro/ui';
export type { FieldErrors } from '@inpro/ui';
