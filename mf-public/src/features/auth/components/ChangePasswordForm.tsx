import { useState } from 'react';
import { buttonClass, TextField, useHttp } from '@inpro/ui';
import { fieldBinder, FormSubmit, useFormSubmit } from '../../../app/ui';
import { changePassword } from '../api/changePassword';
import { extractToken } from '../model/extractSession';
import { loadAuthValidation, prefetchAuthValidation } from '../model/loadAuthValidation';
import type { ChangePasswordForm as Form } from '../model/validateAuth';
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
  const http = useHttp();
  const [form, setForm] = useState<Form>({ currentPassword: temporaryPassword, newPassword: '', confirm: '' });
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const { errors, serverError, busy, onSubmit } = useFormSubmit({
    validate: async () => (await loadAuthValidation()).validateChangePassword(form),
    failure: 'No se pudo cambiar la contraseña',
    send: async () => {
      const res = await changePassword(http, token, { currentPassword: form.currentPassword, newPassword: form.newPassword });
      return () => onChanged(extractToken(res.data, res.headers) ?? token);
    },
  });
  const field = fieldBinder(form, errors, set);

  return (
    <form onSubmit={onSubmit} onFocus={prefetchAuthValidation} noValidate aria-labelledby="change-password-title">
      <h2 id="change-password-title" className={styles.title}>
        Cambia tu contraseña
      </h2>
      <p className={styles.subtitle}>Tu contraseña fue restablecida. Crea una nueva para continuar.</p>
      <TextField label="Contraseña temporal" type="password" autoComplete="current-password" required {...field('currentPassword')} />
      <PasswordFields
        label="Nueva contraseña"
        confirmLabel="Confirmar nueva contraseña"
        password={field('newPassword')}
        confirm={field('confirm')}
      />
      <FormSubmit error={serverError} busy={busy} busyText="Guardando…" className={styles.submit}>
        Guardar y continuar
      </FormSubmit>
      <div className={styles.actions}>
        <button type="button" className={buttonClass('secondary')} onClick={onCancel} disabled={busy}>
          Cancelar
        </button>
      </div>
    </form>
  );
}
