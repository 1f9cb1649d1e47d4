import { isTenantId, tenants } from '../../config/tenants';
import { promotionFile, type PromotionContent } from '../../content/promotion-content';
import { localeFromPath } from '../../domain/paths';
import { whenIdle } from '../../browser/after-page-load';
import { nextTask } from '../../browser/post-task';
import { onRouteChange } from '../../browser/route-events';
import { isPromotionHiddenPath } from '../../domain/promotion';
import { isStaffPath } from '../../build/staff-pages';
import { earlyAnswerEvent, earlyAnswerIn } from './early-answer';

/** Fetches the promotion of a language, or null when it has none. */
export async function fetchPromotion(language: string): Promise<PromotionContent | null> {
  const response = await fetch(`/${promotionFile(localeFromPath(`/${language}/`))}`);
  return response.ok ? ((await response.json()) as PromotionContent) : null;
}

/**
 * Starts the promotion popup and banner (spec §4) once the page is idle (a content page's served HTML
 * already shows the popup, first-paint.ts; this hydrates it), or once the visitor answers it, or on a
 * booking page with the first route change to a page where it shows: its content and its light
 * view come in a chunk of their own, so no page pays for them in its first-load JavaScript; XState
 * and the machine come later still, on the visitor's first touch (Promotion.tsx). Only the car and
 * camper brands have a promotion (spec §1), and never on the staff desk.
 */
export function loadPromotionWhenIdle(): void {
  const tenant = document.documentElement.dataset.tenant;
  if (!isTenantId(tenant) || !tenants[tenant].usesPromotion) return;
  // The staff desk is the company's page, not a customer's: no offer covers its sign-in.
  if (isStaffPath(window.location.pathname)) return;
  // The app's load path: the popup opens only on app load, and never when it was a booking page (spec §4).
  const loadPath = window.location.pathname;
  let isStarted = false;
  const start = () => {
    if (isStarted) return;
    isStarted = true;
    window.removeEventListener(earlyAnswerEvent, start);
    const mount = async () => {
      const content = await fetchPromotion(localeFromPath(window.location.pathname));
      if (!content) return;
      const { mountPromotion } = await import(/* webpackChunkName: "promotion" */ './mount-promotion');
      // The chunk's evaluation and the popup's hydration in two tasks, not one (decision 051).
      await nextTask();
      mountPromotion(content, tenant, loadPath);
    };
    mount().catch((error: unknown) => console.error('The promotion could not be started', error));
  };
  // Nothing of it shows on a booking page (spec §2): its code comes with the first route change to a
  // page where it may show, so the booking step does not fetch it (issue 30: 100 KB budget).
  if (isPromotionHiddenPath(loadPath)) {
    const stop = onRouteChange((path) => {
      if (isPromotionHiddenPath(path)) return;
      stop();
      start();
    });
    return;
  }
  // The visitor answered the popup painted with the page (first-paint.ts): start now, not when idle.
  const served = document.getElementById('promotion');
  if (served && earlyAnswerIn(served)) {
    start();
    return;
  }
  window.addEventListener(earlyAnswerEvent, start);
  whenIdle(start);
}
