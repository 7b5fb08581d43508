import { buildFullName, isRegistrationPending } from '@inpro/shared-contracts';
import { CheckboxField, TextField, useHttp } from '@inpro/ui';
import { useZodForm } from '@inpro/ui/forms';
import { FormSubmit } from '../../../app/ui';
import { login } from '../api/login';
import { register } from '../api/register';
import { authSchemas, type AuthFormOutput } from '../model/authForms';
import { completeSignIn } from '../model/completeSignIn';
import { extractUser } from '../model/extractSession';
import type { AuthFormProps } from './LoginForm';
import { PasswordFields } from './PasswordFields';
import styles from './Auth.module.css';

const EMPTY = { name: '', surname: '', email: '', phone: '', password: '', confirmPassword: '', terms: false };

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
  const form = useZodForm<typeof EMPTY, AuthFormOutput<'registerFormSchema'>>({
    schema: authSchemas.schema('registerFormSchema'),
    defaultValues: EMPTY,
    failure: 'No se pudo completar el registro',
    onSubmit: async ({ name, surname, email, phone, password }) => {
      let res = await register(http, {
        fullName: buildFullName(name, surname),
        // Stored as entered: the account's given names and surnames are never split from the full name.
        firstName: buildFullName(name, ''),
        lastName: buildFullName('', surname),
        email,
        password,
        phone: phone ?? null,
      });
      const answer = res.data;
      if (isRegistrationPending(answer)) {
        form.reset(EMPTY);
        onPending(answer.message);
        return;
      }
      if (!extractUser(res.data)) res = await login(http, email, password);
      onSignedIn(await completeSignIn(http, res), password);
    },
  });

  return (
    <form onSubmit={form.submit} onFocus={authSchemas.prefetch} noValidate aria-label="Registrarse">
      <div className={styles.row}>
        <TextField label="Nombres" autoComplete="given-name" required {...form.field('name')} />
        <TextField label="Apellidos" autoComplete="family-name" required {...form.field('surname')} />
      </div>
      <TextField label="Correo electrónico" type="email" autoComplete="email" required {...form.field('email')} />
      <TextField label="Teléfono (opcional)" type="tel" autoComplete="tel" {...form.field('phone')} />
      <PasswordFields
        label="Contraseña"
        confirmLabel="Confirmar contraseña"
        password={form.field('password')}
        confirm={form.field('confirmPassword')}
      />
      <CheckboxField label="Acepto los términos y condiciones" {...form.checkbox('terms')} />
      <FormSubmit error={form.errors._} busy={form.busy} busyText="Registrando…" className={styles.submit}>
        Crear cuenta
      </FormSubmit>
    </form>
  );
}
