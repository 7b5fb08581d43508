import { TextField } from '@inpro/ui';
import { useZodForm } from '@inpro/ui/forms';
import { FormSubmit } from '../../../app/ui';
import { useLogin } from '../hooks/useLogin';
import { authSchemas } from '../model/authForms';
import type { SignedIn } from '../model/completeSignIn';
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
  const { mutateAsync: login } = useLogin();
  const form = useZodForm({
    schema: authSchemas.schema('loginSchema'),
    defaultValues: { email: '', password: '' },
    failure: 'No se pudo iniciar sesión',
    onSubmit: async ({ email, password }) => {
      onSignedIn(await login({ email, password }), password);
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
