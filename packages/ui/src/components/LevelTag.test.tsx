import { render, screen } from '@testing-library/react';
import { Badge } from './Badge';
import { LevelTag, levelTone } from './LevelTag';

describe('Badge and LevelTag', () => {
  it('renders a badge with its tone', () => {
    render(<Badge tone="success">Publicado</Badge>);
    expect(screen.getByText('Publicado')).toHaveAttribute('data-tone', 'success');
  });

  it.each([
    ['Básico', 'success'],
    ['basico', 'success'],
    ['Intermedio', 'warning'],
    [' AVANZADO ', 'danger'],
    ['Experto', 'neutral'],
  ])('gives %s the %s colour', (level, tone) => {
    expect(levelTone(level)).toBe(tone);
  });

  it('shows the level as written and nothing for an empty level', () => {
    const { container, rerender } = render(<LevelTag level="Intermedio" />);
    expect(screen.getByText('Intermedio')).toHaveAttribute('data-tone', 'warning');
    rerender(<LevelTag level="" />);
    expect(container).toBeEmptyDOMElement();
  });
});
