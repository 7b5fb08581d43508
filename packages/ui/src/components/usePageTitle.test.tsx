import { render } from '@testing-library/react';
import { usePageTitle } from './usePageTitle';

function Screen({ title }: { title: string | null }) {
  usePageTitle(title);
  return null;
}

describe('usePageTitle', () => {
  it('sets "{title} | INPRO" and follows changes, ignoring empty titles', () => {
    const { rerender } = render(<Screen title="Notas" />);
    expect(document.title).toBe('Notas | INPRO');
    rerender(<Screen title="Pagos" />);
    expect(document.title).toBe('Pagos | INPRO');
    rerender(<Screen title={null} />);
    expect(document.title).toBe('Pagos | INPRO');
  });
});
