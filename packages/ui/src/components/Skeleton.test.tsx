import { render, screen } from '@testing-library/react';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is a busy status with hidden bars', () => {
    render(<Skeleton lines={4} label="Cargando tus cursos…" />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Cargando tus cursos…');
    expect(status.querySelectorAll('[aria-hidden="true"]')).toHaveLength(4);
  });
});
