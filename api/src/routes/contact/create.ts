import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTACT_SENT, contactResponseSchema, contactSchema, errorBodySchema } from '@inpro/shared-contracts';
import { insertMessage } from '../../domain/contact/repo';
import { recordConsent } from '../../domain/legal/service';
import { zapp } from '../../lib/zod';

/** POST /api/contact: the public contact form, limited per address. */
export function sendContactMessageRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/contact',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags: ['contact'],
        summary: 'Send a message from the contact form',
        body: contactSchema,
        response: { 201: contactResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (req, reply) => reply.status(201).send(await sendMessage(req, req.body)),
  );
}

/** POST /contact: stores the message for the staff (GET /contact) with the sender's consent to the privacy policy. */
async function sendMessage(
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
