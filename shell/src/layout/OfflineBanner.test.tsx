import { act, render, screen } from '@testing-library/react';
import type { ConnectionApi, ConnectionSnapshot } from '@inpro/shared-contracts';
import { OfflineBanner } from './OfflineBanner';

function store(initial: ConnectionSnapshot): ConnectionApi & { set(next: ConnectionSnapshot): void } {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (next) => {
      snapshot = next;
      listeners.forEach((listener) => listener());
    },
  };
}

describe('OfflineBanner', () => {
  it('is an empty live region online, says how old the screen is offline, and empties again', () => {
    jest.useFakeTimers();
    let now = 10 * 60_000;
    const state = store({ offline: false, savedAt: 0 });
    render(<OfflineBanner state={state} now={() => now} />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    act(() => state.set({ offline: true, savedAt: 3 * 60_000 }));
    expect(region).toHaveTextContent('Sin conexión: estás viendo lo último que se cargó (hace 7 min)');
    now += 2 * 60_000;
    act(() => jest.advanceTimersByTime(30_000));
    expect(region).toHaveTextContent('(hace 9 min)');

    act(() => state.set({ offline: false, savedAt: now }));
    expect(region).toBeEmptyDOMElement();
    jest.useRealTimers();
  });
});
