import type { ConnectionApi, ConnectionSnapshot } from '@inpro/shared-contracts';

/** Test-only: the shell's watch of the connection, switched by the test (`shell.props.connection = fakeConnection()`). */
export function fakeConnection(offline = false): ConnectionApi & { setOffline(offline: boolean): void } {
  let snapshot: ConnectionSnapshot = { offline, savedAt: 0 };
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setOffline(next) {
      snapshot = { offline: next, savedAt: snapshot.savedAt };
      listeners.forEach((listener) => listener());
    },
  };
}
