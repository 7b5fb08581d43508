import { buildFullName } from '@inpro/shared-contracts';
import { CheckboxField, TextField } from '@inpro/ui';
import { useZodForm } from '@inpro/ui/forms';
import { FormSubmit } from '../../../app/ui';
import { CONSENT_LINKS_HINT, TermsConsentLabel } from '../../legal';
import { useRegister } from '../hooks/useRegister';
import { authSchemas, type AuthFormOutput } from '../model/authForms';
import type { AuthFormProps } from './LoginForm';
import { PasswordFields } from './PasswordFields';
import styles from './Auth.module.css';

const EMPTY = { name: '', surname: '', email: '', phone: '', password: '', confirmPassword: '', terms: false };

export interface RegisterFormProps extends AuthFormProps {
  /** The account waits for its e-mail to be confirmed: called with the server's message. */
  onPending(message: string): void;
}

/** The 'Registrarse' tab: signed in at once, or told that an activation link was e-mailed. */
export function RegisterForm({ onSignedIn, onPending }: RegisterFormProps) {
  const { mutateAsync: register } = useRegister();
  const form = useZodForm<typeof EMPTY, AuthFormOutput<'registerFormSchema'>>({
    schema: authSchemas.schema('registerFormSchema'),
    defaultValues: EMPTY,
    failure: 'No se pudo completar el registro',
    onSubmit: async ({ name, surname, email, phone, password, terms }) => {
      const result = await register({
        fullName: buildFullName(name, surname),
        // Stored as entered: the account's given names and surnames are never split from the full name.
        firstName: buildFullName(name, ''),
        lastName: buildFullName('', surname),
        email,
        password,
        phone: phone ?? null,
        // The server records the consent with the versions of both documents.
        acceptTerms: terms,
      });
      if (result.status === 'pending') {
        form.reset(EMPTY);
        onPending(result.message);
        return;
      }
      onSignedIn(result.signedIn, password);
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
      <CheckboxField label={<TermsConsentLabel />} hint={CONSENT_LINKS_HINT} required {...form.checkbox('terms')} />
      <FormSubmit error={form.errors._} busy={form.busy} busyText="Registrando…" className={styles.submit}>
        Crear cuenta
      </FormSubmit>
    </form>
  );
}
