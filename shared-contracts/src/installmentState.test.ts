import { INSTALLMENT_STATE_LABELS, installmentState, orderOwed, overdueCutoff, paymentConceptLabel } from './installmentState';

describe('installmentState', () => {
  const today = '2026-11-26';
  it('is Pagada once paid, whatever the date', () => {
    expect(installmentState({ status: 'PAGADO', dueDate: '2020-01-01' }, today)).toBe('PAGADA');
    expect(installmentState({ status: 'PAGADO', dueDate: '2099-01-01' }, today, false)).toBe('PAGADA');
  });
  it('is Pendiente up to its due date', () => {
    expect(installmentState({ status: 'PENDIENTE', dueDate: '2026-12-25' }, today)).toBe('PENDIENTE');
    expect(installmentState({ status: 'PENDIENTE', dueDate: today }, today)).toBe('PENDIENTE');
  });
  it('is Vencida the day after its due date, grace days or not (they only delay closing the materials)', () => {
    expect(installmentState({ status: 'PENDIENTE', dueDate: '2026-11-25' }, today)).toBe('VENCIDA');
    expect(installmentState({ status: 'PENDIENTE', dueDate: '2026-11-22' }, today)).toBe('VENCIDA');
    expect(installmentState({ status: 'RECHAZADO', dueDate: '2026-01-01' }, today)).toBe('VENCIDA');
  });
  it('a voucher under review is never Vencida', () => {
    expect(installmentState({ status: 'EN_REVISION', dueDate: '2026-01-01' }, today)).toBe('PENDIENTE');
  });
  it('an installment of an order nobody owes (a purchase not confirmed) is never Vencida', () => {
    expect(installmentState({ status: 'RECHAZADO', dueDate: '2026-01-01' }, today, false)).toBe('PENDIENTE');
  });
  it('the grace cutoff moves back by the grace days', () => {
    expect(overdueCutoff('2026-03-02', 3)).toBe('2026-02-27');
    expect(overdueCutoff('2026-03-02', -1)).toBe('2026-03-02');
  });
  it('labels in Spanish', () => {
    expect(INSTALLMENT_STATE_LABELS).toEqual({ PENDIENTE: 'Pendiente', VENCIDA: 'Vencida', PAGADA: 'Pagada' });
  });
});

describe('orderOwed', () => {
  it('a confirmed live order is owed', () => {
    expect(orderOwed({ status: 'PARTIAL', enrolled: true })).toBe(true);
    expect(orderOwed({ status: 'PARTIAL', enrolled: false })).toBe(true);
    expect(orderOwed({ status: 'PENDING', enrolled: true })).toBe(true);
  });
  it('a purchase not confirmed, failed or cancelled is not', () => {
    expect(orderOwed({ status: 'PENDING', enrolled: false })).toBe(false);
    expect(orderOwed({ status: 'FAILED', enrolled: true })).toBe(false);
    expect(orderOwed({ status: 'CANCELLED', enrolled: true })).toBe(false);
  });
});

describe('paymentConceptLabel', () => {
  it('a full payment is never a Cuota', () => {
    expect(paymentConceptLabel('FULL', 1, 1)).toBe('Pago completo');
    expect(paymentConceptLabel('INSTALLMENTS', null, 3)).toBe('Pago completo');
    expect(paymentConceptLabel('INSTALLMENTS', 2, 3)).toBe('Cuota 2 de 3');
    expect(paymentConceptLabel('INSTALLMENTS', 2, null)).toBe('Cuota 2');
  });
});
