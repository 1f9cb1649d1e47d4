import { createRoot } from 'react-dom/client';
import type { TenantId } from '../../config/tenants';
import type { PromotionContent } from '../../content/promotion-content';
import { developmentInspector } from '../../browser/inspector';
import { Promotion } from './Promotion';
import { browserPromotionStorage } from './promotion-storage';

/**
 * Renders the promotion in a React root of its own at the end of the body: it lives beside the
 * pages, across route changes, and never touches their hydration. The `coupon` query parameter
 * (spec §2) was kept as the booking's coupon code at the page's entry (gatsby-browser), before this.
 */
export function mountPromotion(content: PromotionContent, tenant: TenantId): void {
  const storage = browserPromotionStorage(tenant);

  const container = document.createElement('div');
  container.id = 'promotion';
  document.body.append(container);
  createRoot(container).render(
    <Promotion
      content={content}
      storage={storage}
      clock={() => new Date()}
      initialPath={window.location.pathname}
      inspect={developmentInspector()}
    />,
  );
}
