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

/** When the files still on their way at the take-over are asked for (they are timed when they end). */
const LATE_FILES_MS = 10_000;

/**
 * A first visit loads the page and its remote before the worker exists: when the new worker takes
 * the page over, it is asked to cache this page and the files it used (its own rules decide what
 * is kept), so the page opens again without a connection even if it was seen only once. Files
 * still downloading then (Resource Timing lists a file when it ends) are asked for a moment later:
 * those that did not go through the worker.
 */
function cacheFilesOnceControlled(container: ServiceWorkerContainer, win: Window & typeof globalThis): void {
  const asked = new Set<string>();
  const ask = (names: string[]) => {
    const urlsToCache = filesLoadedBefore(names, win.location.origin).filter((url) => !asked.has(url));
    urlsToCache.forEach((url) => asked.add(url));
    if (urlsToCache.length) container.controller?.postMessage({ type: CACHE_URLS, payload: { urlsToCache } });
  };
  const notThroughWorker = () =>
    (win.performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => !entry.workerStart)
      .map((entry) => entry.name);
  container.addEventListener(
    'controllerchange',
    () => {
      ask([win.location.href, ...notThroughWorker()]);
      win.setTimeout(() => ask(notThroughWorker()), LATE_FILES_MS);
    },
    { once: true },
  );
}
