import { useState } from 'react';
import { CheckboxField, TextField, useHttp } from '@inpro/ui';
import { FormSubmit, useFormSubmit } from '../../../app/ui';
import { login } from '../api/login';
import { register } from '../api/register';
import { completeSignIn } from '../model/completeSignIn';
import { extractUser } from '../model/extractSession';
import { buildFullName, validateRegister, type RegisterForm as Form } from '../model/validateAuth';
import type { AuthFormProps } from './LoginForm';
import { PasswordFields } from './PasswordFields';
import styles from './Auth.module.css';

const EMPTY: Form = { name: '', surname: '', email: '', phone: '', password: '', confirm: '', terms: false };

/** The 'Registrarse' tab. Without a user in the answer it signs in with the same credentials. */
export function RegisterForm({ onSignedIn }: AuthFormProps) {
  const http = useHttp();
  const [form, setForm] = useState<Form>(EMPTY);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const { errors, serverError, busy, onSubmit } = useFormSubmit({
    validate: () => validateRegister(form),
    failure: 'No se pudo completar el registro',
    detailFields: ['email', 'password', 'phone'],
    send: async () => {
      const email = form.email.trim();
      let res = await register(http, {
        fullName: buildFullName(form.name, form.surname),
        email,
        password: form.password,
        phone: form.phone.trim() || null,
      });
      if (!extractUser(res.data)) res = await login(http, email, form.password);
      const result = await completeSignIn(http, res);
      return () => onSignedIn(result, form.password);
    },
  });

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
      <PasswordFields
        name="password"
        label="Contraseña"
        confirmLabel="Confirmar contraseña"
        password={form.password}
        confirm={form.confirm}
        onPasswordChange={(v) => set('password', v)}
        onConfirmChange={(v) => set('confirm', v)}
        errors={{ password: errors.password, confirm: errors.confirm }}
      />
      <CheckboxField
        label="Acepto los términos y condiciones"
        name="terms"
        checked={form.terms}
        onChange={(e) => set('terms', e.target.checked)}
        error={errors.terms}
      />
      <FormSubmit error={serverError} busy={busy} busyText="Registrando…" className={styles.submit}>
        Crear cuenta
      </FormSubmit>
    </form>
  );
}
