import type { GatsbySSR } from 'gatsby';
import type { HtmlHTMLAttributes } from 'react';
import { tenantFromEnv } from './src/config/tenants';

/** Brand tokens are chosen by `<html data-tenant>` (DESIGN.md "Look and feel"). */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes }) => {
  // data-* attributes are valid on <html>; Gatsby's type lists only React's named props.
  const attributes = { 'data-tenant': tenantFromEnv(process.env.TENANT).id } as HtmlHTMLAttributes<HTMLHtmlElement>;
  setHtmlAttributes(attributes);
};
