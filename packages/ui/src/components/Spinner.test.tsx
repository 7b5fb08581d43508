import { render, screen } from '@testing-library/react';
import { Spinner } from './Spinner';
import { LoadingText } from './LoadingText';

describe('Spinner and LoadingText', () => {
  it('announces a default Spanish label', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
  });

  it('is decorative without a label', () => {
    const { container } = render(<Spinner label={null} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the loading text as a polite status', () => {
    render(<LoadingText>Cargando tus cursos…</LoadingText>);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Cargando tus cursos…');
    expect(status).toHaveAttribute('aria-live', 'polite');
  });
});
