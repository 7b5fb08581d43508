import { Button, CheckboxField, SelectField, TextArea, TextField } from '@inpro/ui';
import { CONTACT_SUBJECTS } from '@inpro/shared-contracts';
import { fieldBinder } from '../../../app/ui';
import form from '../../../content/components/Form.module.css';
import { useContactForm } from '../hooks/useContactForm';

/** The message form: name, e-mail, phone (optional), subject, message, privacy consent. */
export function ContactForm() {
  const { values, errors, sending, sent, serverError, setField, submit } = useContactForm();
  const field = fieldBinder(values, errors, setField);

  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label="Formulario de contacto">
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
        <SelectField
          label="Asunto"
          required
          placeholder="Selecciona un asunto"
          options={CONTACT_SUBJECTS.map((s) => ({ value: s, label: s }))}
          {...field('subject')}
        />
      </div>
      <TextArea label="Mensaje" required rows={6} {...field('message')} />
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
