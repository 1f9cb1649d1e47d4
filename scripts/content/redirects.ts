/**
 * Redirect generator: a few content-managed redirects per brand (spec §2 route rules), one of each
 * kind the site answers: a permanent one to a page of the site, a temporary one, and one that leaves
 * the site. Paths are the English pages of `site.ts` and the booking pages.
 */
import { tenantIds } from '../../src/config/tenants';
import type { Redirect } from '../../src/content/types';

export function redirectDocuments(): Redirect[] {
  return tenantIds.flatMap((tenant): Redirect[] => [
    // The old address of the about page, kept for bookmarks and search engines.
    { _id: `${tenant}-redirect-about`, _type: 'redirect', tenant, from: '/about/', to: '/about-us/', permanent: true },
    // A short address for printed material; where it leads may change with the season.
    {
      _id: `${tenant}-redirect-book`,
      _type: 'redirect',
      tenant,
      from: '/book/',
      to: '/book/vehicles/',
      permanent: false,
    },
    // Road conditions and travel warnings come from Iceland's own safety service.
    {
      _id: `${tenant}-redirect-safe-travel`,
      _type: 'redirect',
      tenant,
      from: '/safe-travel/',
      to: 'https://safetravel.is/',
      permanent: true,
    },
  ]);
}
