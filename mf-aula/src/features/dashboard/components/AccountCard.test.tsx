import { screen } from '@testing-library/react';
import { httpError } from '@inpro/ui/src/testing';
import type { AccountStatement } from '@inpro/shared-contracts';
import { renderPage } from '../../../testing/renderPage';
import { AccountCard } from './AccountCard';

const statement = (fields: Partial<AccountStatement> = {}): AccountStatement => ({
  balanceDue: 600,
  nextDue: { installmentId: 41, orderId: 9, course: 'Arbitraje Comercial', amount: 300, dueDate: '2026-12-01', state: 'PENDIENTE' },
  overdue: false,
  graceDays: 3,
  courses: [{ courseId: 3, course: 'Arbitraje Comercial', balanceDue: 600, nextDueDate: '2026-12-01', overdue: false, blocked: false }],
  orders: [],
  history: [],
  voucherAccount: { bank: 'BCP', accountNumber: '1', cci: '2', holder: 'INPRO', yapePlinPhone: '9' },
  ...fields,
});

describe('AccountCard', () => {
  it('shows the balance and the next due date, with Ver pagos', async () => {
    renderPage(<AccountCard />, { get: { '/my/account-statement': statement() } });
    expect(await screen.findByTestId('dash-balance')).toHaveTextContent('S/ 600.00');
    expect(screen.getByText('Próximo vencimiento: 01/12/2026 (S/ 300.00)')).toBeInTheDocument();
    expect(screen.queryByText('Vencido')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Pagar ahora' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver pagos' })).toHaveAttribute('href', '/aula/pagos');
  });

  it('overdue beyond the grace period: Vencido, the closed course and Pagar ahora', async () => {
    renderPage(<AccountCard />, {
      get: {
        '/my/account-statement': statement({
          overdue: true,
          courses: [
            { courseId: 3, course: 'Arbitraje Comercial', balanceDue: 600, nextDueDate: '2026-10-01', overdue: true, blocked: true },
          ],
        }),
      },
    });
    expect(await screen.findByText('Vencido')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Materiales suspendidos por una cuota vencida: Arbitraje Comercial.');
    expect(screen.getByRole('link', { name: 'Pagar ahora' })).toHaveAttribute('href', '/aula/pagos');
  });

  it('nothing due, and the error state', async () => {
    const { unmount } = renderPage(<AccountCard />, {
      get: { '/my/account-statement': statement({ balanceDue: 0, nextDue: null, courses: [] }) },
    });
    expect(await screen.findByText('No tienes cuotas por vencer.')).toBeInTheDocument();
    expect(screen.getByTestId('dash-balance')).toHaveTextContent('S/ 0.00');
    unmount();
    renderPage(<AccountCard />, {
      get: {
        '/my/account-statement': () => {
          throw httpError(500);
        },
      },
    });
    expect(await screen.findByText('No se pudo cargar tu estado de cuenta.')).toBeInTheDocument();
  });
});
