import { registerServiceWorker } from './registerWorker';

function fakeWindow({
  readyState,
  serviceWorker = true,
  controlled = false,
}: {
  readyState: DocumentReadyState;
  serviceWorker?: boolean;
  controlled?: boolean;
}) {
  const register = jest.fn(() => Promise.resolve({}));
  const postMessage = jest.fn();
  const listeners: Record<string, () => void> = {};
  const idle: Array<() => void> = [];
  const container = Object.assign(new EventTarget(), { register, controller: controlled ? { postMessage } : null });
  const entries = [
    { name: 'https://inpro.edu.pe/main.js', workerStart: 0 },
    { name: 'https://inpro.edu.pe/remotes/mf-aula/1.4.0/785.f8463e8fd8.js', workerStart: 0 },
    { name: 'https://inpro.edu.pe/api/student/home', workerStart: 0 },
    { name: 'https://fonts.example.com/a.woff2', workerStart: 0 },
  ];
  const later: Array<() => void> = [];
  const win = {
    navigator: serviceWorker ? { serviceWorker: container } : {},
    document: { readyState },
    location: { href: 'https://inpro.edu.pe/aula/notas', origin: 'https://inpro.edu.pe' },
    performance: { getEntriesByType: () => entries },
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    requestIdleCallback: (callback: () => void) => idle.push(callback),
    setTimeout: (callback: () => void, ms?: number) => (ms ? later.push(callback) : idle.push(callback)),
  } as unknown as Window & typeof globalThis;
  /** The new worker takes the page over (clientsClaim). */
  const takeOver = () => {
    container.controller = { postMessage };
    container.dispatchEvent(new Event('controllerchange'));
  };
  return { win, register, listeners, idle, postMessage, takeOver, entries, later };
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

  it('asks the worker that takes over a first visit to cache this page and the files it loaded before', () => {
    const { win, idle, postMessage, takeOver, entries, later } = fakeWindow({ readyState: 'complete' });
    registerServiceWorker({ production: true, win });
    idle.forEach((run) => run());
    takeOver();
    expect(postMessage).toHaveBeenCalledWith({
      type: 'CACHE_URLS',
      payload: {
        urlsToCache: [
          'https://inpro.edu.pe/aula/notas',
          'https://inpro.edu.pe/main.js',
          'https://inpro.edu.pe/remotes/mf-aula/1.4.0/785.f8463e8fd8.js',
        ],
      },
    });
    // A file that was still downloading at the take-over is asked for a moment later; one that
    // went through the worker is already cached by it.
    entries.push({ name: 'https://inpro.edu.pe/remotes/mf-aula/1.4.0/45.69c987b259.js', workerStart: 0 });
    entries.push({ name: 'https://inpro.edu.pe/remotes/mf-aula/1.4.0/505.af90a944ea.js', workerStart: 812 });
    later.forEach((run) => run());
    expect(postMessage).toHaveBeenCalledTimes(2);
    expect(postMessage).toHaveBeenLastCalledWith({
      type: 'CACHE_URLS',
      payload: { urlsToCache: ['https://inpro.edu.pe/remotes/mf-aula/1.4.0/45.69c987b259.js'] },
    });
    // A page that already had a worker went through it: nothing to ask.
    const again = fakeWindow({ readyState: 'complete', controlled: true });
    registerServiceWorker({ production: true, win: again.win });
    again.idle.forEach((run) => run());
    again.takeOver();
    expect(again.postMessage).not.toHaveBeenCalled();
  });

  it('does nothing in a development build or without service workers', () => {
    const dev = fakeWindow({ readyState: 'complete' });
    registerServiceWorker({ production: false, win: dev.win });
    const old = fakeWindow({ readyState: 'complete', serviceWorker: false });
    registerServiceWorker({ production: true, win: old.win });
    expect([dev.idle.length, old.idle.length, dev.register.mock.calls.length]).toEqual([0, 0, 0]);
  });
});
