import { buttonClass, TextField } from '@inpro/ui';
import { useZodForm } from '@inpro/ui/forms';
import { FormSubmit } from '../../../app/ui';
import { useChangePassword } from '../hooks/useChangePassword';
import { authSchemas } from '../model/authForms';
import { PasswordFields } from './PasswordFields';
import styles from './Auth.module.css';

export interface ChangePasswordFormProps {
  token: string;
  temporaryPassword: string;
  /** Called with the token to keep (a new one when the server sends it). */
  onChanged(token: string): void;
  onCancel(): void;
}

/** 'Cambia tu contraseña': required after an administrator reset the password. */
export function ChangePasswordForm({ token, temporaryPassword, onChanged, onCancel }: ChangePasswordFormProps) {
  const { mutateAsync: changePassword } = useChangePassword(token);
  const form = useZodForm({
    schema: authSchemas.schema('changePasswordFormSchema'),
    defaultValues: { currentPassword: temporaryPassword, newPassword: '', confirmPassword: '' },
    failure: 'No se pudo cambiar la contraseña',
    onSubmit: async ({ currentPassword, newPassword }) => {
      onChanged(await changePassword({ currentPassword, newPassword }));
    },
  });

  return (
    <form onSubmit={form.submit} onFocus={authSchemas.prefetch} noValidate aria-labelledby="change-password-title">
      <h2 id="change-password-title" className={styles.title}>
        Cambia tu contraseña
      </h2>
      <p className={styles.subtitle}>Tu contraseña fue restablecida. Crea una nueva para continuar.</p>
      <TextField label="Contraseña temporal" type="password" autoComplete="current-password" required {...form.field('currentPassword')} />
      <PasswordFields
        label="Nueva contraseña"
        confirmLabel="Confirmar nueva contraseña"
        password={form.field('newPassword')}
        confirm={form.field('confirmPassword')}
      />
      <FormSubmit error={form.errors._} busy={form.busy} busyText="Guardando…" className={styles.submit}>
        Guardar y continuar
      </FormSubmit>
      <div className={styles.actions}>
        <button type="button" className={buttonClass('secondary')} onClick={onCancel} disabled={form.busy}>
          Cancelar
        </button>
      </div>
    </form>
  );
}
