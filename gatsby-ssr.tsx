import type { GatsbySSR } from 'gatsby';
import type { HtmlHTMLAttributes } from 'react';
import { tenantFromEnv } from './src/config/tenants';

export { wrapPageElement } from './src/i18n/wrap-page';

/** Brand tokens are chosen by `<html data-tenant>` (DESIGN.md "Look and feel"). */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  // Without JavaScript the mobile menu cannot be opened, so it is shown open (menus degrade to content),
  // the region dialog's button gives way to the language links (data-js-only / data-no-js-only), and a
  // transparent header, which cannot turn solid on scrolling, is solid from the start.
  setHeadComponents([
    <noscript key="menu-without-javascript">
      <style>
        {
          '[data-menu] { display: grid !important; } [aria-controls=site-menu], [data-js-only] { display: none !important; } [data-no-js-only] { display: flex !important; } header[data-mode=transparent] { background: var(--color-primary) !important; }'
        }
      </style>
    </noscript>,
  ]);
  // data-* attributes are valid on <html>; Gatsby's type lists only React's named props.
  const attributes = { 'data-tenant': tenantFromEnv(process.env.TENANT).id } as HtmlHTMLAttributes<HTMLHtmlElement>;
  setHtmlAttributes(attributes);
};
