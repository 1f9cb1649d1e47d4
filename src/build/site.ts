/**
 * The public address of the site being built; `SITE_URL` overrides it per deploy. Build code only:
 * Gatsby does not put `SITE_URL` into browser bundles, so browser code that imported this would get
 * the default. Pages read it from their context instead (`BasePageContext.siteUrl`, docs/decisions/008).
 */
export const siteUrl = (process.env.SITE_URL ?? 'http://localhost:8888').replace(/\/+$/, '');
