import { Button, CheckboxField, SelectField, TextArea, TextField } from '@inpro/ui';
import { CONTACT_SUBJECTS } from '@inpro/shared-contracts';
import form from '../../../content/components/Form.module.css';
import { CONSENT_LINKS_HINT, PrivacyConsentLabel } from '../../legal';
import { useContactForm } from '../hooks/useContactForm';

const SUBJECT_OPTIONS = CONTACT_SUBJECTS.map((s) => ({ value: s, label: s }));

/** The message form: name, e-mail, phone (optional), subject, message, privacy consent. */
export function ContactForm() {
  const contact = useContactForm();
  const { field, checkbox, errors, busy } = contact.form;

  return (
    <form className={form.form} onSubmit={contact.submit} onChange={contact.onChange} noValidate aria-label="Formulario de contacto">
      <div className={form.twoColumns}>
        <TextField label="Nombre completo" autoComplete="name" required {...field('name')} />
        <TextField label="Correo electrónico" type="email" autoComplete="email" inputMode="email" required {...field('email')} />
      </div>
      <div className={form.twoColumns}>
        <TextField
          label="Teléfono (opcional)"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="Ej.: 987 654 321"
          {...field('phone')}
        />
        <SelectField label="Asunto" required placeholder="Selecciona un asunto" options={SUBJECT_OPTIONS} {...field('subject')} />
      </div>
      <TextArea label="Mensaje" required rows={6} {...field('message')} />
      <CheckboxField label={<PrivacyConsentLabel />} hint={CONSENT_LINKS_HINT} required {...checkbox('privacy')} />
      <div role="status" aria-live="polite">
        {contact.sent && <p className={form.success}>{contact.sent}</p>}
      </div>
      {errors._ && (
        <p className={form.failure} role="alert">
          {errors._}
        </p>
      )}
      <div>
        <Button type="submit" loading={busy} loadingText="Enviando…">
          Enviar mensaje
        </Button>
      </div>
    </form>
  );
}
