import { Button, CheckboxField, SelectField, TextArea, TextField } from '@inpro/ui';
import { CONTACT_SUBJECTS } from '@inpro/shared-contracts';
import form from '../../shared-content/components/Form.module.css';
import { useContactForm } from '../hooks/useContactForm';

/** The message form: name, e-mail, phone (optional), subject, message, privacy consent. */
export function ContactForm() {
  const { values, errors, sending, sent, serverError, setField, submit } = useContactForm();

  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label="Formulario de contacto">
      <div className={form.twoColumns}>
        <TextField
          label="Nombre completo"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          error={errors.name}
          onChange={(e) => setField('name', e.target.value)}
        />
        <TextField
          label="Correo electrónico"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={values.email}
          error={errors.email}
          onChange={(e) => setField('email', e.target.value)}
        />
      </div>
      <div className={form.twoColumns}>
        <TextField
          label="Teléfono (opcional)"
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="Ej.: 987 654 321"
          value={values.phone}
          error={errors.phone}
          onChange={(e) => setField('phone', e.target.value)}
        />
        <SelectField
          label="Asunto"
          name="subject"
          required
          placeholder="Selecciona un asunto"
          options={CONTACT_SUBJECTS.map((s) => ({ value: s, label: s }))}
          value={values.subject}
          error={errors.subject}
          onChange={(e) => setField('subject', e.target.value)}
        />
      </div>
      <TextArea
        label="Mensaje"
        name="message"
        required
        rows={6}
        value={values.message}
        error={errors.message}
        onChange={(e) => setField('message', e.target.value)}
      />
      <CheckboxField
        label="Acepto la política de privacidad y el tratamiento de mis datos personales conforme a la Ley N.° 29733."
        name="privacy"
        required
        checked={values.privacy}
        error={errors.privacy}
        onChange={(e) => setField('privacy', e.target.checked)}
      />
      <div role="status" aria-live="polite">
        {sent && <p className={form.success}>{sent}</p>}
      </div>
      {serverError && (
        <p className={form.failure} role="alert">
          {serverError}
        </p>
      )}
      <div>
        <Button type="submit" loading={sending} loadingText="Enviando…">
          Enviar mensaje
        </Button>
      </div>
    </form>
  );
}
