import { render, screen } from '@testing-library/react';
import { Badge } from './Badge';

describe('Badge', () => {
  it('renders its text with the tone (neutral by default)', () => {
    const { rerender } = render(<Badge tone="success">Publicado</Badge>);
    expect(screen.getByText('Publicado')).toHaveAttribute('data-tone', 'success');
    expect(screen.getByText('Publicado').className).toContain('success');
    rerender(<Badge>Borrador</Badge>);
    expect(screen.getByText('Borrador')).toHaveAttribute('data-tone', 'neutral');
  });
});
