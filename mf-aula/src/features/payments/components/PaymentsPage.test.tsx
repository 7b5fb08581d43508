import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OFFLINE_ACTION_REASON } from '@inpro/ui';
import { httpError } from '@inpro/ui/src/testing';
import type { AccountStatement } from '@inpro/shared-contracts';
import { renderPage } from '../../../testing/renderPage';
import { NO_PAYMENTS, PAYMENTS_ERROR, PaymentsPage } from './PaymentsPage';

const statement = (fields: Partial<AccountStatement> = {}): AccountStatement => ({
  balanceDue: 600,
  nextDue: { installmentId: 41, orderId: 9, course: 'Arbitraje Comercial', amount: 300, dueDate: '2026-12-01', state: 'PENDIENTE' },
  overdue: false,
  graceDays: 3,
  courses: [{ courseId: 3, course: 'Arbitraje Comercial', balanceDue: 600, nextDueDate: '2026-12-01', overdue: false, blocked: false }],
  orders: [
    {
      id: 9,
      number: 'ORD-000009',
      status: 'PARTIAL',
      plan: 'INSTALLMENTS',
      total: 900,
      createdAt: '2026-11-01T15:00:00.000Z',
      course: { id: 3, title: 'Arbitraje Comercial', code: 'ARB-1' },
      installments: [
        { id: 40, seq: 1, amount: 300, dueDate: '2026-11-01', status: 'PAGADO', state: 'PAGADA', paidAt: '2026-11-01T15:00:00.000Z' },
        { id: 41, seq: 2, amount: 300, dueDate: '2026-12-01', status: 'PENDIENTE', state: 'PENDIENTE', paidAt: null },
        { id: 42, seq: 3, amount: 300, dueDate: '2027-01-01', status: 'PENDIENTE', state: 'PENDIENTE', paidAt: null },
      ],
      owed: true,
      payment: null,
    },
  ],
  history: [
    {
      id: 70,
      orderId: 9,
      installmentSeq: 1,
      concept: 'Cuota 1 de 3 — Arbitraje Comercial',
      method: 'CARD',
      amount: 300,
      status: 'APROBADO',
      reason: null,
      receiptNumber: 'R-2026-000070',
      createdAt: '2026-11-01T15:00:00.000Z',
      decidedAt: '2026-11-01T15:00:00.000Z',
    },
    {
      id: 71,
      orderId: 8,
      installmentSeq: null,
      concept: 'Pago completo — Derecho Penal',
      method: 'VOUCHER',
      amount: 450,
      status: 'RECHAZADO',
      reason: 'El monto no coincide.',
      receiptNumber: null,
      createdAt: '2026-10-20T15:00:00.000Z',
      decidedAt: '2026-10-21T15:00:00.000Z',
    },
  ],
  voucherAccount: { bank: 'BCP', accountNumber: '1', cci: '2', holder: 'INPRO', yapePlinPhone: '9' },
  ...fields,
});

/** The statement with installments 2 and 3 already due (Vencida). */
function bothOverdue(): AccountStatement {
  const overdue = statement();
  overdue.orders[0].installments[1] = { ...overdue.orders[0].installments[1], dueDate: '2020-01-01', state: 'VENCIDA' };
  overdue.orders[0].installments[2] = { ...overdue.orders[0].installments[2], dueDate: '2020-02-01', state: 'VENCIDA' };
  return overdue;
}

describe('PaymentsPage', () => {
  it('shows the balance, the next installment, the plan and the history with statuses, reasons and receipts', async () => {
    renderPage(<PaymentsPage />, { path: '/aula/pagos', get: { '/my/account-statement': statement() } });
    expect(await screen.findByText('S/ 600.00')).toBeInTheDocument();
    expect(screen.getByText('Próxima cuota: S/ 300.00 — Arbitraje Comercial — vence el 01/12/2026')).toBeInTheDocument();
    expect(screen.getByText('Cuota 2: S/ 300.00, vence el 01/12/2026 — Pendiente')).toBeInTheDocument();
    const table = screen.getByRole('table');
    const paid = within(within(table).getByRole('row', { name: /Cuota 1 de 3/ }));
    expect(paid.getByText('Pagado')).toBeInTheDocument();
    expect(paid.getByRole('button', { name: 'Comprobante PDF R-2026-000070' })).toBeInTheDocument();
    const rejected = within(within(table).getByRole('row', { name: /Pago completo — Derecho Penal/ }));
    expect(rejected.getByText('Rechazado')).toBeInTheDocument();
    expect(rejected.getByText('Motivo: El monto no coincide.')).toBeInTheDocument();
  });

  it('offline, paying and the receipts are disabled with the reason, the statement stays readable', async () => {
    const { shell } = renderPage(<PaymentsPage />, { path: '/aula/pagos', get: { '/my/account-statement': statement() }, offline: true });
    expect(await screen.findByText('S/ 600.00')).toBeInTheDocument();
    const pay = screen.getByRole('button', { name: 'Pagar ahora' });
    const receipt = screen.getByRole('button', { name: 'Comprobante PDF R-2026-000070' });
    for (const control of [pay, receipt]) {
      expect(control).toBeDisabled();
      expect(control).toHaveAccessibleDescription(OFFLINE_ACTION_REASON);
    }
    fireEvent.click(pay);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => shell.setOffline(false));
    expect(pay).toBeEnabled();
    expect(receipt).toBeEnabled();
    expect(screen.queryByText(OFFLINE_ACTION_REASON)).toBeNull();
  });

  it('counts in «Todas las cuotas vencidas» only the installments that read Vencida, never one still Pendiente', async () => {
    const mixed = statement();
    // Cuota 2 is past its date and Vencida; cuota 3 is due today and still Pendiente.
    mixed.orders[0].installments[1] = { ...mixed.orders[0].installments[1], dueDate: '2020-01-01', state: 'VENCIDA' };
    mixed.orders[0].installments[2] = { ...mixed.orders[0].installments[2], dueDate: '2020-02-01', state: 'PENDIENTE' };
    renderPage(<PaymentsPage />, { path: '/aula/pagos', get: { '/my/account-statement': mixed } });
    expect(await screen.findByText('Cuota 2: S/ 300.00, vence el 01/01/2020 — Vencida')).toBeInTheDocument();
    expect(screen.getByText('Cuota 3: S/ 300.00, vence el 01/02/2020 — Pendiente')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pagar ahora' }));
    const dialog = screen.getByRole('dialog', { name: 'Pagar ahora' });
    // One Vencida installment: no «all overdue» choice that would also count the Pendiente one.
    expect(within(dialog).queryByRole('radio', { name: /Todas las cuotas vencidas/ })).toBeNull();
    expect(within(dialog).getByRole('radio', { name: /Cuota 2 de 3: .* \(Vencida\)$/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: /Cuota 3 de 3: S\/\s300.00, vence el 01\/02\/2020$/ })).toBeInTheDocument();
  });

  it('shows a purchase whose voucher was refused apart from what the student owes, and its voucher can be sent again', async () => {
    const refused = statement();
    refused.orders.push({
      id: 8,
      number: 'ORD-000008',
      status: 'PENDING',
      plan: 'FULL',
      total: 450,
      createdAt: '2026-10-20T15:00:00.000Z',
      course: { id: 4, title: 'Derecho Penal', code: 'PEN-1' },
      installments: [{ id: 30, seq: 1, amount: 450, dueDate: '2026-10-20', status: 'RECHAZADO', state: 'PENDIENTE', paidAt: null }],
      owed: false,
      payment: null,
    });
    renderPage(<PaymentsPage />, { path: '/aula/pagos', get: { '/my/account-statement': refused } });
    const purchases = await screen.findByRole('region', { name: 'Compras por confirmar' });
    expect(purchases).toHaveTextContent(
      'Derecho Penal (ORD-000008, S/ 450.00): tu voucher fue rechazado; puedes enviar uno nuevo con «Pagar ahora». No es una deuda.',
    );
    expect(screen.getByRole('region', { name: 'Cuotas' })).not.toHaveTextContent('Derecho Penal');
    fireEvent.click(screen.getByRole('button', { name: 'Pagar ahora' }));
    const dialog = screen.getByRole('dialog', { name: 'Pagar ahora' });
    expect(within(dialog).getByRole('radio', { name: /^Derecho Penal — Pago completo: S\/\s450.00/ })).toBeInTheDocument();
  });

  it("'Pagar ahora' checks the card, pays the next installment with a token and closes", async () => {
    const { shell } = renderPage(<PaymentsPage />, {
      path: '/aula/pagos',
      get: { '/my/account-statement': statement() },
      routes: { 'POST /installments/41/pay': statement().orders[0] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pagar ahora' }));
    const dialog = screen.getByRole('dialog', { name: 'Pagar ahora' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pagar S/\u00a0300.00' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Número de tarjeta' })).toHaveAccessibleDescription(
        expect.stringContaining('Ingresa el número'),
      ),
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Número de tarjeta' }), { target: { value: '4111 1111 1111 1111' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Pagar S/\u00a0300.00' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const call = shell.calls.find((c) => c.url === '/installments/41/pay');
    expect(call?.body).toEqual({ cardToken: expect.stringMatching(/^sbx_approve_/) });
  });

  it('shows a declined card inside the dialog', async () => {
    renderPage(<PaymentsPage />, {
      path: '/aula/pagos',
      get: { '/my/account-statement': statement() },
      routes: {
        'POST /installments/41/pay': () => {
          throw httpError(402, 'El pago fue rechazado: La tarjeta está vencida.');
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pagar ahora' }));
    const dialog = screen.getByRole('dialog', { name: 'Pagar ahora' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Número de tarjeta' }), { target: { value: '4000 0000 0000 0069' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pagar S/\u00a0300.00' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('El pago fue rechazado: La tarjeta está vencida.');
  });

  it("'Pagar ahora' lets the student choose which installment to pay: the third one, not the oldest", async () => {
    const { shell } = renderPage(<PaymentsPage />, {
      path: '/aula/pagos',
      get: { '/my/account-statement': statement() },
      routes: { 'POST /installments/42/pay': statement().orders[0] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pagar ahora' }));
    const dialog = screen.getByRole('dialog', { name: 'Pagar ahora' });
    const choice = within(dialog).getByRole('group', { name: '¿Qué deseas pagar?' });
    expect(within(choice).getAllByRole('radio')).toHaveLength(2);
    expect(within(choice).getByRole('radio', { name: /Cuota 2 de 3: S\/\s300.00, vence el 01\/12\/2026/ })).toBeChecked();
    fireEvent.click(within(choice).getByRole('radio', { name: /Cuota 3 de 3/ }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Número de tarjeta' }), { target: { value: '4111 1111 1111 1111' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pagar S/\u00a0300.00' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(shell.calls.filter((c) => /\/installments\/\d+\/pay/.test(c.url)).map((c) => c.url)).toEqual(['/installments/42/pay']);
  });

  it("'Pagar ahora' pays every installment already due, each its own payment, or sends a voucher for the chosen one", async () => {
    const overdue = bothOverdue();
    const { shell } = renderPage(<PaymentsPage />, {
      path: '/aula/pagos',
      get: { '/my/account-statement': overdue },
      routes: { 'POST /installments/41/pay': overdue.orders[0], 'POST /installments/42/pay': overdue.orders[0] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pagar ahora' }));
    let dialog = screen.getByRole('dialog', { name: 'Pagar ahora' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Todas las cuotas vencidas (2): S/\u00a0600.00' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Número de tarjeta' }), { target: { value: '4111 1111 1111 1111' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pagar S/\u00a0600.00' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const paid = shell.calls.filter((c) => /\/installments\/\d+\/pay/.test(c.url));
    expect(paid.map((c) => c.url)).toEqual(['/installments/41/pay', '/installments/42/pay']);

    fireEvent.click(screen.getByRole('button', { name: 'Pagar ahora' }));
    dialog = screen.getByRole('dialog', { name: 'Pagar ahora' });
    fireEvent.click(within(dialog).getByRole('radio', { name: /Pago con voucher/ }));
    expect(within(dialog).getByText('BCP')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar voucher' }));
    expect(await within(dialog).findByText('Adjunta la imagen o el PDF del voucher.')).toBeInTheDocument();
    expect(shell.calls.some((c) => c.url.endsWith('/voucher'))).toBe(false);
    const voucher = within(dialog).getByLabelText(/Voucher \(imagen o PDF\)/);
    await waitFor(() => expect(voucher).toHaveFocus());
    const tooLarge = new File(['x'], 'grande.pdf', { type: 'application/pdf' });
    Object.defineProperty(tooLarge, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(voucher, { target: { files: [tooLarge] } });
    expect(within(dialog).queryByText('Adjunta la imagen o el PDF del voucher.')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar voucher' }));
    expect(await within(dialog).findByText('El voucher no puede pesar más de 10 MB.')).toBeInTheDocument();
    expect(shell.calls.some((c) => c.url.endsWith('/voucher'))).toBe(false);
  });

  it("'Pagar ahora' sends the chosen voucher file; when a later installment fails, says which ones were registered", async () => {
    const overdue = bothOverdue();
    const { shell } = renderPage(<PaymentsPage />, {
      path: '/aula/pagos',
      get: { '/my/account-statement': overdue },
      routes: {
        'POST /installments/41/voucher': overdue.orders[0],
        'POST /installments/42/voucher': () => {
          throw httpError(409, 'Ya enviaste un voucher para este curso; está en revisión.');
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pagar ahora' }));
    const dialog = screen.getByRole('dialog', { name: 'Pagar ahora' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Todas las cuotas vencidas (2): S/\u00a0600.00' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: /Pago con voucher/ }));
    const file = new File(['%PDF-1.4'], 'voucher.pdf', { type: 'application/pdf' });
    fireEvent.change(within(dialog).getByLabelText(/Voucher \(imagen o PDF\)/), { target: { files: [file] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar voucher' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Cuota 2: registrado. Las demás no: Ya enviaste un voucher para este curso; está en revisión.',
    );
    const sent = shell.calls.filter((c) => c.url.endsWith('/voucher'));
    expect(sent.map((c) => c.url)).toEqual(['/installments/41/voucher', '/installments/42/voucher']);
    expect(((sent[0].body as FormData).get('file') as File).name).toBe('voucher.pdf');
  });

  it('names the courses whose materials are suspended for an installment overdue beyond the grace period', async () => {
    renderPage(<PaymentsPage />, {
      path: '/aula/pagos',
      get: {
        '/my/account-statement': statement({
          overdue: true,
          nextDue: { installmentId: 41, orderId: 9, course: 'Arbitraje Comercial', amount: 300, dueDate: '2026-10-01', state: 'VENCIDA' },
          courses: [
            { courseId: 3, course: 'Arbitraje Comercial', balanceDue: 600, nextDueDate: '2026-10-01', overdue: true, blocked: true },
          ],
        }),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Arbitraje Comercial: tienes una cuota vencida hace más de 3 días de gracia; los materiales del curso están suspendidos hasta que pagues.',
    );
    expect(screen.getByText('Vencida')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pagar ahora' })).toBeInTheDocument();
  });

  it('each installment shows its own state: a future date is never Vencida, a past one beyond the grace days is', async () => {
    const [order] = statement().orders;
    renderPage(<PaymentsPage />, {
      path: '/aula/pagos',
      get: {
        '/my/account-statement': statement({
          overdue: true,
          nextDue: { installmentId: 42, orderId: 9, course: 'Arbitraje Comercial', amount: 300, dueDate: '2026-12-25', state: 'PENDIENTE' },
          orders: [
            {
              ...order,
              installments: [
                { id: 41, seq: 1, amount: 300, dueDate: '2026-10-01', status: 'RECHAZADO', state: 'VENCIDA', paidAt: null },
                { id: 42, seq: 2, amount: 300, dueDate: '2026-12-25', status: 'PENDIENTE', state: 'PENDIENTE', paidAt: null },
              ],
            },
          ],
        }),
      },
    });
    expect(await screen.findByText(/Próxima cuota: S\/\s300.00 — Arbitraje Comercial — vence el 25\/12\/2026/)).toBeInTheDocument();
    expect(screen.getByText('Cuota 1: S/ 300.00, vence el 01/10/2026 — Vencida')).toBeInTheDocument();
    expect(screen.getByText('Cuota 2: S/ 300.00, vence el 25/12/2026 — Pendiente')).toBeInTheDocument();
    expect(screen.queryByText('Vencida', { exact: true })).toBeNull();
  });

  it('empty and error states', async () => {
    renderPage(<PaymentsPage />, {
      path: '/aula/pagos',
      get: { '/my/account-statement': statement({ balanceDue: 0, nextDue: null, orders: [], history: [] }) },
    });
    expect(await screen.findByText(NO_PAYMENTS)).toBeInTheDocument();
    expect(screen.getByText('No tienes cuotas pendientes.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pagar ahora' })).not.toBeInTheDocument();
  });

  it('says when the statement cannot be loaded, with a retry', async () => {
    renderPage(<PaymentsPage />, {
      path: '/aula/pagos',
      get: {
        '/my/account-statement': () => {
          throw httpError(500);
        },
      },
    });
    expect(await screen.findByText(PAYMENTS_ERROR)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
