import { useState, type FormEvent } from 'react';
import { errorMessage } from '@inpro/shared-contracts';
import { buttonClass, TextField, useHttp } from '@inpro/ui';
import { focusFirstInvalid, uiStyles } from '../../../app/ui';
import { changePassword } from '../api/changePassword';
import { extractToken } from '../model/extractSession';
import { validateChangePassword, type ChangePasswordForm as Form } from '../model/validateAuth';
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
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Form, value: string) => setForm((f) => ({ ...f, [key]: value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found = validateChangePassword(form);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length) {
      focusFirstInvalid(e.currentTarget as HTMLFormElement);
      return;
    }
    setBusy(true);
    try {
      const res = await changePassword(http, token, { currentPassword: form.currentPassword, newPassword: form.newPassword });
      setBusy(false);
      onChanged(extractToken(res.data, res.headers) ?? token);
    } catch (err) {
      setServerError(errorMessage(err, 'No se pudo cambiar la contraseña'));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="change-password-title">
      <h2 id="change-password-title" className={styles.title}>
        Cambia tu contraseña
      </h2>
      <p className={styles.subtitle}>Tu contraseña fue restablecida. Crea una nueva para continuar.</p>
      <TextField
        label="Contraseña temporal"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        value={form.currentPassword}
        onChange={(e) => set('currentPassword', e.target.value)}
        error={errors.currentPassword}
        required
      />
      <TextField
        label="Nueva contraseña"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        value={form.newPassword}
        onChange={(e) => set('newPassword', e.target.value)}
        error={errors.newPassword}
        hint="Mínimo 8 caracteres."
        required
      />
      <TextField
        label="Confirmar nueva contraseña"
        name="confirm"
        type="password"
        autoComplete="new-password"
        value={form.confirm}
        onChange={(e) => set('confirm', e.target.value)}
        error={errors.confirm}
        required
      />
      {serverError ? (
        <p className={uiStyles.alert} role="alert">
          {serverError}
        </p>
      ) : null}
      <button type="submit" className={`${buttonClass('primary', 'md', true)} ${styles.submit}`} disabled={busy}>
        {busy ? 'Guardando…' : 'Guardar y continuar'}
      </button>
      <div className={styles.actions}>
        <button type="button" className={buttonClass('secondary')} onClick={onCancel} disabled={busy}>
          Cancelar
        </button>
      </div>
    </form>
  );
}
