import { render } from '@testing-library/react';
import { useUniqueId } from './useUniqueId';

function Probe() {
  return <span data-testid="probe" id={useUniqueId('x')} />;
}

describe('useUniqueId', () => {
  it('never repeats an id across separate React roots (areas)', () => {
    // Each render() call is its own React root, like two areas on one page.
    const first = render(<Probe />);
    const second = render(<Probe />);
    const a = first.container.querySelector('span')?.id;
    const b = second.container.querySelector('span')?.id;
    expect(a).toMatch(/^x-\d+$/);
    expect(b).toMatch(/^x-\d+$/);
    expect(a).not.toBe(b);
  });
});
