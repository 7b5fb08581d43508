import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { installments, orders, type InstallmentRow, type OrderRow } from '../../db/schema';
import { notFound } from '../../errors';

const INSTALLMENT_NOT_FOUND = 'No se encontró la cuota.';

/**
 * The installment a student chose in 'Pagar ahora' (by card or voucher), with its order: only their
 * own, of an order that is still alive. Anyone else's, a failed or cancelled order's, or a missing
 * one is "not found" (404), so an id says nothing about other students.
 */
export async function findOwnInstallment(
  db: Db,
  userId: number,
  installmentId: number,
): Promise<{ installment: InstallmentRow; order: OrderRow }> {
  const [row] = await db
    .select({ installment: installments, order: orders })
    .from(installments)
    .innerJoin(orders, eq(orders.id, installments.orderId))
    .where(eq(installments.id, installmentId))
    .limit(1);
  if (!row || row.order.userId !== userId || row.order.status === 'FAILED' || row.order.status === 'CANCELLED')
    throw notFound(INSTALLMENT_NOT_FOUND);
  return row;
}
