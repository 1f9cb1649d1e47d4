import { createRoot, hydrateRoot } from 'react-dom/client';
import type { TenantId } from '../../config/tenants';
import type { PromotionContent } from '../../content/promotion-content';
import { developmentInspector } from '../../browser/inspector';
import { earlyAnswerIn, liveAttribute, promotionIdPrefix } from './early-answer';
import { Promotion } from './Promotion';
import { browserPromotionStorage } from './promotion-storage';

/**
 * Renders the promotion, as of the app's load on `loadPath`, in a React root of its own outside the
 * page's (first in the body where the server wrote it, else at the end): it lives beside the pages,
 * across route changes, and never touches their hydration. A content page's served HTML already holds
 * its markup, maybe open (first-paint.ts): that markup is hydrated, so the dialog, its picture and the
 * focus stay as painted. Elsewhere (booking pages) the root is made here. The `coupon` query parameter
 * (spec §2) was kept as the booking's coupon code at the page's entry (gatsby-browser), before this.
 */
export function mountPromotion(content: PromotionContent, tenant: TenantId, loadPath: string): void {
  const storage = browserPromotionStorage(tenant);
  const served = document.getElementById('promotion');
  // Markup of another promotion (a page served before the promotion changed) is made again.
  const isHydrated = served !== null && served.dataset.code === content.promoCode;
  const earlyAnswer = isHydrated ? earlyAnswerIn(served) : undefined;
  const element = (
    <Promotion
      content={content}
      storage={storage}
      clock={() => new Date()}
      initialPath={loadPath}
      path={window.location.pathname}
      inspect={developmentInspector()}
      earlyAnswer={earlyAnswer}
    />
  );
  if (isHydrated) {
    served.setAttribute(liveAttribute, '');
    hydrateRoot(served, element, { identifierPrefix: promotionIdPrefix });
    return;
  }
  served?.remove();
  const container = document.createElement('div');
  container.id = 'promotion';
  container.setAttribute(liveAttribute, '');
  document.body.append(container);
  createRoot(container, { identifierPrefix: promotionIdPrefix }).render(element);
}
