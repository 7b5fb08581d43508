import { render, screen } from '@testing-library/react';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the empty text and an optional action', () => {
    render(<EmptyState message="Sin unidades." action={<a href="/aula/miscursos">Volver</a>} />);
    expect(screen.getByTestId('empty-state')).toHaveTextContent('Sin unidades.');
    expect(screen.getByRole('link', { name: 'Volver' })).toBeInTheDocument();
  });
});
