import { useState, type FormEvent } from 'react';
import { useHttp } from '@inpro/ui';
import { CONTACT_SENT, contactSchema, errorMessage } from '@inpro/shared-contracts';
import { sendContactMessage } from '../api/sendContactMessage';

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message', 'privacy'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  privacy: boolean;
}

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', phone: '', subject: '', message: '', privacy: false };

export type FieldErrors = Partial<Record<ContactField, string>>;

export const CONTACT_SEND_FAILED = 'No se pudo enviar tu mensaje.';

/** Validates with the shared zod schema (the server uses the same one); one Spanish message per field. */
export function validateContact(values: ContactValues) {
  const parsed = contactSchema.safeParse({ ...values, subject: values.subject || undefined });
  if (parsed.success) return { data: parsed.data, errors: {} as FieldErrors };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ContactField | undefined;
    if (field && CONTACT_FIELDS.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return { data: null, errors };
}

function serverFieldErrors(err: unknown): FieldErrors {
  const details = (err as { response?: { data?: { details?: unknown } } })?.response?.data?.details;
  const errors: FieldErrors = {};
  if (details && typeof details === 'object') {
    for (const [key, msg] of Object.entries(details as Record<string, unknown>)) {
      if ((CONTACT_FIELDS as readonly string[]).includes(key) && typeof msg === 'string') errors[key as ContactField] = msg;
    }
  }
  return errors;
}

/** State and submit logic of the contact form. */
export function useContactForm() {
  const http = useHttp();
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  const setField = <K extends ContactField>(field: K, value: ContactValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
    setSent(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    setSent(null);
    setServerError(null);
    const { data, errors: found } = validateContact(values);
    setErrors(found);
    if (!data) {
      const first = CONTACT_FIELDS.find((f) => found[f]);
      const control = first ? form.elements.namedItem(first) : null;
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    setSending(true);
    try {
      const receipt = await sendContactMessage(http, data);
      setValues(EMPTY_CONTACT);
      setSent(receipt.message?.trim() || CONTACT_SENT);
    } catch (err) {
      setErrors(serverFieldErrors(err));
      setServerError(errorMessage(err, CONTACT_SEND_FAILED));
    } finally {
      setSending(false);
    }
  };

  return { values, errors, sending, sent, serverError, setField, submit };
}
