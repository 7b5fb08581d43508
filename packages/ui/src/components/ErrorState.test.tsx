import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorState } from './ErrorState';

describe('ErrorState', () => {
  it('is an alert without a retry button unless asked for', () => {
    render(<ErrorState message="Error al cargar unidades." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error al cargar unidades.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('retries with Reintentar and is busy meanwhile', async () => {
    let finish: () => void = () => {};
    const onRetry = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<ErrorState message="No se pudieron cargar tus cursos." onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled());
  });
});
