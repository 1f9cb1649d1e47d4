import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { GatsbySSR } from 'gatsby';
import type { HtmlHTMLAttributes } from 'react';
import { tenantFromEnv } from './src/config/tenants';
import { firstVisitScript } from './src/i18n/first-visit';
import { benchBarePath } from './src/build/bench-bare';
import { blockControlsScript } from './src/browser/block-controls';
import { isStaffPath } from './src/build/staff-pages';
import { promotionFile, type PromotionContent } from './src/content/promotion-content';
import { isPromotionHiddenPath } from './src/domain/promotion';
import { localeFromPath } from './src/domain/paths';
import { promotionOpenScriptId, servedPromotion } from './src/components/promotion/promotion-markup';
export { wrapPageElement } from './src/i18n/wrap-page';

const servedPromotions = new Map<string, ReturnType<typeof servedPromotion> | null>();

/**
 * The promotion of the page's language as its served HTML carries it (first-paint.ts), or null: none
 * for a brand without promotions (spec §1), on booking and reservation pages (spec §2), on the staff
 * desk, or when the language has no promotion. Read from the file gatsby-node wrote for the browser.
 */
function promotionOfPage(pathname: string, tenant: ReturnType<typeof tenantFromEnv>) {
  if (!tenant.usesPromotion || isPromotionHiddenPath(pathname) || isStaffPath(pathname)) return null;
  const language = localeFromPath(pathname);
  if (!servedPromotions.has(language)) {
    const file = path.join(process.cwd(), 'public', promotionFile(language));
    const content = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PromotionContent) : null;
    servedPromotions.set(language, content ? servedPromotion(content, tenant.id) : null);
  }
  return servedPromotions.get(language) ?? null;
}

/** Brand tokens are chosen by `<html data-tenant>` (DESIGN.md "Look and feel"). */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  pathname,
  setHtmlAttributes,
  setHeadComponents,
  setPreBodyComponents,
  setPostBodyComponents,
}) => {
  // The bare page of bench:site: no brand attribute (so no promotion either), no first-visit script.
  if (pathname === benchBarePath) return;
  const tenant = tenantFromEnv(process.env.TENANT);
  // A first visit to `/` goes to the browser's language before anything is painted (spec §4,
  // src/i18n/first-visit.ts); only `/` carries the script. The long-term brand has no language
  // switcher (spec §1), so it does not send visitors to a language they could not leave.
  const firstVisit =
    pathname === '/' && !tenant.isMinimalHeader
      ? [<script key="first-visit-language" dangerouslySetInnerHTML={{ __html: firstVisitScript() }} />]
      : [];
  // Without JavaScript the mobile menu cannot be opened, so it is shown open (menus degrade to content),
  // the region dialog's button gives way to the language links (data-js-only / data-no-js-only), and a
  // transparent header, which cannot turn solid on scrolling, is solid from the start.
  setHeadComponents([
    ...firstVisit,
    // The carousel's buttons and the gallery's dialog work from the first paint, not after hydration
    // (src/browser/block-controls.ts): one click listener on the document.
    <script key="block-controls" dangerouslySetInnerHTML={{ __html: blockControlsScript() }} />,
    <noscript key="menu-without-javascript">
      <style>
        {
          '[data-menu] { display: grid !important; } [aria-controls=site-menu], [data-js-only] { display: none !important; } [data-no-js-only] { display: flex !important; } header[data-mode=transparent] { background: var(--color-primary) !important; }'
        }
      </style>
    </noscript>,
  ]);
  // data-* attributes are valid on <html>; Gatsby's type lists only React's named props.
  const attributes = { 'data-tenant': tenant.id } as HtmlHTMLAttributes<HTMLHtmlElement>;
  setHtmlAttributes(attributes);
  // The promotion popup is painted with the page when it opens on load (issue 30, first-paint.ts). It is
  // decided first thing in the body, so its picture is requested before the page below it is read: it
  // arrives with the first paint instead of after it, when it would be a later, larger paint (decision
  // 043). It opens at the end of the body, so that the page is laid out once, with it, before the first
  // paint (decision 051).
  const promotion = promotionOfPage(pathname, tenant);
  if (promotion) {
    setPreBodyComponents([
      <div
        key="promotion"
        id="promotion"
        data-code={promotion.code}
        dangerouslySetInnerHTML={{ __html: promotion.markup }}
      />,
      <script key="promotion-first-paint" dangerouslySetInnerHTML={{ __html: promotion.script }} />,
    ]);
    setPostBodyComponents([
      <script
        key="promotion-open"
        id={promotionOpenScriptId}
        dangerouslySetInnerHTML={{ __html: promotion.openScript }}
      />,
    ]);
    // The browser paints nothing before it has read the script that opens the popup: the page and the
    // popup are laid out in one piece before the first paint, instead of part of the page painted first
    // and the rest laid out after it, in a task long enough to block a phone (decision 051). Where the
    // browser does not know `rel=expect`, it paints as soon as it can, as before.
    setHeadComponents([
      // `blocking` is the HTML attribute (render-blocking), unknown to React's types.
      <link key="promotion-expect" rel="expect" href={`#${promotionOpenScriptId}`} {...{ blocking: 'render' }} />,
    ]);
  }
};
