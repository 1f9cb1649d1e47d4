/**
 * The public address of the site being built; `SITE_URL` sets it per deploy (every language is served
 * from it, English at the root and the others under their prefix). Build code only: Gatsby does not put
 * `SITE_URL` into browser bundles, so browser code that imported this would get the default. Pages read
 * it from their context instead (`BasePageContext.siteUrl`, docs/decisions/008).
 */
import { siteUrlOf } from './site-url';

export const siteUrl = siteUrlOf();
