import './src/styles/global.css';
import type { GatsbyBrowser } from 'gatsby';
import { options as preactOptions } from 'preact';
import { startTransition, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { trackReferral } from './src/affiliate/affiliate-trigger';
import { afterPageLoad, whenIdle } from './src/browser/after-page-load';
import { workerPlanOf } from './src/offline/worker-plan';
import { startHydrationTurns } from './src/browser/hydration-turns';
import { nextTask } from './src/browser/post-task';
import { reloadAfterChunkError } from './src/browser/chunk-reload';
import { navigationDone, startLoadingIndicator, watchNavigations } from './src/browser/loading';
import { announceRoute } from './src/browser/route-events';
import { checkSession, needsSessionCheck } from './src/browser/session-check';
import { keepCouponFromAddress } from './src/booking/search-storage';
import { loadPromotionWhenIdle } from './src/components/promotion/load-promotion';

export { wrapPageElement } from './src/i18n/wrap-page';

/**
 * Hydrates after the page's load event and as a transition (docs/decisions/006): the static HTML
 * and its hero picture are painted before React takes the main thread, and React yields while it
 * hydrates instead of blocking for one long task.
 */
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () => {
  const hydrate = (element: ReactElement, container: Element) => {
    afterPageLoad(() => {
      // The page's frame hydrates now, each island in a task of its own after it (decision 023), and the
      // effects of each in a task of their own (decision 051).
      startHydrationTurns(preactOptions);
      startTransition(() => {
        try {
          hydrateRoot(container, element);
        } catch (error) {
          // spec §8: a failure at app start is logged as an error while mounting and rethrown.
          console.error('Error while mounting', error);
          throw error;
        }
      });
    });
  };
  // Gatsby types the hydrate function as react-dom's legacy `render` (which returns the element);
  // Gatsby ignores the return value.
  return hydrate as unknown as ReturnType<NonNullable<GatsbyBrowser['replaceHydrateFunction']>>;
};

/** spec §2: `?coupon=` is read on any page of any brand, before anything on the page reads the coupon. */
function keepCoupon(query: string): void {
  try {
    keepCouponFromAddress(query, window.sessionStorage);
  } catch {
    // Reading window.sessionStorage itself throws where storage is switched off: no coupon is kept.
  }
}

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  keepCoupon(window.location.search);
  // spec §2, §7: `?ref=` on any page sends the affiliate click after load (its module only then).
  trackReferral(window.location.search);
  // The loading bar of navigations and waiting wizards (spec §4, §9).
  startLoadingIndicator();
  // A script loaded on intent (a dynamic import) that is gone after a deploy: reload, once per path in
  // 10 s (spec §9). Rendering errors are handled by the page's error boundary (src/i18n/wrap-page.tsx).
  window.addEventListener('unhandledrejection', (event) => void reloadAfterChunkError(event.reason));
  // Gatsby's runtime waits for this promise before it sets up its router and asks for the page's data:
  // that part of its start runs in a task of its own (src/browser/app-entry.ts, decision 051).
  return nextTask();
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => {
  // The first page's address was read at entry; later ones here.
  if (prevLocation) {
    keepCoupon(location.search);
    trackReferral(location.search);
  }
  navigationDone(location.pathname);
  announceRoute(location.pathname);
  // The session check of the "(session)" routes (spec §2), once the page is idle.
  if (needsSessionCheck(location.pathname)) whenIdle(() => void checkSession());
};

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  watchNavigations();
  loadPromotionWhenIdle();
  // The service worker of the trip offline (docs/decisions/049), once the page is idle: registered from
  // every page but the booking and lease steps and the desk; the chunk that has it keep what the page
  // loaded, on the reservation pages only (src/offline/worker-plan.ts).
  const plan = workerPlanOf(window.location.pathname);
  if (process.env.NODE_ENV === 'production' && plan !== 'none') {
    whenIdle(() => {
      if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(
        () => {
          if (plan === 'keep') void import('./src/offline/register').then((module) => module.keepLoadedPage());
        },
        (error: unknown) => console.warn('The service worker could not be registered', error),
      );
    });
  }
};
