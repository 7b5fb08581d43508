import { render, screen } from '@testing-library/react';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('announces a default Spanish label', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
  });

  it('is decorative without a label', () => {
    const { container } = render(<Spinner label={null} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
  });
});
