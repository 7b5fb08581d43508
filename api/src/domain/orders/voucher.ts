import type { FastifyRequest } from 'fastify';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { VOUCHER_ALREADY_PENDING, VOUCHER_REQUIRED, NOTHING_TO_PAY, orderNumber, type CheckoutOrder } from '@inpro/shared-contracts';
import { audit } from '../../audit';
import { currentUser } from '../../auth/guards';
import { installments, orders, payments, type InstallmentRow, type OrderRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { readParts } from '../../lib/multipart';
import { sniffFileType } from '../files/fileType';
import { sniffImage } from '../media/image';
import { findOwnInstallment } from './ownInstallment';
import { mailBuyer } from './settle';
import { checkoutOrderView } from './views';

const ORDER_NOT_FOUND = 'No se encontró el pedido.';
const VOUCHER_FILE_INVALID = 'El voucher debe ser una imagen (JPG, PNG o WEBP) o un PDF.';

const VOUCHER_TYPES = {
  jpeg: ['.jpg', 'image/jpeg'],
  png: ['.png', 'image/png'],
  webp: ['.webp', 'image/webp'],
  pdf: ['.pdf', 'application/pdf'],
} as const;

/** The voucher's kind, proven by its content (the name and the browser's type are not trusted). */
async function voucherKind(data: Buffer): Promise<keyof typeof VOUCHER_TYPES | null> {
  const image = await sniffImage(data);
  if (image) return image;
  return (await sniffFileType(data)) === 'pdf' ? 'pdf' : null;
}

/**
 * POST /orders/{id}/voucher (multipart `file`): the buyer sends the bank transfer / Yape / Plin
 * voucher of the order's next unpaid installment. The payment waits (PENDIENTE, installment
 * EN_REVISION) until the master administrator approves or rejects it in /superadmin/pagos.
 */
export async function uploadVoucher(req: FastifyRequest, orderId: number): Promise<CheckoutOrder> {
  const db = req.server.db;
  const user = currentUser(req)!;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order || order.userId !== user.id || order.status === 'FAILED' || order.status === 'CANCELLED') throw notFound(ORDER_NOT_FOUND);
  const file = await voucherFile(req);
  const [next] = await db
    .select()
    .from(installments)
    .where(and(eq(installments.orderId, order.id), inArray(installments.status, ['PENDIENTE', 'RECHAZADO', 'EN_REVISION'])))
    .orderBy(asc(installments.seq))
    .limit(1);
  return storeVoucher(req, order, next, file);
}

/**
 * POST /installments/{id}/voucher (multipart `file`): 'Pagar ahora' with a voucher for the
 * installment the student chose. Only the signed-in student's own unpaid installment of a live
 * order: anyone else's is not found, a paid one or one already in review is a conflict.
 */
export async function uploadInstallmentVoucher(req: FastifyRequest, installmentId: number): Promise<CheckoutOrder> {
  const db = req.server.db;
  const user = currentUser(req)!;
  const row = await findOwnInstallment(db, user.id, installmentId);
  const file = await voucherFile(req);
  return storeVoucher(req, row.order, row.installment, file);
}

/** The multipart `file`, proven to be an image or a PDF (400 otherwise). */
async function voucherFile(req: FastifyRequest): Promise<{ data: Buffer; fileName?: string; kind: keyof typeof VOUCHER_TYPES }> {
  const { file } = await readParts(req);
  if (!file || !file.data.length) throw badRequest(VOUCHER_REQUIRED, { file: VOUCHER_REQUIRED });
  const kind = await voucherKind(file.data);
  if (!kind) throw badRequest(VOUCHER_FILE_INVALID, { file: VOUCHER_FILE_INVALID });
  return { data: file.data, fileName: file.fileName, kind };
}

/** Records the voucher payment of `next` (PENDIENTE) and puts the installment in review, once. */
async function storeVoucher(
  req: FastifyRequest,
  order: OrderRow,
  next: InstallmentRow | undefined,
  file: { data: Buffer; fileName?: string; kind: keyof typeof VOUCHER_TYPES },
): Promise<CheckoutOrder> {
  const db = req.server.db;
  const user = currentUser(req)!;
  if (!next || next.status === 'PAGADO') throw conflict(NOTHING_TO_PAY);
  if (next.status === 'EN_REVISION') throw conflict(VOUCHER_ALREADY_PENDING);

  const [ext, mime] = VOUCHER_TYPES[file.kind];
  const stored = await req.server.storage.putNew('vouchers', ext, file.data);
  const inserting = db.transaction(async (tx) => {
    const [row] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        installmentId: next.id,
        userId: user.id,
        method: 'VOUCHER',
        provider: 'voucher',
        amount: next.amount,
        status: 'PENDIENTE',
        voucherKey: stored.key,
        voucherName: (file.fileName || `voucher${ext}`).slice(0, 200),
        voucherMime: mime,
      })
      .returning();
    const moved = await tx
      .update(installments)
      .set({ status: 'EN_REVISION' })
      .where(and(eq(installments.id, next.id), inArray(installments.status, ['PENDIENTE', 'RECHAZADO'])))
      .returning({ id: installments.id });
    if (!moved.length) throw conflict(VOUCHER_ALREADY_PENDING);
    await audit(
      req,
      {
        action: 'CREATE',
        entity: 'payment',
        entityId: row.id,
        label: `${orderNumber(order.id)} ${order.courseTitle}`,
        details: { orderId: order.id, installmentId: next.id, method: 'VOUCHER', amount: row.amount },
      },
      tx,
    );
    return row;
  });
  // A voucher the transaction refuses (another upload won the race) must not stay in the store.
  const payment = await inserting.catch(async (err: unknown) => {
    await req.server.storage.delete(stored.key).catch(() => undefined);
    throw err;
  });
  await mailBuyer(req, payment.id, 'INPRO: recibimos tu voucher', [
    'Recibimos tu voucher. Lo revisaremos y te avisaremos por correo cuando sea aprobado.',
  ]);
  return checkoutOrderView(db, order.id, payment.id);
}
