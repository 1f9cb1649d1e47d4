import type { LocaleCode } from '../config/locales';
import type { TenantId } from '../config/tenants';

/**
 * What every page's head needs of the web app manifest (issue 40, `Seo.tsx`): its address and the brand's
 * colour. Apart from `manifest.ts`, so the pages' scripts carry these few bytes and not the manifest's code.
 */

/** The brands' colours, as src/styles/global.css sets `--color-primary` (a test keeps them equal). */
export const brandColours: Record<TenantId, { theme: string; background: string }> = {
  car: { theme: '#0b2a4a', background: '#ffffff' },
  camper: { theme: '#1f4d2b', background: '#ffffff' },
  longterm: { theme: '#2b2f33', background: '#ffffff' },
};

/** The manifest of a language (written at the end of the build, src/build/offline-build.ts). */
export function manifestPath(language: LocaleCode): string {
  return `/manifest-${language}.webmanifest`;
}
