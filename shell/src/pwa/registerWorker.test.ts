import { registerServiceWorker } from './registerWorker';

function fakeWindow({ readyState, serviceWorker = true }: { readyState: DocumentReadyState; serviceWorker?: boolean }) {
  const register = jest.fn(() => Promise.resolve({}));
  const listeners: Record<string, () => void> = {};
  const idle: Array<() => void> = [];
  const win = {
    navigator: serviceWorker ? { serviceWorker: { register } } : {},
    document: { readyState },
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    requestIdleCallback: (callback: () => void) => idle.push(callback),
    setTimeout: (callback: () => void) => idle.push(callback),
  } as unknown as Window & typeof globalThis;
  return { win, register, listeners, idle };
}

describe('the service worker registration', () => {
  it('waits for the load and for an idle moment, then registers /sw.js over the whole site', () => {
    const { win, register, listeners, idle } = fakeWindow({ readyState: 'loading' });
    registerServiceWorker({ production: true, win });
    expect(register).not.toHaveBeenCalled();
    listeners.load();
    expect(register).not.toHaveBeenCalled();
    idle.forEach((run) => run());
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('registers when idle on a page already loaded', () => {
    const { win, register, idle } = fakeWindow({ readyState: 'complete' });
    registerServiceWorker({ production: true, win });
    idle.forEach((run) => run());
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('does nothing in a development build or without service workers', () => {
    const dev = fakeWindow({ readyState: 'complete' });
    registerServiceWorker({ production: false, win: dev.win });
    const old = fakeWindow({ readyState: 'complete', serviceWorker: false });
    registerServiceWorker({ production: true, win: old.win });
    expect([dev.idle.length, old.idle.length, dev.register.mock.calls.length]).toEqual([0, 0, 0]);
  });
});
