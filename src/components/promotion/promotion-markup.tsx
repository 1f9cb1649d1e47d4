import { renderToString } from 'react-dom/server';
import type { PromotionContent } from '../../content/promotion-content';
import { promotionIdPrefix } from './early-answer';
import { firstPaintOpenScript, firstPaintScript } from './first-paint';
import { PromotionView } from './PromotionView';

const ignore = () => undefined;

/** The id of the script that opens the popup: the page's render waits for it (`rel=expect`, gatsby-ssr.tsx). */
export const promotionOpenScriptId = 'promotion-open';

/**
 * The promotion as a content page's served HTML carries it (first-paint.ts): its markup, closed, in
 * `#promotion` (the container the promotion's code hydrates, marked with the promo code, so markup of
 * another promotion is not hydrated), the inline script after it that decides whether it opens on load,
 * and the one at the end of the body that opens it before the first paint.
 */
export function servedPromotion(
  content: PromotionContent,
  tenant: string,
): { code: string; markup: string; script: string; openScript: string } {
  const view = (
    <PromotionView
      content={content}
      isPopupOpen={false}
      isBannerActive={false}
      countdown={{ days: 0, hours: 0, minutes: 0, seconds: 0 }}
      onDismiss={ignore}
      onApply={ignore}
    />
  );
  return {
    code: content.promoCode,
    markup: renderToString(view, { identifierPrefix: promotionIdPrefix }),
    script: firstPaintScript(content, tenant),
    openScript: firstPaintOpenScript(),
  };
}
