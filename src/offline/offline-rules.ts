import { localeCodes } from '../config/locales';

/**
 * What the service worker keeps for the trip offline (issue 40, docs/decisions/049), as pure rules the
 * worker and the pages share: which requests are kept, in which cache, and which caches a sign-out or a
 * new find deletes. Every cache name starts with the brand, so two brands on one origin (a local host,
 * a preview) never read each other's caches.
 */

/** Bump when the caches' contents change shape: the worker deletes its brand's caches of other versions. */
export const offlineCacheVersion = 1;

/** The header the worker adds to a kept personal answer: when it was brought up to date (an ISO instant). */
export const savedAtHeader = 'x-offline-saved-at';

// A reference, not one of the functions' own words under /api/reservations/ (find, open).
const referencePattern = '(?!find$|open$)[A-Za-z0-9-]{4,20}';
const languagePrefix = `(?:/(?:${localeCodes.join('|')}))?`;

export function staticCacheName(tenant: string): string {
  return `nl-${tenant}-static-v${offlineCacheVersion}`;
}

export function pagesCacheName(tenant: string): string {
  return `nl-${tenant}-pages-v${offlineCacheVersion}`;
}

/** The cache of one reservation's personal answers (its overview answer, contract, condition report). */
export function reservationCacheName(tenant: string, reference: string): string {
  return `nl-${tenant}-reservation-${reference.toUpperCase()}`;
}

/** The reservation a cache name of this brand belongs to, or null for any other cache. */
export function reservationOfCacheName(tenant: string, name: string): string | null {
  const prefix = `nl-${tenant}-reservation-`;
  return name.startsWith(prefix) ? name.slice(prefix.length) : null;
}

/**
 * The caches to delete when `keep` is the only reservation the device may hold (a new find), or none
 * (a sign-out, `keep` null): every reservation cache of the brand but `keep`'s. The pages and static
 * caches hold no personal data and stay.
 */
export function reservationCachesToDelete(tenant: string, names: readonly string[], keep: string | null): string[] {
  return names.filter((name) => {
    const reference = reservationOfCacheName(tenant, name);
    return reference !== null && reference !== keep?.toUpperCase();
  });
}

/**
 * The page's side of a sign-out or a new find: the reservation caches of any brand on this origin but
 * `keep`'s (a page does not know the worker's brand; one origin serves one brand in production).
 */
export function reservationCachesOnOrigin(names: readonly string[], keep: string | null): string[] {
  return names.filter((name) => {
    const match = /^nl-[a-z]+-reservation-(.+)$/.exec(name);
    return match !== null && match[1] !== keep?.toUpperCase();
  });
}

/** Caches of this brand left from another cache version (deleted when the new worker activates). */
export function outdatedCaches(tenant: string, names: readonly string[]): string[] {
  const current = new Set([staticCacheName(tenant), pagesCacheName(tenant)]);
  return names.filter(
    (name) => name.startsWith(`nl-${tenant}-`) && !current.has(name) && reservationOfCacheName(tenant, name) === null,
  );
}

export type OfflineRoute =
  /** A reservation's personal answer: network first, kept in the reservation's own cache. */
  | { kind: 'reservation'; reference: string }
  /** A page of the trip (its static frame, page data): network first, kept in the brand's pages cache. */
  | { kind: 'page' }
  /** A content-hashed script, style sheet or picture of the site: from the cache, refreshed behind. */
  | { kind: 'asset' }
  /** Everything else goes to the network only and is never kept. */
  | { kind: 'none' };

/** The reservation's answers that are kept: the overview's GET, the signed contract, the condition report. */
const reservationAnswers = [
  new RegExp(`^/api/reservations/(${referencePattern})$`),
  new RegExp(`^/api/reservations/(${referencePattern})/check-in/contract$`),
  new RegExp(`^/api/reservations/(${referencePattern})/condition/report\\.pdf$`),
];

/** The pages that open offline: the overview and its page data (the offices of its pickup instructions). */
const tripPages = [
  new RegExp(`^${languagePrefix}/reservation/$`),
  new RegExp(`^/page-data${languagePrefix}/reservation/page-data\\.json$`),
  /^\/page-data\/app-data\.json$/,
  /^\/page-data\/sq\/d\/\d+\.json$/,
  /^\/slice-data\/[A-Za-z0-9-]+\.json$/,
];

/** Gatsby's content-hashed bundles at the root, its static files, the site's icons and fonts. */
const assets = [
  /^\/[A-Za-z0-9_~.-]+[.-][0-9a-f]{16,}\.(?:js|css)$/,
  /^\/static\//,
  /^\/(?:favicon\.svg|icons\.svg)$/,
  /^\/icons\/[a-z0-9-]+\.png$/,
];

/**
 * Which rule a request follows. Only this origin's GETs are kept; of the functions only the reservation's
 * own answers above; never payments, check-in steps, the staff desk, the session or the trip conditions
 * (live data that is wrong once stale). A page other than the trip's (the booking, payment, find, staff
 * pages) is never kept.
 */
export function offlineRouteOf(url: URL, method: string, origin: string): OfflineRoute {
  if (method !== 'GET' || url.origin !== origin) return { kind: 'none' };
  const path = url.pathname;
  for (const pattern of reservationAnswers) {
    const match = pattern.exec(path);
    if (match?.[1]) return { kind: 'reservation', reference: match[1].toUpperCase() };
  }
  // The places' opening hours the pickup instructions read: the same for every visitor.
  if (path === '/api/search-options') return { kind: 'page' };
  if (path.startsWith('/api/') || /^(?:\/[a-z]{2})?\/staff\//.test(path)) return { kind: 'none' };
  if (tripPages.some((pattern) => pattern.test(path))) return { kind: 'page' };
  if (assets.some((pattern) => pattern.test(path))) return { kind: 'asset' };
  return { kind: 'none' };
}

/** Whether a kept answer may be stored: a complete success (not a 404 of a session that lost its proof). */
export function isKeepable(status: number): boolean {
  return status === 200;
}
