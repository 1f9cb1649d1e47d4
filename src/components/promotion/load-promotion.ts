import { isTenantId, tenants } from '../../config/tenants';
import { promotionFile, type PromotionContent } from '../../content/promotion-content';
import { localeFromPath } from '../../domain/paths';
import { whenIdle } from '../../browser/after-page-load';
import { isStaffPath } from '../../build/staff-pages';
import { earlyAnswerEvent, earlyAnswerIn } from './early-answer';

/** Fetches the promotion of a language, or null when it has none. */
export async function fetchPromotion(language: string): Promise<PromotionContent | null> {
  const response = await fetch(`/${promotionFile(localeFromPath(`/${language}/`))}`);
  return response.ok ? ((await response.json()) as PromotionContent) : null;
}

/**
 * Starts the promotion popup and banner (spec §4) once the page is idle: its content and its light
 * view come in a chunk of their own, so no page pays for them in its first-load JavaScript; XState
 * and the machine come later still, on the visitor's first touch (Promotion.tsx). Only the car and
 * camper brands have a promotion (spec §1), and never on the staff desk.
 */
export function loadPromotionWhenIdle(): void {
  const tenant = document.documentElement.dataset.tenant;
  if (!isTenantId(tenant) || !tenants[tenant].usesPromotion) return;
  // The staff desk is the company's page, not a customer's: no offer covers its sign-in.
  if (isStaffPath(window.location.pathname)) return;
  let isStarted = false;
  const start = () => {
    if (isStarted) return;
    isStarted = true;
    window.removeEventListener(earlyAnswerEvent, start);
    const mount = async () => {
      const content = await fetchPromotion(localeFromPath(window.location.pathname));
      if (!content) return;
      const { mountPromotion } = await import('./mount-promotion');
      mountPromotion(content, tenant);
    };
    mount().catch((error: unknown) => console.error('The promotion could not be started', error));
  };
  // The visitor answered the popup painted with the page (first-paint.ts): start now, not when idle.
  const served = document.getElementById('promotion');
  if (served && earlyAnswerIn(served)) {
    start();
    return;
  }
  window.addEventListener(earlyAnswerEvent, start);
  whenIdle(start);
}
