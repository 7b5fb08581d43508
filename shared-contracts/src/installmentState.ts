import { addDaysToDate } from './classroom';

/*
 * The one rule of an installment's state, used by the API (statement, grace block, reports), the
 * screens and the reports: Pagada once paid; Vencida when its due date plus the grace days
 * (settings → payments → graceDays) has passed and no voucher for it is under review; Pendiente
 * otherwise. A payment never rewrites a due date: the state moves, the date stays.
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

/** The first due date that is not overdue today: an unpaid installment due before it is Vencida. */
export function overdueCutoff(today: string, graceDays: number): string {
  return addDaysToDate(today, -Math.max(0, Math.trunc(graceDays)));
}

/** Pendiente / Vencida / Pagada of an installment on `today` (Lima, YYYY-MM-DD) with `graceDays` of grace. */
export function installmentState(i: InstallmentStateInput, today: string, graceDays: number): InstallmentState {
  if (i.status === 'PAGADO') return 'PAGADA';
  if (i.status !== 'EN_REVISION' && i.dueDate < overdueCutoff(today, graceDays)) return 'VENCIDA';
  return 'PENDIENTE';
}

/** What a payment paid, as statements and reports name it: "Pago completo" or "Cuota 2 de 3". */
export function paymentConceptLabel(plan: 'FULL' | 'INSTALLMENTS', seq: number | null, count: number | null): string {
  if (plan !== 'INSTALLMENTS' || seq === null) return 'Pago completo';
  return count ? `Cuota ${seq} de ${count}` : `Cuota ${seq}`;
}
