import { formatDate, formatSoles, INSTALLMENT_STATE_LABELS, type AccountStatement, type InstallmentView } from '@inpro/shared-contracts';

/** An installment the student can pay now: of a live order, neither paid nor waiting for a voucher's review. */
export interface PayableInstallment {
  id: number;
  course: string;
  seq: number;
  count: number;
  amount: number;
  dueDate: string;
  state: InstallmentView['state'];
}

/** Every payable installment, the oldest due date first. */
export function payableInstallments(statement: AccountStatement): PayableInstallment[] {
  const found: PayableInstallment[] = [];
  for (const order of statement.orders) {
    if (order.status === 'FAILED' || order.status === 'CANCELLED') continue;
    for (const i of order.installments) {
      if (i.status !== 'PENDIENTE' && i.status !== 'RECHAZADO') continue;
      found.push({
        id: i.id,
        course: order.course.title,
        seq: i.seq,
        count: order.installments.length,
        amount: i.amount,
        dueDate: i.dueDate,
        state: i.state,
      });
    }
  }
  return found.sort((a, b) => (a.dueDate === b.dueDate ? a.id - b.id : a.dueDate < b.dueDate ? -1 : 1));
}

/** The payable installments that are Vencida, by the server's one rule (installmentState), so every screen counts the same ones. */
export function overdueInstallments(payable: PayableInstallment[]): PayableInstallment[] {
  return payable.filter((i) => i.state === 'VENCIDA');
}

/** "Derecho Civil — Cuota 2 de 3: S/ 300.00, vence el 10/01/2027 (Vencida)". */
export function payableLabel(i: PayableInstallment): string {
  const which = i.count > 1 ? `Cuota ${i.seq} de ${i.count}` : 'Pago completo';
  const state = i.state === 'VENCIDA' ? ` (${INSTALLMENT_STATE_LABELS.VENCIDA})` : '';
  return `${i.course} — ${which}: ${formatSoles(i.amount)}, vence el ${formatDate(i.dueDate)}${state}`;
}

/** The sum of some installments, in soles (rounded to the cent). */
export function totalOf(items: PayableInstallment[]): number {
  return Math.round(items.reduce((sum, i) => sum + i.amount * 100, 0)) / 100;
}
