import { ApiError } from './api-error.server';

/**
 * Cross-site requests (issue 38, docs/decisions/045): a page of another site can make the browser send
 * a form or a `fetch` to this site with its cookies; SameSite=Lax stops most, not all (a sibling
 * subdomain is "same-site", older browsers and top-level POST quirks differ). So every request of an
 * unsafe method that carries one of this site's cookies must come from this site's own pages.
 */

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The site's cookies that carry authority (customer session, staff session, staff sign-in), old names too. */
const siteCookie = /(?:^|;)\s*(?:__Host-)?nl_[a-z_]+=/;

/** The origins this site's pages have: the function's own (the request's) and `SITE_URL`'s. */
export function siteOrigins(request: Request): Set<string> {
  const origins = new Set([new URL(request.url).origin]);
  const configured = process.env.SITE_URL;
  if (configured) {
    try {
      origins.add(new URL(configured).origin);
    } catch {
      // A malformed SITE_URL adds nothing: only the request's own origin is this site's then.
    }
  }
  return origins;
}

/**
 * Whether the request comes from this site's own pages, as the browser says it: `Sec-Fetch-Site`
 * `same-origin` (or `none`: typed in the address bar, a bookmark) when the browser sends it, else an
 * `Origin` that is one of `siteOrigins`. A request with neither header does not come from a browser
 * (curl, a server, a test): no page of another site can have made it, so it passes.
 */
export function isSameOriginRequest(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null) return site === 'same-origin' || site === 'none';
  const origin = request.headers.get('origin');
  if (origin !== null) return siteOrigins(request).has(origin);
  return true;
}

/**
 * Throws 403 `cross_site_request` for an unsafe method with one of the site's cookies from another
 * site's page. Requests without the site's cookies (the payment and content webhooks, a first booking)
 * carry no authority a forged page could borrow, and pass; so do safe methods (GET, HEAD, OPTIONS).
 */
export function refuseCrossSite(request: Request): void {
  if (!unsafeMethods.has(request.method)) return;
  if (!siteCookie.test(request.headers.get('cookie') ?? '')) return;
  if (isSameOriginRequest(request)) return;
  throw new ApiError(
    403,
    'cross_site_request',
    'This request came from another site and was refused. Please use this site’s own pages.',
  );
}
