import { buttonClass } from '@inpro/ui';
import { useZodForm } from '@inpro/ui/forms';
import { FormSubmit } from '../../../app/ui';
import { useResetPassword } from '../hooks/useResetPassword';
import { authSchemas } from '../model/authForms';
import { PasswordFields } from './PasswordFields';
import styles from './Auth.module.css';

export interface ResetPasswordFormProps {
  /** The token of the e-mailed link (?reset=…). */
  token: string;
  /** Called with the server's message once the password changed. */
  onDone(message: string): void;
  onCancel(): void;
}

/** The page of the e-mailed link: a new password and its confirmation. */
export function ResetPasswordForm({ token, onDone, onCancel }: ResetPasswordFormProps) {
  const { mutateAsync: resetPassword } = useResetPassword(token);
  const form = useZodForm({
    schema: authSchemas.schema('resetPasswordFormSchema'),
    defaultValues: { newPassword: '', confirmPassword: '' },
    failure: 'No se pudo restablecer la contraseña',
    onSubmit: async ({ newPassword }) => onDone(await resetPassword(newPassword)),
  });

  return (
    <form onSubmit={form.submit} onFocus={authSchemas.prefetch} noValidate aria-labelledby="reset-title">
      <h2 id="reset-title" className={styles.title}>
        Crea una nueva contraseña
      </h2>
      <p className={styles.subtitle}>Elige la contraseña con la que ingresarás al Aula Virtual.</p>
      <PasswordFields
        label="Nueva contraseña"
        confirmLabel="Confirmar nueva contraseña"
        password={form.field('newPassword')}
        confirm={form.field('confirmPassword')}
      />
      <FormSubmit error={form.errors._} busy={form.busy} busyText="Guardando…" className={styles.submit}>
        Guardar contraseña
      </FormSubmit>
      <div className={styles.actions}>
        <button type="button" className={buttonClass('secondary')} onClick={onCancel} disabled={form.busy}>
          Cancelar
        </button>
      </div>
    </form>
  );
}
