import type { HttpClient } from '@inpro/shared-contracts';
import type { z } from 'zod';
import type { contactSchema } from '@inpro/shared-contracts';

export type ContactPayload = z.output<typeof contactSchema>;

export interface ContactReceipt {
  id?: number;
  message?: string;
  createdAt?: string;
}

/** POST /contact: stores the message for the institute's staff. */
export async function sendContactMessage(http: HttpClient, payload: ContactPayload): Promise<ContactReceipt> {
  const res = await http.post<ContactReceipt>('/contact', payload);
  return res.data ?? {};
}
