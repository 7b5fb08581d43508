import { useState } from 'react';
import { buttonClass, TextField, useHttp } from '@inpro/ui';
import { fieldBinder, FormSubmit, uiStyles, useFormSubmit } from '../../../app/ui';
import { requestPasswordReset } from '../api/requestPasswordReset';
import { loadAuthValidation, prefetchAuthValidation } from '../model/loadAuthValidation';
import styles from './Auth.module.css';

export interface ForgotPasswordFormProps {
  /** Back to the sign-in tabs. */
  onBack(): void;
}

/** '¿Olvidaste tu contraseña?': asks for the e-mail and says a link was sent (if the account exists). */
export function ForgotPasswordForm({ onBack }: ForgotPasswordFormProps) {
  const http = useHttp();
  const [form, setForm] = useState({ email: '' });
  const [sent, setSent] = useState<string | null>(null);
  const { errors, serverError, busy, onSubmit } = useFormSubmit({
    validate: async () => (await loadAuthValidation()).validateForgot(form),
    failure: 'No se pudo enviar el enlace',
    send: async () => {
      const message = await requestPasswordReset(http, form.email.trim());
      return () => setSent(message);
    },
  });
  const field = fieldBinder(form, errors, (key, value) => setForm((f) => ({ ...f, [key]: value })));

  return (
    <form onSubmit={onSubmit} onFocus={prefetchAuthValidation} noValidate aria-labelledby="forgot-title">
      <h2 id="forgot-title" className={styles.title}>
        ¿Olvidaste tu contraseña?
      </h2>
      <p className={styles.subtitle}>Escribe el correo de tu cuenta y te enviaremos un enlace para crear una nueva.</p>
      {sent ? (
        <p className={uiStyles.notice} role="status">
          {sent}
        </p>
      ) : (
        <>
          <TextField label="Correo electrónico" type="email" autoComplete="username" required {...field('email')} />
          <FormSubmit error={serverError} busy={busy} busyText="Enviando…" className={styles.submit}>
            Enviar enlace
          </FormSubmit>
        </>
      )}
      <div className={styles.actions}>
        <button type="button" className={buttonClass('secondary')} onClick={onBack} disabled={busy}>
          Volver a iniciar sesión
        </button>
      </div>
    </form>
  );
}
