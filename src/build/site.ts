/** The public address of the site being built; `SITE_URL` overrides it per deploy. */
export const siteUrl = (process.env.SITE_URL ?? 'http://localhost:8888').replace(/\/+$/, '');
