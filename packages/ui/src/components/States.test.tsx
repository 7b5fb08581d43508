import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { Skeleton } from './Skeleton';

describe('EmptyState', () => {
  it('shows the empty text and an optional action', () => {
    render(<EmptyState message="Sin unidades." action={<a href="/aula/miscursos">Volver</a>} />);
    expect(screen.getByTestId('empty-state')).toHaveTextContent('Sin unidades.');
    expect(screen.getByRole('link', { name: 'Volver' })).toBeInTheDocument();
  });
});

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

describe('Skeleton', () => {
  it('is a busy status with hidden bars', () => {
    render(<Skeleton lines={4} label="Cargando tus cursos…" />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Cargando tus cursos…');
    expect(status.querySelectorAll('[aria-hidden="true"]')).toHaveLength(4);
  });
});
