import { act, render, screen } from '@testing-library/react';
import { useNow } from './useNow';

function Clock({ nextAt }: { nextAt: number | null }) {
  const now = useNow(30_000, nextAt);
  return <p>{now >= (nextAt ?? Infinity) ? 'Empezó' : 'Aún no'}</p>;
}

describe('useNow', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-29T19:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('renders again at the next instant given, not at the next periodic refresh', () => {
    const start = Date.now() + 4_000;
    render(<Clock nextAt={start} />);
    expect(screen.getByText('Aún no')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3_999));
    expect(screen.getByText('Aún no')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2));
    expect(screen.getByText('Empezó')).toBeInTheDocument();
  });

  it('without an instant, follows the clock every interval', () => {
    function Seconds() {
      const now = useNow(10_000);
      return <p>{Math.round((now - Date.parse('2026-11-29T19:00:00Z')) / 1000)}</p>;
    }
    render(<Seconds />);
    expect(screen.getByText('0')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByText('10')).toBeInTheDocument();
  });
});
