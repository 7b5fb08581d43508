import { act, render, screen } from '@testing-library/react';
import type { ConnectionApi, ConnectionSnapshot, RemoteCustomProps } from '@inpro/shared-contracts';
import { RemotePropsProvider } from '../remote/RemoteContext';
import { useConnection } from './useConnection';

function store(initial: ConnectionSnapshot): ConnectionApi & { set(next: ConnectionSnapshot): void } {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      snapshot = next;
      listeners.forEach((listener) => listener());
    },
  };
}

function Probe() {
  const { offline, savedAt } = useConnection();
  return <p>{offline ? `offline since ${savedAt}` : 'online'}</p>;
}

const props = (connection?: ConnectionApi) => ({ connection }) as unknown as RemoteCustomProps;

describe('useConnection', () => {
  it('follows the shell’s watch of the connection', () => {
    const connection = store({ offline: false, savedAt: 5 });
    render(
      <RemotePropsProvider value={props(connection)}>
        <Probe />
      </RemotePropsProvider>,
    );
    expect(screen.getByText('online')).toBeInTheDocument();
    act(() => connection.set({ offline: true, savedAt: 7 }));
    expect(screen.getByText('offline since 7')).toBeInTheDocument();
    act(() => connection.set({ offline: false, savedAt: 9 }));
    expect(screen.getByText('online')).toBeInTheDocument();
  });

  it('is online under a shell without the watch', () => {
    render(
      <RemotePropsProvider value={props(undefined)}>
        <Probe />
      </RemotePropsProvider>,
    );
    expect(screen.getByText('online')).toBeInTheDocument();
  });
});
