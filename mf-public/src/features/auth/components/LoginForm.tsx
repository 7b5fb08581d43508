import { useState } from 'react';
import { TextField, useHttp } from '@inpro/ui';
import { fieldBinder, FormSubmit, useFormSubmit } from '../../../app/ui';
import { login } from '../api/login';
import { completeSignIn, type SignedIn } from '../model/completeSignIn';
import { loadAuthValidation, prefetchAuthValidation } from '../model/loadAuthValidation';
import type { LoginForm as Credentials } from '../model/validateAuth';
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
  const [form, setForm] = useState<Credentials>({ email: '', password: '' });
  const set = <K extends keyof Credentials>(key: K, value: Credentials[K]) => setForm((f) => ({ ...f, [key]: value }));
  const { email, password } = form;
  const { errors, serverError, busy, onSubmit } = useFormSubmit({
    validate: async () => (await loadAuthValidation()).validateLogin(form),
    failure: 'No se pudo iniciar sesión',
    send: async () => {
      const res = await login(http, email.trim(), password);
      const result = await completeSignIn(http, res);
      return () => onSignedIn(result, password);
    },
  });
  const field = fieldBinder(form, errors, set);

  return (
    <form onSubmit={onSubmit} onFocus={prefetchAuthValidation} noValidate aria-label="Iniciar Sesión">
      <TextField label="Correo electrónico" type="email" autoComplete="username" required {...field('email')} />
      <TextField label="Contraseña" type="password" autoComplete="current-password" required {...field('password')} />
      <FormSubmit error={serverError} busy={busy} busyText="Ingresando…" className={styles.submit}>
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
