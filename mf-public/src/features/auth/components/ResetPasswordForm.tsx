import { useState } from 'react';
import { buttonClass, useHttp } from '@inpro/ui';
import { fieldBinder, FormSubmit, useFormSubmit } from '../../../app/ui';
import { resetPassword } from '../api/resetPassword';
import { loadAuthValidation, prefetchAuthValidation } from '../model/loadAuthValidation';
import type { ResetPasswordForm as Form } from '../model/validateAuth';
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
  const http = useHttp();
  const [form, setForm] = useState<Form>({ newPassword: '', confirm: '' });
  const { errors, serverError, busy, onSubmit } = useFormSubmit({
    validate: async () => (await loadAuthValidation()).validateReset(form),
    failure: 'No se pudo restablecer la contraseña',
    send: async () => {
      const message = await resetPassword(http, token, form.newPassword);
      return () => onDone(message);
    },
  });
  const field = fieldBinder(form, errors, (key, value) => setForm((f) => ({ ...f, [key]: value })));

  return (
    <form onSubmit={onSubmit} onFocus={prefetchAuthValidation} noValidate aria-labelledby="reset-title">
      <h2 id="reset-title" className={styles.title}>
        Crea una nueva contraseña
      </h2>
      <p className={styles.subtitle}>Elige la contraseña con la que ingresarás al Aula Virtual.</p>
      <PasswordFields
        label="Nueva contraseña"
        confirmLabel="Confirmar nueva contraseña"
        password={field('newPassword')}
        confirm={field('confirm')}
      />
      <FormSubmit error={serverError} busy={busy} busyText="Guardando…" className={styles.submit}>
        Guardar contraseña
      </FormSubmit>
      <div className={styles.actions}>
        <button type="button" className={buttonClass('secondary')} onClick={onCancel} disabled={busy}>
          Cancelar
        </button>
      </div>
    </form>
  );
}
