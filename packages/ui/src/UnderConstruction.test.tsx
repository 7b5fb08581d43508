import { render, screen } from '@testing-library/react';
import { UnderConstruction } from './UnderConstruction';

describe('UnderConstruction', () => {
  it('shows the title as h1 and page title, and "En construcción"', () => {
    render(<UnderConstruction title="Mis Cursos" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Mis Cursos' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Mis Cursos' })).toHaveTextContent('En construcción');
    expect(document.title).toBe('Mis Cursos | INPRO');
  });
});
