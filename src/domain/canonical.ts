import { canonicalUrl } from './paths';

/** A kind of page with a canonical link: a content page type of spec §2, or a step of the booking wizard. */
export type CanonicalPageKind =
  | 'homePage'
  | 'page'
  | 'vehicleOverviewPage'
  | 'vehicleCategoryPage'
  | 'vehicleBrandPage'
  | 'vehicleTransmissionPage'
  | 'vehicleSleepingSpotsPage'
  | 'vehiclePage'
  | 'blogTopicPage'
  | 'blogCategoryPage'
  | 'blogPostPage'
  | 'bookingPage'
  | 'reservationPage';

/** Which query parameters make a different page of a kind, and whether its path is lowercased (spec §2). */
export interface CanonicalQueryRule {
  whitelist: readonly string[];
  lowercase: boolean;
}

/**
 * No parameter names a different page anywhere on this site: every page is built once per path, so
 * the static HTML a crawler reads has no query, and `ref`, `coupon` (spec §2) and campaign tags only
 * attribute a visit. Paths keep their case: they are the paths pages are served at. See README.md.
 */
const pathOnly: CanonicalQueryRule = { whitelist: [], lowercase: false };

/** The canonical query rule of every kind of page (README.md "Decisions where the spec is silent"). */
export const canonicalQueryRules: Record<CanonicalPageKind, CanonicalQueryRule> = {
  homePage: pathOnly,
  page: pathOnly,
  vehicleOverviewPage: pathOnly,
  vehicleCategoryPage: pathOnly,
  vehicleBrandPage: pathOnly,
  vehicleTransmissionPage: pathOnly,
  vehicleSleepingSpotsPage: pathOnly,
  vehiclePage: pathOnly,
  blogTopicPage: pathOnly,
  blogCategoryPage: pathOnly,
  blogPostPage: pathOnly,
  // A search link (`?pickup=…&from=…`) is removed from the address once read, and booking steps are noindex.
  bookingPage: pathOnly,
  // `?next=` on find only says where to go after finding; reservation pages are noindex.
  reservationPage: pathOnly,
};

/**
 * The canonical URL of a page of `kind` at `path` opened with the query `search` ('?a=b' or ''):
 * `canonicalUrl` with that kind's rule, so only its whitelisted parameters are kept.
 */
export function pageCanonicalUrl(siteUrl: string, path: string, search: string, kind: CanonicalPageKind): string {
  const query = Object.fromEntries(new URLSearchParams(search));
  return canonicalUrl(siteUrl, path, query, canonicalQueryRules[kind]);
}
