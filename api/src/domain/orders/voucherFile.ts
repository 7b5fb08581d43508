import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema';
import { notFound } from '../../errors';
import { StorageUnavailableError } from '../../storage';
import { PAYMENT_NOT_FOUND } from './decisions';

const VOUCHER_NOT_FOUND = 'Este pago no tiene voucher.';

/** GET /superadmin/payments/{id}/voucher: the stored voucher, shown inline to the reviewer. */
export async function sendVoucherFile(req: FastifyRequest, reply: FastifyReply, paymentId: number): Promise<FastifyReply> {
  const [payment] = await req.server.db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  if (!payment) throw notFound(PAYMENT_NOT_FOUND);
  if (!payment.voucherKey) throw notFound(VOUCHER_NOT_FOUND);
  const stream = await req.server.storage.get(payment.voucherKey).catch((err: unknown) => {
    if (err instanceof StorageUnavailableError) throw err;
    throw notFound(VOUCHER_NOT_FOUND);
  });
  return reply
    .header('Content-Type', payment.voucherMime ?? 'application/octet-stream')
    .header('Content-Disposition', 'inline')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(stream);
}
