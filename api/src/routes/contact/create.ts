import type { FastifyRequest } from 'fastify';
import { CONTACT_SENT } from '@inpro/shared-contracts';
import { recordConsent } from '../../domain/legal/service';
import { insertMessage } from '../../domain/contact/repo';

/** POST /contact: stores the message for the staff (GET /contact) with the sender's consent to the privacy policy. */
export async function sendMessage(
  req: FastifyRequest,
  body: { name: string; email: string; phone: string | null; subject: string; message: string },
): Promise<{ id: number; message: string; createdAt: string }> {
  const row = await req.server.db.transaction(async (tx) => {
    const message = await insertMessage(tx, {
      name: body.name,
      email: body.email,
      phone: body.phone,
      subject: body.subject,
      message: body.message,
      ip: req.ip ?? null,
    });
    // The privacy policy the sender accepted (its version and the moment), as Ley N.° 29733 asks.
    await recordConsent(req, tx, { contactMessageId: message.id, email: message.email }, { terms: false });
    return message;
  });
  return { id: row.id, message: CONTACT_SENT, createdAt: row.createdAt.toISOString() };
}
