import { act, render, screen } from '@testing-library/react';
import { SERVER_BUSY_RETRYING } from '@inpro/shared-contracts';
import type { BusyRetries } from '../http/httpClient';
import { BusyNotice } from './BusyNotice';

function store(): BusyRetries & { set(n: number): void } {
  let n = 0;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => n,
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    set: (next) => {
      n = next;
      listeners.forEach((l) => l());
    },
  };
}

describe('BusyNotice', () => {
  it('is an empty live region until a call waits to be repeated, then says so, and empties again', () => {
    const retries = store();
    render(<BusyNotice retries={retries} />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    act(() => retries.set(2));
    expect(region).toHaveTextContent(SERVER_BUSY_RETRYING);
    expect(region).toHaveTextContent('Hay mucho tráfico; reintentando…');

    act(() => retries.set(0));
    expect(region).toBeEmptyDOMElement();
  });
});
