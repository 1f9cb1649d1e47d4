import { offlineRouteOf } from './offline-rules';

/**
 * Asks the registered service worker (docs/decisions/049) to keep what a trip page loaded before the worker
 * controlled it (the page, its data and scripts). Loaded as a chunk of its own, on the reservation pages
 * only, once the worker is registered (src/offline/worker-plan.ts, gatsby-browser.tsx).
 */
export async function keepLoadedPage(): Promise<void> {
  const here = new URL(window.location.href);
  if (offlineRouteOf(here, 'GET', here.origin).kind !== 'page') return;
  const loaded = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => {
      const kind = offlineRouteOf(url, 'GET', here.origin).kind;
      return kind === 'page' || kind === 'asset';
    })
    .map((url) => url.href);
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage({
    type: 'CACHE_URLS',
    payload: { urlsToCache: [`${here.origin}${here.pathname}`, ...new Set(loaded)] },
  });
}
