import type { FastifyRequest } from 'fastify';
import { CONTACT_SENT } from '@inpro/shared-contracts';
import { insertMessage } from './repo';

/** POST /contact: stores the message for the staff (GET /contact). */
export async function sendMessage(
  req: FastifyRequest,
  body: { name: string; email: string; phone: string | null; subject: string; message: string },
): Promise<{ id: number; message: string; createdAt: string }> {
  const row = await insertMessage(req.server.db, {
    name: body.name,
    email: body.email,
    phone: body.phone,
    subject: body.subject,
    message: body.message,
    ip: req.ip ?? null,
  });
  return { id: row.id, message: CONTACT_SENT, createdAt: row.createdAt.toISOString() };
}
