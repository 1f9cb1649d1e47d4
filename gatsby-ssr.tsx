import type { GatsbySSR } from 'gatsby';
import { tenantFromEnv } from './src/config/tenants';

/** Brand tokens are chosen by `<html data-tenant>` (DESIGN.md "Look and feel"). */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ 'data-tenant': tenantFromEnv(process.env.TENANT).id });
};
