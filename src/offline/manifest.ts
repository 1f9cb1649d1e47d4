import type { LocaleCode } from '../config/locales';
import { tenants, type TenantId } from '../config/tenants';
import { localePrefix } from '../domain/paths';
import { brandColours } from './brand';

export { brandColours, manifestPath } from './brand';

/**
 * The web app manifest of a brand in one language (issue 40, docs/decisions/049): installable (a name,
 * icons of 192 and 512 px, one maskable, `display: standalone`, a start URL in scope), opening on the
 * trip: the reservation overview, which shows the reservation last opened on the device or sends to find.
 */

/** The name under the icon on a home screen (at most 12 characters, so no launcher cuts it). */
const shortNames: Record<TenantId, string> = {
  car: 'Norðurljós',
  camper: 'NL Campers',
  longterm: 'NL Long-Term',
};

/** The icons the build renders from the favicon (src/build/offline-build.ts), at the site's root. */
export const manifestIcons = [
  { src: '/icons/icon-192.png', size: 192, purpose: 'any' },
  { src: '/icons/icon-512.png', size: 512, purpose: 'any' },
  { src: '/icons/maskable-512.png', size: 512, purpose: 'maskable' },
] as const;

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  lang: string;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }[];
}

export function webAppManifest(tenant: TenantId, language: LocaleCode): WebAppManifest {
  const colours = brandColours[tenant];
  const start = `${localePrefix(language)}/reservation/`;
  return {
    // One app per brand whatever the language it was installed from.
    id: '/reservation/',
    name: tenants[tenant].name,
    short_name: shortNames[tenant],
    lang: language,
    dir: 'ltr',
    start_url: start,
    scope: '/',
    display: 'standalone',
    theme_color: colours.theme,
    background_color: colours.background,
    icons: manifestIcons.map((icon) => ({
      src: icon.src,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}
