import { useState } from 'react';
import { buildFullName, isRegistrationPending } from '@inpro/shared-contracts';
import { CheckboxField, TextField, useHttp } from '@inpro/ui';
import { fieldBinder, FormSubmit, useFormSubmit } from '../../../app/ui';
import { login } from '../api/login';
import { register } from '../api/register';
import { completeSignIn } from '../model/completeSignIn';
import { extractUser } from '../model/extractSession';
import { loadAuthValidation, prefetchAuthValidation } from '../model/loadAuthValidation';
import type { RegisterForm as Form } from '../model/validateAuth';
import type { AuthFormProps } from './LoginForm';
import { PasswordFields } from './PasswordFields';
import styles from './Auth.module.css';

const EMPTY: Form = { name: '', surname: '', email: '', phone: '', password: '', confirm: '', terms: false };

export interface RegisterFormProps extends AuthFormProps {
  /** The account waits for its e-mail to be confirmed: called with the server's message. */
  onPending(message: string): void;
}

/**
 * The 'Registrarse' tab. Without a user in the answer it signs in with the same credentials, unless
 * the answer says an activation link was e-mailed (new accounts confirm their e-mail).
 */
export function RegisterForm({ onSignedIn, onPending }: RegisterFormProps) {
  const http = useHttp();
  const [form, setForm] = useState<Form>(EMPTY);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const { errors, serverError, busy, onSubmit } = useFormSubmit({
    validate: async () => (await loadAuthValidation()).validateRegister(form),
    failure: 'No se pudo completar el registro',
    detailFields: ['email', 'password', 'phone'],
    send: async () => {
      const email = form.email.trim();
      let res = await register(http, {
        fullName: buildFullName(form.name, form.surname),
        // Stored as entered: the account's given names and surnames are never split from the full name.
        firstName: buildFullName(form.name, ''),
        lastName: buildFullName('', form.surname),
        email,
        password: form.password,
        phone: form.phone.trim() || null,
      });
      const answer = res.data;
      if (isRegistrationPending(answer)) {
        return () => {
          setForm(EMPTY);
          onPending(answer.message);
        };
      }
      if (!extractUser(res.data)) res = await login(http, email, form.password);
      const result = await completeSignIn(http, res);
      return () => onSignedIn(result, form.password);
    },
  });
  const field = fieldBinder(form, errors, set);

  return (
    <form onSubmit={onSubmit} onFocus={prefetchAuthValidation} noValidate aria-label="Registrarse">
      <div className={styles.row}>
        <TextField label="Nombres" autoComplete="given-name" required {...field('name')} />
        <TextField label="Apellidos" autoComplete="family-name" required {...field('surname')} />
      </div>
      <TextField label="Correo electrónico" type="email" autoComplete="email" required {...field('email')} />
      <TextField label="Teléfono (opcional)" type="tel" autoComplete="tel" {...field('phone')} />
      <PasswordFields label="Contraseña" confirmLabel="Confirmar contraseña" password={field('password')} confirm={field('confirm')} />
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
