import { render, screen } from '@testing-library/react';
import { LevelTag, levelTone } from './LevelTag';

describe('LevelTag', () => {
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
