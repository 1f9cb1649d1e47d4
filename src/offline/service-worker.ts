/**
 * The site's service worker (issue 40, docs/decisions/049), bundled with its Workbox modules by esbuild at
 * the end of the build (src/build/service-worker-build.ts) into `/sw.js`, one per brand (`__TENANT__`).
 * It keeps the trip readable offline: the overview page and the reservation's own answers, network first,
 * falling back to what was kept; and it forgets a reservation when the page says so (a sign-out, a new find).
 */
import type { WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { OfflineMessage } from './offline-messages';
import {
  isKeepable,
  offlineRouteOf,
  outdatedCaches,
  pagesCacheName,
  reservationCacheName,
  reservationCachesToDelete,
  savedAtHeader,
  staticCacheName,
} from './offline-rules';

declare const __TENANT__: string;

// The worker's own globals, typed here: the project's TypeScript program has the DOM's library, which
// cannot be joined with the WebWorker one.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
}
interface WorkerScope {
  origin: string;
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
const scope = self as unknown as WorkerScope;
const tenant = __TENANT__;
const networkTimeoutSeconds = 4;

/** Marks a kept answer with when it was brought up to date; keeps only complete successes. */
const stampSavedAt: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (!isKeepable(response.status)) return null;
    const headers = new Headers(response.headers);
    headers.set(savedAtHeader, new Date().toISOString());
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
};

/**
 * Raised by every FORGET_RESERVATIONS message. A reservation's answer whose fetch started before the
 * message is not stored after it: a sign-out cannot be undone by a request still on its way.
 */
let forgetGeneration = 0;
const notAfterForget: WorkboxPlugin = {
  handlerWillStart: async ({ state }) => {
    if (state) state.generation = forgetGeneration;
  },
  cacheWillUpdate: async ({ response, state }) => (state?.generation === forgetGeneration ? response : null),
};

/** A reservation the session no longer proves (404) is deleted from the device at once. */
function forgetOnNotFound(reference: string): WorkboxPlugin {
  return {
    fetchDidSucceed: async ({ response }) => {
      if (response.status === 404) await caches.delete(reservationCacheName(tenant, reference));
      return response;
    },
  };
}

const reservationStrategies = new Map<string, NetworkFirst>();
function reservationStrategy(reference: string): NetworkFirst {
  let strategy = reservationStrategies.get(reference);
  if (!strategy) {
    strategy = new NetworkFirst({
      cacheName: reservationCacheName(tenant, reference),
      networkTimeoutSeconds,
      plugins: [notAfterForget, stampSavedAt, forgetOnNotFound(reference)],
    });
    reservationStrategies.set(reference, strategy);
  }
  return strategy;
}

const pages = new NetworkFirst({ cacheName: pagesCacheName(tenant), networkTimeoutSeconds, plugins: [stampSavedAt] });
const assets = new CacheFirst({
  cacheName: staticCacheName(tenant),
  plugins: [new ExpirationPlugin({ maxEntries: 150, purgeOnQuotaError: true })],
});

const router = new Router();
router.registerRoute(
  new Route(
    ({ url, request }) => offlineRouteOf(url, request.method, scope.origin).kind !== 'none',
    (options) => {
      const route = offlineRouteOf(options.url, options.request.method, scope.origin);
      if (route.kind === 'reservation') return reservationStrategy(route.reference).handle(options);
      return (route.kind === 'page' ? pages : assets).handle(options);
    },
    'GET',
  ),
);
router.addFetchListener();
// `{ type: 'CACHE_URLS', payload: { urlsToCache } }`: the page's first load, fetched before this worker
// controlled it, and the reservation's documents, kept through the routes above.
router.addCacheListener();

scope.addEventListener('install', (event) => event.waitUntil(scope.skipWaiting()));
scope.addEventListener('activate', (event) =>
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(outdatedCaches(tenant, names).map((name) => caches.delete(name))))
      .then(() => scope.clients.claim()),
  ),
);

scope.addEventListener('message', (event) => {
  const message = event.data as OfflineMessage | null;
  if (message?.type !== 'FORGET_RESERVATIONS') return;
  forgetGeneration += 1;
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(reservationCachesToDelete(tenant, names, message.keep).map((name) => caches.delete(name))),
      ),
  );
});
