import { useState, type FormEvent } from 'react';
import { errorMessage } from '@inpro/shared-contracts';
import { buttonClass, TextField, useHttp } from '@inpro/ui';
import { focusFirstInvalid, uiStyles } from '../../../app/ui';
import { login } from '../api/login';
import { completeSignIn, type SignedIn } from '../model/completeSignIn';
import { validateLogin } from '../model/validateAuth';
import styles from './Auth.module.css';

export interface AuthFormProps {
  onSignedIn(result: SignedIn, password: string): void;
}

/** The 'Iniciar Sesión' tab. */
export function LoginForm({ onSignedIn }: AuthFormProps) {
  const http = useHttp();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found = validateLogin({ email, password });
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length) {
      focusFirstInvalid(e.currentTarget as HTMLFormElement);
      return;
    }
    setBusy(true);
    try {
      const res = await login(http, email.trim(), password);
      const result = await completeSignIn(http, res);
      setBusy(false);
      onSignedIn(result, password);
    } catch (err) {
      setServerError(errorMessage(err, 'No se pudo iniciar sesión'));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Iniciar Sesión">
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
      {serverError ? (
        <p className={uiStyles.alert} role="alert">
          {serverError}
        </p>
      ) : null}
      <button type="submit" className={`${buttonClass('primary', 'md', true)} ${styles.submit}`} disabled={busy}>
        {busy ? 'Ingresando…' : 'Iniciar Sesión'}
      </button>
    </form>
  );
}
