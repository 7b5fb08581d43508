/// <reference lib="webworker" />
// The site's service worker (built into /sw.js, see webpack.config.js). The rules are in
// cachePolicy.ts: immutable files cache first as they are used; whatever decides which version
// runs goes to the network first, so a deploy, a rollback or a canary abort reaches the next load.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches } from 'workbox-precaching';
import { Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { answersCacheName } from '@inpro/shared-contracts';
import {
  CACHE_LIMITS,
  CACHE_NAMES,
  NETWORK_TIMEOUT_SECONDS,
  accountOfToken,
  cachePolicy,
  isCurrentCache,
  offlineDocumentFor,
  type CachePolicy,
} from './cachePolicy';

import { CACHE_STATE, FROM_CACHE, FROM_NETWORK, type FromCacheMessage } from './messages';

declare const self: ServiceWorkerGlobalScope;

/** The last time a network-first answer came from the cache (a page asks at start-up). */
let lastFallback: { message: FromCacheMessage; at: number } | null = null;
/** How long a page that just started may still be told its own load came from the cache. */
const FALLBACK_NEWS_MS = 60_000;

/** Tells the open pages that what they show came from the cache (the offline banner). */
const reportFallback: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const date = Date.parse(cachedResponse.headers.get('Date') ?? '');
    const message: FromCacheMessage = { type: FROM_CACHE, savedAt: Number.isNaN(date) ? null : date };
    lastFallback = { message, at: Date.now() };
    for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message);
    return cachedResponse;
  },
};

/** Tells the open pages that the network answers again (a slow answer is not a lost connection). */
const reportNetwork: WorkboxPlugin = {
  fetchDidSucceed: async ({ response }) => {
    lastFallback = null;
    for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage({ type: FROM_NETWORK });
    return response;
  },
};

/** Only complete answers are kept: an error page or a partial range must never be replayed. */
const onlyComplete: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
};

// A copy is found by its address alone: the page's own request and the one the worker made for a
// first visit (CACHE_URLS) differ in headers a `Vary` may name.
const files = new CacheFirst({
  cacheName: CACHE_NAMES.files,
  matchOptions: { ignoreVary: true },
  plugins: [onlyComplete, new ExpirationPlugin({ ...CACHE_LIMITS, purgeOnQuotaError: true })],
});

const pages = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  matchOptions: { ignoreVary: true },
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    onlyComplete,
    reportFallback,
    reportNetwork,
    new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: CACHE_LIMITS.maxAgeSeconds, purgeOnQuotaError: true }),
  ],
});

/** One strategy per account: a shared phone never reads another account's answers. */
const personal = new Map<string, NetworkFirst>();
function personalStrategy(account: string): NetworkFirst {
  let strategy = personal.get(account);
  if (!strategy) {
    const cacheName = answersCacheName(account);
    // Kept only while the account is signed in: the page opens its cache then and deletes it on
    // sign-out (personalCaches.ts), so an answer still on its way at sign-out is dropped.
    const whileSignedIn: WorkboxPlugin = {
      cacheWillUpdate: async ({ response }) => ((await caches.has(cacheName)) ? response : null),
    };
    // No time-out: a slow answer of the server is still newer than the copy.
    strategy = new NetworkFirst({
      cacheName,
      plugins: [
        onlyComplete,
        whileSignedIn,
        reportFallback,
        reportNetwork,
        new ExpirationPlugin({ ...CACHE_LIMITS, purgeOnQuotaError: true }),
      ],
    });
    personal.set(account, strategy);
  }
  return strategy;
}

function policyOf(request: Request): CachePolicy {
  return cachePolicy({
    url: new URL(request.url),
    method: request.method,
    mode: request.mode,
    origin: self.location.origin,
    signedIn: request.headers.has('Authorization'),
  });
}

const router = new Router();
router.registerRoute(new Route(({ request }) => policyOf(request) === 'immutable', files));
router.registerRoute(new Route(({ request }) => policyOf(request) === 'network-first', pages));
router.registerRoute(
  new Route(
    ({ request }) => policyOf(request) === 'personal' && accountOfToken(request.headers.get('Authorization')) !== null,
    (options) => personalStrategy(accountOfToken(options.request.headers.get('Authorization')) as string).handle(options),
  ),
);
// Offline, a page of a signed-in area reached inside the application (never loaded as a page)
// opens from another cached page of that area: the same shell, which draws the address.
router.setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const cache = await caches.open(CACHE_NAMES.pages);
  const cached = (await cache.keys()).map((key) => new URL(key.url));
  const path = offlineDocumentFor(
    new URL(request.url).pathname,
    cached.filter((url) => url.origin === self.location.origin).map((url) => url.pathname),
  );
  const response = path ? await cache.match(new URL(path, self.location.origin).href, { ignoreSearch: true, ignoreVary: true }) : undefined;
  if (!response) return Response.error();
  const message: FromCacheMessage = { type: FROM_CACHE, savedAt: Date.parse(response.headers.get('Date') ?? '') || null };
  lastFallback = { message, at: Date.now() };
  return response;
});
router.addFetchListener();
// The page and files a first visit loaded before this worker controlled it (registerWorker.ts).
router.addCacheListener();

// A new worker (a new shell build) takes over at once: the next navigation is served by it.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

// Caches of an older generation of these rules are deleted when this worker starts.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name.startsWith('inpro-') && !isCurrentCache(name)).map((name) => caches.delete(name))),
      ),
  );
});

// A page served from the cache starts before the worker's news could reach it: it asks.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type !== CACHE_STATE || !lastFallback) return;
  if (Date.now() - lastFallback.at < FALLBACK_NEWS_MS) event.source?.postMessage(lastFallback.message);
});
