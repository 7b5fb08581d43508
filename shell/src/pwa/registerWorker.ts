import { filesLoadedBefore } from './cachePolicy';
import { CACHE_URLS } from './messages';

/** Where the build puts the service worker (shell/webpack.config.js); served with no-cache by the API. */
const SERVICE_WORKER_URL = '/sw.js';

interface RegisterOptions {
  /** Only production builds have a worker (development rebuilds must never be cached). */
  production: boolean;
  win?: Window & typeof globalThis;
}

/**
 * Registers the service worker once the page is loaded and idle, so its download and its first
 * caching never compete with the page's own start-up. Browsers without service workers (or a
 * refused registration, e.g. a private window) just go on without one.
 */
export function registerServiceWorker({ production, win = window }: RegisterOptions): void {
  const container = win.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!production || !container) return;
  const register = () => {
    if (!container.controller) cacheFilesOnceControlled(container, win);
    container.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
      console.warn('[inpro] the service worker could not be registered', error);
    });
  };
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(register, { timeout: 10_000 });
    else win.setTimeout(register, 0);
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}

/**
 * A first visit loads the page and its remote before the worker exists: when the new worker takes
 * the page over, it is asked to cache this page and the files it used (its own rules decide what
 * is kept), so the page opens again without a connection even if it was seen only once.
 */
function cacheFilesOnceControlled(container: ServiceWorkerContainer, win: Window & typeof globalThis): void {
  container.addEventListener(
    'controllerchange',
    () => {
      const names = [win.location.href, ...win.performance.getEntriesByType('resource').map((entry) => entry.name)];
      const urlsToCache = filesLoadedBefore(names, win.location.origin);
      container.controller?.postMessage({ type: CACHE_URLS, payload: { urlsToCache } });
    },
    { once: true },
  );
}
