import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError, renderRoute, type FakeCall } from '@inpro/ui/src/testing';
import type { AdminPayment } from '@inpro/shared-contracts';
import { masterShell } from '../../../testing/master';
import { PAYMENTS_ERROR, PaymentsPage } from './PaymentsPage';

const payment = (id: number, status: AdminPayment['status'], fields: Partial<AdminPayment> = {}): AdminPayment => ({
  id,
  orderId: id,
  installmentSeq: 1,
  concept: `Pago completo — Curso ${id}`,
  method: 'VOUCHER',
  amount: 480,
  status,
  reason: null,
  receiptNumber: status === 'APROBADO' ? `R-2026-00000${id}` : null,
  createdAt: '2026-11-20T15:00:00.000Z',
  decidedAt: null,
  student: { id: 10 + id, fullName: `Alumno ${id}`, email: `alumno${id}@inpro.test` },
  course: `Curso ${id}`,
  hasVoucher: true,
  ...fields,
});

const ROWS = [
  payment(1, 'PENDIENTE'),
  payment(2, 'APROBADO', { method: 'CARD', hasVoucher: false, amount: 1200 }),
  payment(3, 'RECHAZADO', { reason: 'Ilegible.' }),
];

function render(routes: Record<string, unknown> = {}, list: (c: FakeCall) => unknown = () => ROWS) {
  const shell = masterShell({ routes: { 'GET /superadmin/payments': list, ...routes } });
  return { ...renderRoute(<PaymentsPage />, shell, { path: '/superadmin/pagos' }), shell };
}

describe('PaymentsPage (master administrator)', () => {
  it('lists every payment with its state, reason and the KPIs by status', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Pagos' });
    expect(within(table).getByRole('row', { name: /Alumno 1/ })).toHaveTextContent('Pendiente');
    expect(within(table).getByRole('row', { name: /Alumno 3/ })).toHaveTextContent('Motivo: Ilegible.');
    expect(screen.getByText('S/ 1,200.00 (1)', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getAllByText('S/ 480.00 (1)', { selector: 'dd' })).toHaveLength(2);
  });

  it('filters by status on the server', async () => {
    const { shell } = render();
    await screen.findByRole('table', { name: 'Pagos' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'PENDIENTE');
    await waitFor(() => expect(shell.calls.some((c) => c.params?.status === 'PENDIENTE')).toBe(true));
  });

  it('approves after a confirmation and rejects only with a reason', async () => {
    const { shell } = render({
      'POST /superadmin/payments/1/approve': payment(1, 'APROBADO'),
      'POST /superadmin/payments/1/reject': payment(1, 'RECHAZADO'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Aprobar pago de Alumno 1' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Aprobar' }));
    await waitFor(() => expect(shell.requests).toContain('POST /superadmin/payments/1/approve'));
    await userEvent.click(screen.getByRole('button', { name: 'Rechazar pago de Alumno 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Rechazar pago' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(within(dialog).getByText('Indica el motivo del rechazo.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Motivo del rechazo/ }), 'El monto no coincide.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    await waitFor(() =>
      expect(shell.calls.find((c) => c.url === '/superadmin/payments/1/reject')?.body).toEqual({ reason: 'El monto no coincide.' }),
    );
  });

  it('says when the payments cannot be loaded', async () => {
    render({}, () => {
      throw httpError(500);
    });
    expect(await screen.findByText(PAYMENTS_ERROR)).toBeInTheDocument();
  });
});
