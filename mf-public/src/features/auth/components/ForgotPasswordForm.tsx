import { useState } from 'react';
import { buttonClass, TextField } from '@inpro/ui';
import { useZodForm } from '@inpro/ui/forms';
import { FormSubmit, uiStyles } from '../../../app/ui';
import { useRequestPasswordReset } from '../hooks/useRequestPasswordReset';
import { authSchemas } from '../model/authForms';
import styles from './Auth.module.css';

export interface ForgotPasswordFormProps {
  /** Back to the sign-in tabs. */
  onBack(): void;
}

/** '¿Olvidaste tu contraseña?': asks for the e-mail and says a link was sent (if the account exists). */
export function ForgotPasswordForm({ onBack }: ForgotPasswordFormProps) {
  const { mutateAsync: requestPasswordReset } = useRequestPasswordReset();
  const [sent, setSent] = useState<string | null>(null);
  const form = useZodForm({
    schema: authSchemas.schema('forgotPasswordSchema'),
    defaultValues: { email: '' },
    failure: 'No se pudo enviar el enlace',
    onSubmit: async ({ email }) => setSent(await requestPasswordReset(email)),
  });

  return (
    <form onSubmit={form.submit} onFocus={authSchemas.prefetch} noValidate aria-labelledby="forgot-title">
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
          <TextField label="Correo electrónico" type="email" autoComplete="username" required {...form.field('email')} />
          <FormSubmit error={form.errors._} busy={form.busy} busyText="Enviando…" className={styles.submit}>
            Enviar enlace
          </FormSubmit>
        </>
      )}
      <div className={styles.actions}>
        <button type="button" className={buttonClass('secondary')} onClick={onBack} disabled={form.busy}>
          Volver a iniciar sesión
        </button>
      </div>
    </form>
  );
}
