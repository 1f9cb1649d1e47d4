import { defaultLocale, isLocaleCode, type LocaleCode } from '../config/locales';

/**
 * The path prefix of a locale (spec §2): '' for English, the default; '/is', '/de', … for the others.
 * An unknown code is treated as the default locale, as `localeEntry` does.
 */
export function localePrefix(locale: string): string {
  return isLocaleCode(locale) && locale !== defaultLocale ? `/${locale}` : '';
}

/** The home page of a locale (spec §2): '/' for English, '/is/' for Icelandic, and so on. */
export function homePath(locale: string): string {
  return `${localePrefix(locale)}/`;
}

/**
 * The path with one leading slash, single slashes inside and a trailing slash (spec §2: all paths end
 * with a slash). A query or hash stays after the trailing slash.
 */
export function normalizePath(path: string): string {
  const match = /^([^?#]*)(.*)$/s.exec(path);
  const pathname = match?.[1] ?? '';
  const rest = match?.[2] ?? '';
  const segments = pathname.split('/').filter(Boolean);
  return `${segments.length === 0 ? '/' : `/${segments.join('/')}/`}${rest}`;
}

/** The path of `path` in `locale`: the locale prefix plus the path, ending in a slash, no double slashes. */
export function localizedPath(locale: string, path: string): string {
  return normalizePath(`${localePrefix(locale)}/${path}`);
}

/**
 * The canonical URL of a page (spec §2): the site URL without trailing slash, the normalised path
 * (lowercased when `lowercase` is set; query values keep their case, since codes may be case-sensitive),
 * then only the whitelisted query parameters with a non-empty value, sorted by name and URL-encoded.
 */
export function canonicalUrl(
  siteUrl: string,
  path: string,
  query: Record<string, string>,
  options: { whitelist: readonly string[]; lowercase?: boolean },
): string {
  const base = siteUrl.replace(/\/+$/, '');
  const pathname = normalizePath(path.split(/[?#]/)[0] ?? '');
  const parameters = Object.keys(query)
    .filter((name) => options.whitelist.includes(name) && query[name])
    .sort()
    .map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(query[name] ?? '')}`);
  const search = parameters.length > 0 ? `?${parameters.join('&')}` : '';
  return `${base}${options.lowercase ? pathname.toLowerCase() : pathname}${search}`;
}

/**
 * A path from slugs (spec §2 Content page paths): '/a/b/c/' from 'a', 'b', 'c'. Empty and missing
 * segments are skipped, slashes around a segment are trimmed; no segments give '/'.
 */
export function joinSlugs(...segments: (string | undefined)[]): string {
  const parts = segments.flatMap((segment) => (segment ?? '').split('/')).filter(Boolean);
  return parts.length === 0 ? '/' : `/${parts.join('/')}/`;
}

/** The locale of a path (spec §2): its first segment when that is a locale code, else English. */
export function localeFromPath(path: string): LocaleCode {
  const first = path.split('/').find(Boolean);
  return isLocaleCode(first) ? first : defaultLocale;
}

/** The long-term brand's lease page, without locale prefix (issue 15). */
export const leasePagePath = '/lease/';
