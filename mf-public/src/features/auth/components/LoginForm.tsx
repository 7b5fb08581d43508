import { useState } from 'react';
import { TextField, useHttp } from '@inpro/ui';
import { FormSubmit, useFormSubmit } from '../../../app/ui';
import { login } from '../api/login';
import { completeSignIn, type SignedIn } from '../model/completeSignIn';
import { loadAuthValidation, prefetchAuthValidation } from '../model/loadAuthValidation';
import styles from './Auth.module.css';

export interface AuthFormProps {
  onSignedIn(result: SignedIn, password: string): void;
}

/** The 'Iniciar Sesión' tab. */
export function LoginForm({ onSignedIn }: AuthFormProps) {
  const http = useHttp();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { errors, serverError, busy, onSubmit } = useFormSubmit({
    validate: async () => (await loadAuthValidation()).validateLogin({ email, password }),
    failure: 'No se pudo iniciar sesión',
    send: async () => {
      const res = await login(http, email.trim(), password);
      const result = await completeSignIn(http, res);
      return () => onSignedIn(result, password);
    },
  });

  return (
    <form onSubmit={onSubmit} onFocus={prefetchAuthValidation} noValidate aria-label="Iniciar Sesión">
      <TextField
        label="Correo electrónico"
        name="email"
        type="email"
        autoComplete="username"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
        required
      />
      <TextField
        label="Contraseña"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        required
      />
      <FormSubmit error={serverError} busy={busy} busyText="Ingresando…" className={styles.submit}>
        Iniciar Sesión
      </FormSubmit>
    </form>
  );
}
