import { TextField, useHttp } from '@inpro/ui';
import { useZodForm } from '@inpro/ui/forms';
import { FormSubmit } from '../../../app/ui';
import { login } from '../api/login';
import { authSchemas } from '../model/authForms';
import { completeSignIn, type SignedIn } from '../model/completeSignIn';
import styles from './Auth.module.css';

export interface AuthFormProps {
  onSignedIn(result: SignedIn, password: string): void;
}

export interface LoginFormProps extends AuthFormProps {
  /** Opens '¿Olvidaste tu contraseña?'. */
  onForgot?(): void;
}

/** The 'Iniciar Sesión' tab. */
export function LoginForm({ onSignedIn, onForgot }: LoginFormProps) {
  const http = useHttp();
  const form = useZodForm({
    schema: authSchemas.schema('loginSchema'),
    defaultValues: { email: '', password: '' },
    failure: 'No se pudo iniciar sesión',
    onSubmit: async ({ email, password }) => {
      const res = await login(http, email, password);
      onSignedIn(await completeSignIn(http, res), password);
    },
  });

  return (
    <form onSubmit={form.submit} onFocus={authSchemas.prefetch} noValidate aria-label="Iniciar Sesión">
      <TextField label="Correo electrónico" type="email" autoComplete="username" required {...form.field('email')} />
      <TextField label="Contraseña" type="password" autoComplete="current-password" required {...form.field('password')} />
      <FormSubmit error={form.errors._} busy={form.busy} busyText="Ingresando…" className={styles.submit}>
        Iniciar Sesión
      </FormSubmit>
      {onForgot ? (
        <button type="button" className={styles.linkButton} onClick={onForgot}>
          ¿Olvidaste tu contraseña?
        </button>
      ) : null}
    </form>
  );
}
