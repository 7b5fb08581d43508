import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError, renderRoute, type FakeCall } from '@inpro/ui/src/testing';
import type { AdminPayment, PaymentsSummary } from '@inpro/shared-contracts';
import { masterShell } from '../../../testing/master';
import { PAYMENTS_ERROR, PaymentsPage, SUMMARY_ERROR } from './PaymentsPage';

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

const SUMMARY: PaymentsSummary = {
  collected: { amount: 1200, count: 1, trend: [0, 0, 0, 0, 300, 1200] },
  pending: { amount: 480, count: 1, trend: [480, 0, 0, 0, 0, 0] },
  overdue: { amount: 300, count: 1, trend: [0, 0, 0, 0, 300, 0] },
  thisMonth: { amount: 1200, count: 1, trend: [0, 1200, 1200] },
  months: ['2026-06-01', '2026-07-01', '2026-08-01', '2026-09-01', '2026-10-01', '2026-11-01'],
  byStatus: [
    { status: 'PENDIENTE', count: 1, amount: 480 },
    { status: 'APROBADO', count: 1, amount: 1200 },
    { status: 'RECHAZADO', count: 1, amount: 480 },
  ],
  balances: [
    {
      student: { id: 20, fullName: 'Diego Rojas', email: 'diego@inpro.test' },
      courseId: 5,
      course: 'Derecho Constitucional',
      balance: 300,
      nextDueDate: '2026-11-12',
      overdue: true,
    },
  ],
};

function render(
  routes: Record<string, unknown> = {},
  list: (c: FakeCall) => unknown = () => ROWS,
  summary: (c: FakeCall) => unknown = () => SUMMARY,
) {
  const shell = masterShell({ routes: { 'GET /superadmin/payments': list, 'GET /superadmin/payments/summary': summary, ...routes } });
  return { ...renderRoute(<PaymentsPage />, shell, { path: '/superadmin/pagos' }), shell };
}

describe('PaymentsPage (master administrator)', () => {
  it('lists every payment with its state and reason, the server KPIs with sparklines, the donut and the balances', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Pagos' });
    expect(within(table).getByRole('row', { name: /Alumno 1/ })).toHaveTextContent('Pendiente');
    expect(within(table).getByRole('row', { name: /Alumno 3/ })).toHaveTextContent('Motivo: Ilegible.');
    const kpi = (name: string) => screen.getByRole('article', { name });
    expect(await screen.findByRole('article', { name: 'Cobrado' })).toHaveTextContent('S/ 1,200.00');
    expect(kpi('Cobrado')).toHaveTextContent('1 pago aprobado');
    expect(kpi('Pendiente')).toHaveTextContent('S/ 480.00');
    expect(kpi('Vencido')).toHaveTextContent('S/ 300.00');
    expect(kpi('Este mes')).toHaveTextContent('S/ 1,200.00');
    expect(screen.getByText('Cobrado por mes')).toBeInTheDocument();
    expect(screen.getByText('Pagos por estado')).toBeInTheDocument();
    const balances = screen.getByRole('table', { name: 'Saldos pendientes' });
    const row = within(balances).getByRole('row', { name: /Diego Rojas/ });
    expect(row).toHaveTextContent('S/ 300.00');
    expect(row).toHaveTextContent('12/11/2026');
    expect(within(row).getByText('Debe')).toBeInTheDocument();
  });

  it('filters by dates typed dd/mm/aaaa on the server and says in Spanish when a date is wrong', async () => {
    const { shell } = render();
    await screen.findByRole('table', { name: 'Pagos' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Desde' }), '01/11/2026');
    await waitFor(() => expect(shell.calls.some((c) => c.url === '/superadmin/payments' && c.params?.from === '2026-11-01')).toBe(true));
    await userEvent.type(screen.getByRole('textbox', { name: 'Hasta' }), '31/02/2026');
    expect(await screen.findByText('Fecha inválida: usa el formato dd/mm/aaaa.')).toBeInTheDocument();
    expect(shell.calls.some((c) => c.params?.to)).toBe(false);
  });

  it('pages the payments 20 at a time', async () => {
    render({}, () => Array.from({ length: 25 }, (_, i) => payment(i + 1, 'APROBADO')));
    const table = await screen.findByRole('table', { name: 'Pagos' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Páginas de pagos' })).getByRole('button', { name: /Siguiente/ }));
    expect(within(screen.getByRole('table', { name: 'Pagos' })).getAllByRole('row')).toHaveLength(6);
    expect(screen.getByRole('row', { name: /Alumno 25/ })).toBeInTheDocument();
    expect(screen.queryByText(/pagos más recientes/)).toBeNull();
  });

  it('says when only the newest payments came back', async () => {
    render({}, () => Array.from({ length: 500 }, (_, i) => payment(i + 1, 'APROBADO')));
    expect(await screen.findByText('Se muestran los 500 pagos más recientes; usa las fechas para ver los anteriores.')).toBeInTheDocument();
  });

  it('says when the KPIs cannot be loaded, and still lists the payments', async () => {
    render({}, undefined, () => {
      throw httpError(500);
    });
    expect(await screen.findByText(SUMMARY_ERROR)).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Pagos' })).toBeInTheDocument();
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

  it("'Ver voucher' shows the image beside the decision, approves from there and downloads as a second option", async () => {
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return `blob:voucher-${created.length}`;
    });
    URL.revokeObjectURL = jest.fn();
    const { shell } = render({
      'GET /superadmin/payments/1/voucher': new Blob(['png'], { type: 'image/png' }),
      'POST /superadmin/payments/1/approve': payment(1, 'APROBADO'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Ver voucher de Alumno 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Voucher de Alumno 1' });
    expect(await within(dialog).findByRole('img', { name: 'Voucher de Alumno 1' })).toHaveAttribute('src', 'blob:voucher-1');
    expect(dialog).toHaveTextContent('S/ 480.00');
    expect(shell.requests).not.toContain('POST /superadmin/payments/1/approve');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Descargar' }));
    expect(created).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aprobar pago' }));
    await waitFor(() => expect(shell.requests).toContain('POST /superadmin/payments/1/approve'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Voucher de Alumno 1' })).not.toBeInTheDocument());
  });

  it("'Ver voucher' shows a PDF in a frame and leads to 'Rechazar pago' with a reason", async () => {
    URL.createObjectURL = jest.fn(() => 'blob:voucher-pdf');
    URL.revokeObjectURL = jest.fn();
    render({ 'GET /superadmin/payments/1/voucher': new Blob(['%PDF'], { type: 'application/pdf' }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Ver voucher de Alumno 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Voucher de Alumno 1' });
    expect(await within(dialog).findByTitle('Voucher de Alumno 1 (PDF)')).toHaveAttribute('src', 'blob:voucher-pdf');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar pago' }));
    expect(screen.getByRole('dialog', { name: 'Rechazar pago' })).toBeInTheDocument();
  });

  it('opens with the pending payments when a link asks for them (?estado=PENDIENTE)', async () => {
    const shell = masterShell({ routes: { 'GET /superadmin/payments': () => ROWS, 'GET /superadmin/payments/summary': () => SUMMARY } });
    renderRoute(<PaymentsPage />, shell, { path: '/superadmin/pagos', url: '/superadmin/pagos?estado=PENDIENTE' });
    expect(await screen.findByRole('combobox', { name: 'Estado' })).toHaveValue('PENDIENTE');
    await waitFor(() => expect(shell.calls.some((c) => c.url === '/superadmin/payments' && c.params?.status === 'PENDIENTE')).toBe(true));
  });

  it('offers the receipt of an approved payment only, from the master administrator’s route', async () => {
    const { shell } = render({ 'GET /superadmin/payments/2/receipt.pdf': new Blob(['%PDF-'], { type: 'application/pdf' }) });
    const table = await screen.findByRole('table', { name: 'Pagos' });
    expect(within(within(table).getByRole('row', { name: /Alumno 1/ })).queryByRole('button', { name: /comprobante/ })).toBeNull();
    expect(within(within(table).getByRole('row', { name: /Alumno 3/ })).queryByRole('button', { name: /comprobante/ })).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: 'Comprobante PDF de Alumno 2' }));
    await waitFor(() => expect(shell.requests).toContain('GET /superadmin/payments/2/receipt.pdf'));
  });

  it('says when the payments cannot be loaded', async () => {
    render({}, () => {
      throw httpError(500);
    });
    expect(await screen.findByText(PAYMENTS_ERROR)).toBeInTheDocument();
  });
});
