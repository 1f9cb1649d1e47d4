import { offlineRouteOf } from './offline-rules';

/**
 * Registers the service worker (`/sw.js`, docs/decisions/049). Loaded as a chunk of its own once the page
 * is idle (gatsby-browser.tsx), so no page's first scripts grow. On the trip's overview it then asks the
 * worker to keep what the page loaded before the worker controlled it (the page, its data and scripts).
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  } catch (error) {
    console.warn('The service worker could not be registered', error);
    return;
  }
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
