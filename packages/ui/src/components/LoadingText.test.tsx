import { render, screen } from '@testing-library/react';
import { LoadingText } from './LoadingText';

describe('LoadingText', () => {
  it('shows the loading text as a polite status (default Cargando…)', () => {
    const { rerender } = render(<LoadingText>Cargando tus cursos…</LoadingText>);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Cargando tus cursos…');
    expect(status).toHaveAttribute('aria-live', 'polite');
    rerender(<LoadingText />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
  });
});
