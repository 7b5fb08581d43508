import { useState, type FormEvent } from 'react';
import { errorMessage } from '@inpro/shared-contracts';
import { buttonClass, CheckboxField, TextField, useHttp } from '@inpro/ui';
import { focusFirstInvalid, uiStyles } from '../../../app/ui';
import { login } from '../api/login';
import { register } from '../api/register';
import { completeSignIn } from '../model/completeSignIn';
import { extractUser } from '../model/extractSession';
import { buildFullName, validateRegister, type RegisterErrors, type RegisterForm as Form } from '../model/validateAuth';
import type { AuthFormProps } from './LoginForm';
import styles from './Auth.module.css';

const EMPTY: Form = { name: '', surname: '', email: '', phone: '', password: '', confirm: '', terms: false };

/** The 'Registrarse' tab. Without a user in the answer it signs in with the same credentials. */
export function RegisterForm({ onSignedIn }: AuthFormProps) {
  const http = useHttp();
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found = validateRegister(form);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length) {
      focusFirstInvalid(e.currentTarget as HTMLFormElement);
      return;
    }
    setBusy(true);
    const email = form.email.trim();
    try {
      let res = await register(http, {
        fullName: buildFullName(form.name, form.surname),
        email,
        password: form.password,
        phone: form.phone.trim() || null,
      });
      if (!extractUser(res.data)) res = await login(http, email, form.password);
      const result = await completeSignIn(http, res);
      setBusy(false);
      onSignedIn(result, form.password);
    } catch (err) {
      const details = (err as { response?: { data?: { details?: Record<string, string> } } })?.response?.data?.details;
      if (details) setErrors({ email: details.email, password: details.password, phone: details.phone });
      setServerError(errorMessage(err, 'No se pudo completar el registro'));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Registrarse">
      <div className={styles.row}>
        <TextField label="Nombres" name="name" autoComplete="given-name" value={form.name} onChange={(e) => set('name', e.target.value)} error={errors.name} required />
        <TextField
          label="Apellidos"
          name="surname"
          autoComplete="family-name"
          value={form.surname}
          onChange={(e) => set('surname', e.target.value)}
          error={errors.surname}
          required
        />
      </div>
      <TextField
        label="Correo electrónico"
        name="email"
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={(e) => set('email', e.target.value)}
        error={errors.email}
        required
      />
      <TextField
        label="Teléfono (opcional)"
        name="phone"
        type="tel"
        autoComplete="tel"
        value={form.phone}
        onChange={(e) => set('phone', e.target.value)}
        error={errors.phone}
      />
      <TextField
        label="Contraseña"
        name="password"
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={(e) => set('password', e.target.value)}
        error={errors.password}
        hint="Mínimo 8 caracteres."
        required
      />
      <TextField
        label="Confirmar contraseña"
        name="confirm"
        type="password"
        autoComplete="new-password"
        value={form.confirm}
        onChange={(e) => set('confirm', e.target.value)}
        error={errors.confirm}
        required
      />
      <CheckboxField
        label="Acepto los términos y condiciones"
        name="terms"
        checked={form.terms}
        onChange={(e) => set('terms', e.target.checked)}
        error={errors.terms}
      />
      {serverError ? (
        <p className={uiStyles.alert} role="alert">
          {serverError}
        </p>
      ) : null}
      <button type="submit" className={`${buttonClass('primary', 'md', true)} ${styles.submit}`} disabled={busy}>
        {busy ? 'Registrando…' : 'Crear cuenta'}
      </button>
    </form>
  );
}
