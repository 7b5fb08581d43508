import { FROM_CACHE, FROM_NETWORK } from './messages';
import { offlineText, watchOffline } from './offlineState';

function fakeWindow(onLine: boolean, controlled = true) {
  const target = new EventTarget();
  const worker = new EventTarget();
  const postMessage = jest.fn();
  const win = Object.assign(target, {
    navigator: { onLine, serviceWorker: Object.assign(worker, { controller: controlled ? { postMessage } : null }) },
    performance: { timeOrigin: 1_000_000 },
  }) as unknown as Window & typeof globalThis;
  const fromWorker = (data: unknown) => worker.dispatchEvent(new MessageEvent('message', { data }));
  return { win, postMessage, fromWorker };
}

describe('the offline state of the page', () => {
  it('says how old the screen is, in whole minutes, at least one', () => {
    expect(offlineText(0, 20_000)).toBe('Sin conexión: estás viendo lo último que se cargó (hace 1 min)');
    expect(offlineText(0, 12 * 60_000)).toBe('Sin conexión: estás viendo lo último que se cargó (hace 12 min)');
  });

  it('follows the browser going offline and online again', () => {
    const { win } = fakeWindow(true);
    const state = watchOffline({ win });
    const listener = jest.fn();
    state.subscribe(listener);
    expect(state.getSnapshot()).toEqual({ offline: false, savedAt: 1_000_000 });
    win.dispatchEvent(new Event('offline'));
    expect(state.getSnapshot()).toEqual({ offline: true, savedAt: 1_000_000 });
    win.dispatchEvent(new Event('online'));
    expect(state.getSnapshot().offline).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(watchOffline({ win: fakeWindow(false).win }).getSnapshot().offline).toBe(true);
  });

  it('asks the worker at start-up and takes its word that an answer came from the cache, keeping the oldest date', () => {
    const { win, postMessage, fromWorker } = fakeWindow(true);
    const state = watchOffline({ win });
    expect(postMessage).toHaveBeenCalledWith({ type: 'inpro:cache-state' });
    fromWorker({ type: FROM_CACHE, savedAt: 400_000 });
    expect(state.getSnapshot()).toEqual({ offline: true, savedAt: 400_000 });
    fromWorker({ type: FROM_CACHE, savedAt: 900_000 });
    fromWorker({ type: FROM_CACHE, savedAt: null });
    expect(state.getSnapshot().savedAt).toBe(400_000);
    // Anything else on the channel is not about the cache.
    fromWorker({ type: 'otro', savedAt: 1 });
    fromWorker({ type: FROM_CACHE, savedAt: 'ayer' });
    expect(state.getSnapshot().savedAt).toBe(400_000);
  });

  it('is online again when the worker says the network answered, unless the browser itself is offline', () => {
    const slow = fakeWindow(true);
    const state = watchOffline({ win: slow.win });
    slow.fromWorker({ type: FROM_NETWORK });
    expect(state.getSnapshot()).toEqual({ offline: false, savedAt: 1_000_000 });
    slow.fromWorker({ type: FROM_CACHE, savedAt: 400_000 });
    expect(state.getSnapshot().offline).toBe(true);
    slow.fromWorker({ type: FROM_NETWORK });
    expect(state.getSnapshot().offline).toBe(false);

    const cut = fakeWindow(false);
    const offline = watchOffline({ win: cut.win });
    cut.fromWorker({ type: FROM_NETWORK });
    expect(offline.getSnapshot().offline).toBe(true);
  });
});
