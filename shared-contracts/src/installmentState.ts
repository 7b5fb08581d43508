import { addDaysToDate } from './classroom';

/*
 * The one rule of an installment's state, used by the API (statement, grace block, reports), the
 * screens and the reports: Pagada once paid; Vencida once its due date has passed unpaid, with no
 * voucher for it under review, in an order the buyer owes (orderOwed); Pendiente otherwise. The
 * grace days (settings → payments → graceDays) do not change the state: they are how long a
 * Vencida installment may wait before the course materials close (overdueCutoff). A payment never
 * rewrites a due date: the state moves, the date stays.
 */

export const INSTALLMENT_STATES = ['PENDIENTE', 'VENCIDA', 'PAGADA'] as const;
export type InstallmentState = (typeof INSTALLMENT_STATES)[number];

export const INSTALLMENT_STATE_LABELS: Record<InstallmentState, string> = {
  PENDIENTE: 'Pendiente',
  VENCIDA: 'Vencida',
  PAGADA: 'Pagada',
};

/** What the state needs of an installment (its stored status and due date, YYYY-MM-DD). */
export interface InstallmentStateInput {
  status: 'PENDIENTE' | 'EN_REVISION' | 'PAGADO' | 'RECHAZADO';
  dueDate: string;
}

/** The first due date still within the grace period today: a Vencida installment due before it closes the course's materials. */
export function overdueCutoff(today: string, graceDays: number): string {
  return addDaysToDate(today, -Math.max(0, Math.trunc(graceDays)));
}

/** What orderOwed needs of an order: its status and whether its buyer is enrolled in its course. */
export interface OrderOwedInput {
  status: 'PENDING' | 'PARTIAL' | 'PAID' | 'FAILED' | 'CANCELLED';
  enrolled: boolean;
}

/**
 * Whether the buyer owes what is unpaid of an order: it is live (neither failed nor cancelled) and
 * confirmed (something of it was paid, or the buyer is enrolled in its course). A purchase whose
 * first voucher waits for review or was refused is an attempt, not a debt: the buyer has no course
 * yet and may send another voucher or walk away.
 */
export function orderOwed(order: OrderOwedInput): boolean {
  if (order.status === 'FAILED' || order.status === 'CANCELLED') return false;
  return order.status !== 'PENDING' || order.enrolled;
}

/** Pendiente / Vencida / Pagada of an installment on `today` (Lima, YYYY-MM-DD); `owed` is orderOwed of its order. */
export function installmentState(i: InstallmentStateInput, today: string, owed = true): InstallmentState {
  if (i.status === 'PAGADO') return 'PAGADA';
  if (owed && i.status !== 'EN_REVISION' && i.dueDate < today) return 'VENCIDA';
  return 'PENDIENTE';
}

/** What a payment paid, as statements and reports name it: "Pago completo" or "Cuota 2 de 3". */
export function paymentConceptLabel(plan: 'FULL' | 'INSTALLMENTS', seq: number | null, count: number | null): string {
  if (plan !== 'INSTALLMENTS' || seq === null) return 'Pago completo';
  return count ? `Cuota ${seq} de ${count}` : `Cuota ${seq}`;
}
