import { useState, type FormEvent } from 'react';
import { useHttp } from '@inpro/ui';
import { useZodForm } from '@inpro/ui/forms';
import { CONTACT_SENT, contactSchema } from '@inpro/shared-contracts';
import { sendContactMessage } from '../api/sendContactMessage';

interface ContactValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  privacy: boolean;
}

const EMPTY_CONTACT: ContactValues = { name: '', email: '', phone: '', subject: '', message: '', privacy: false };

const CONTACT_SEND_FAILED = 'No se pudo enviar tu mensaje.';

/**
 * The contact form: checked by the shared schema (the server checks the same one), sent, then
 * emptied with the thanks shown until the visitor writes again or sends another.
 */
export function useContactForm() {
  const http = useHttp();
  const [sent, setSent] = useState<string | null>(null);
  const form = useZodForm({
    schema: contactSchema,
    defaultValues: EMPTY_CONTACT,
    failure: CONTACT_SEND_FAILED,
    onSubmit: async (message) => {
      const receipt = await sendContactMessage(http, message);
      form.reset(EMPTY_CONTACT);
      setSent(receipt.message?.trim() || CONTACT_SENT);
    },
  });

  return {
    form,
    sent,
    /** Any change of a field: the thanks of the last message goes away. */
    onChange: () => setSent(null),
    submit: (event: FormEvent<HTMLFormElement>) => {
      setSent(null);
      return form.submit(event);
    },
  };
}
