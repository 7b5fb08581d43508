import { INSTALLMENT_STATE_LABELS, installmentState, overdueCutoff, paymentConceptLabel } from './installmentState';

describe('installmentState', () => {
  const today = '2026-11-26';
  it('is Pagada once paid, whatever the date', () => {
    expect(installmentState({ status: 'PAGADO', dueDate: '2020-01-01' }, today, 0)).toBe('PAGADA');
    expect(installmentState({ status: 'PAGADO', dueDate: '2099-01-01' }, today, 3)).toBe('PAGADA');
  });
  it('is Pendiente for a future date and within the grace days', () => {
    expect(installmentState({ status: 'PENDIENTE', dueDate: '2026-12-25' }, today, 3)).toBe('PENDIENTE');
    expect(installmentState({ status: 'PENDIENTE', dueDate: today }, today, 0)).toBe('PENDIENTE');
    expect(installmentState({ status: 'PENDIENTE', dueDate: '2026-11-23' }, today, 3)).toBe('PENDIENTE');
  });
  it('is Vencida after the due date plus the grace days', () => {
    expect(installmentState({ status: 'PENDIENTE', dueDate: '2026-11-22' }, today, 3)).toBe('VENCIDA');
    expect(installmentState({ status: 'PENDIENTE', dueDate: '2026-11-25' }, today, 0)).toBe('VENCIDA');
    expect(installmentState({ status: 'RECHAZADO', dueDate: '2026-01-01' }, today, 3)).toBe('VENCIDA');
  });
  it('a voucher under review is never Vencida', () => {
    expect(installmentState({ status: 'EN_REVISION', dueDate: '2026-01-01' }, today, 0)).toBe('PENDIENTE');
  });
  it('the cutoff moves back by the grace days', () => {
    expect(overdueCutoff('2026-03-02', 3)).toBe('2026-02-27');
    expect(overdueCutoff('2026-03-02', -1)).toBe('2026-03-02');
  });
  it('labels in Spanish', () => {
    expect(INSTALLMENT_STATE_LABELS).toEqual({ PENDIENTE: 'Pendiente', VENCIDA: 'Vencida', PAGADA: 'Pagada' });
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
