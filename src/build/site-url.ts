/**
 * How a build finds the public address of its site (SITE_URL), without side effects, so that the deploy's
 * build (scripts/build.mts) can check it before anything else; `site.ts` holds the build's value.
 */

/** The address `npm start` serves, the default of every build that is not a production deploy. */
export const localSiteUrl = 'http://localhost:8888';

/**
 * Whether this build is a production deploy: Netlify's build machines set `CONTEXT=production` (and
 * `NETLIFY=true`); netlify-cli's local builds (`netlify serve` in `npm start`, `netlify build`) set the
 * production context too, but also `NETLIFY_LOCAL`, and are not deploys.
 */
export function isProductionDeploy(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.CONTEXT === 'production' && !env.NETLIFY_LOCAL;
}

/**
 * `SITE_URL` without a trailing slash. A production deploy (`CONTEXT=production`, as Netlify sets it)
 * needs it set to an https address: canonicals, hreflang, sitemaps and robots.txt would otherwise name
 * localhost (spec §8: a wrong site address is an SEO error). Throws an Error saying what to set.
 */
export function siteUrlOf(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.SITE_URL?.trim();
  if (isProductionDeploy(env)) {
    if (!configured) {
      throw new Error(
        "SITE_URL is not set: a production build needs the public https address of this brand's site, e.g. SITE_URL=https://www.example-rental.is (Netlify: Site configuration › Environment variables).",
      );
    }
    let url: URL | undefined;
    try {
      url = new URL(configured);
    } catch {
      url = undefined;
    }
    if (url?.protocol !== 'https:') {
      throw new Error(
        `SITE_URL is "${configured}": a production build needs the public https address of this brand's site, e.g. SITE_URL=https://www.example-rental.is.`,
      );
    }
  }
  return (configured || localSiteUrl).replace(/\/+$/, '');
}
