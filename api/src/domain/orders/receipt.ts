import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { PAYMENT_METHOD_LABELS, formatLimaDateTime, formatSoles, orderNumber } from '@inpro/shared-contracts';
import { currentUser } from '../../auth/guards';
import { installments, orders, payments, users } from '../../db/schema';
import { notFound } from '../../errors';
import { loadDocumentBrand } from '../certificates/documentBrand';
import { newPdfDocument } from '../../lib/pdfDocument';
import { drawImage, toBuffer, type DocumentBrand } from '../certificates/pdf';
import { paymentConcept } from './views';
import { PAYMENT_NOT_FOUND } from './decisions';

const RECEIPT_NOT_AVAILABLE = 'El comprobante está disponible cuando el pago es aprobado.';

/**
 * The receipt of an approved payment. `whose`: 'own' — GET /my/payments/{id}/receipt.pdf, the
 * payer's only (another account's payment is not found, whatever the role); 'any' — GET
 * /superadmin/payments/{id}/receipt.pdf, for the master administrator, who has the payments screens.
 */
export async function sendReceipt(
  req: FastifyRequest,
  reply: FastifyReply,
  paymentId: number,
  whose: 'own' | 'any' = 'own',
): Promise<FastifyReply> {
  const db = req.server.db;
  const user = currentUser(req)!;
  const [row] = await db
    .select({
      payment: payments,
      order: orders,
      seq: installments.seq,
      payer: { fullName: users.fullName, email: users.email, dni: users.dni },
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(installments, eq(installments.id, payments.installmentId))
    .leftJoin(users, eq(users.id, payments.userId))
    .where(eq(payments.id, paymentId))
    .limit(1);
  if (!row || (whose === 'own' && row.payment.userId !== user.id)) throw notFound(PAYMENT_NOT_FOUND);
  if (row.payment.status !== 'APROBADO' || !row.payment.receiptNumber) throw notFound(RECEIPT_NOT_AVAILABLE);
  const [{ count }] = await db
    .select({ count: installments.id })
    .from(installments)
    .where(eq(installments.orderId, row.order.id))
    .then((r) => [{ count: r.length }]);
  const pdf = await renderReceiptPdf(
    {
      receiptNumber: row.payment.receiptNumber,
      orderNumber: orderNumber(row.order.id),
      at: row.payment.decidedAt ?? row.payment.createdAt,
      payer: row.payer?.fullName ?? row.order.buyerName,
      dni: row.payer?.dni || '—',
      email: row.payer?.email ?? row.order.buyerEmail,
      concept: paymentConcept(row.order, row.seq ?? null, count),
      method: PAYMENT_METHOD_LABELS[row.payment.method],
      courseTotal: row.order.total,
      amount: row.payment.amount,
    },
    await loadDocumentBrand(req.server),
  );
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="comprobante-${row.payment.receiptNumber}.pdf"`)
    .header('Cache-Control', 'private, no-store')
    .send(pdf);
}

export interface ReceiptData {
  receiptNumber: string;
  orderNumber: string;
  at: Date;
  payer: string;
  dni: string;
  email: string;
  concept: string;
  method: string;
  courseTotal: number;
  amount: number;
}

/** The receipt PDF (A5): the institute's colour and logo from the settings, number, order, payer with DNI, concept and amounts. */
export async function renderReceiptPdf(
  r: ReceiptData,
  brand: Pick<DocumentBrand, 'primary' | 'logo'>,
  opts: { compress?: boolean } = {},
): Promise<Buffer> {
  const doc = await newPdfDocument({
    size: 'A5',
    margin: 40,
    compress: opts.compress ?? true,
    info: { Title: `Comprobante ${r.receiptNumber}`, Author: 'INPRO' },
  });
  const { width } = doc.page;
  doc.rect(0, 0, width, 70).fill(brand.primary);
  if (brand.logo) drawImage(doc, brand.logo, 40, 12, 46, 46);
  doc
    .fill('#ffffff')
    .font('Helvetica-Bold')
    .fontSize(13)
    .text('INSTITUTO NACIONAL DE PROFESIONALIZACIÓN', brand.logo ? 96 : 40, 22, { width: width - 140 });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text('Comprobante de pago', brand.logo ? 96 : 40, 42);
  doc.fill('#1a1f2b').moveDown(3);
  const line = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(10).text(`${label}: `, 40, undefined, { continued: true }).font('Helvetica').text(value);
    doc.moveDown(0.3);
  };
  doc.y = 90;
  line('N.º de comprobante', r.receiptNumber);
  line('Pedido', r.orderNumber);
  line('Fecha', formatLimaDateTime(r.at));
  line('Alumno', r.payer);
  line('DNI', r.dni);
  line('Correo', r.email);
  line('Concepto', r.concept);
  line('Medio de pago', r.method);
  line('Total del curso', formatSoles(r.courseTotal));
  doc.moveDown(0.5);
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .fill(brand.primary)
    .text(`Monto pagado: ${formatSoles(r.amount)}`, 40);
  doc
    .moveDown(1.5)
    .font('Helvetica')
    .fontSize(8)
    .fill('#555555')
    .text('Documento emitido electrónicamente por INPRO. Consérvalo como constancia de tu pago.', 40, undefined, { width: width - 80 });
  return toBuffer(doc);
}
