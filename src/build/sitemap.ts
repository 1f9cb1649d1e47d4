import { defaultLocale, localeCodes, localeEntry, type LocaleCode } from '../config/locales';
import { localePrefix } from '../domain/paths';
import { staffLanguages, staffPagePath } from './staff-pages';

export interface SitemapPage {
  path: string;
  language: LocaleCode;
  /** The same page in each language that has it. */
  alternates: Partial<Record<LocaleCode, string>>;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const alternateLink = (hreflang: string, address: string) =>
  `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(address)}"/>`;

/**
 * The sitemap of one language (spec §2: `/sitemap.xml/` and `/{lang}/sitemap.xml/`): its pages, each
 * with `xhtml:link` alternates to its language versions by language code, and the English version
 * as `x-default`, as in the pages' heads.
 */
export function sitemapXml(siteUrl: string, language: LocaleCode, pages: readonly SitemapPage[]): string {
  const urls = pages
    .filter((page) => page.language === language)
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((page) => {
      const xDefault = page.alternates[defaultLocale];
      const alternates = [
        ...localeCodes
          .filter((code) => page.alternates[code])
          .map((code) => alternateLink(localeEntry(code).hreflang, siteUrl + page.alternates[code])),
        ...(xDefault ? [alternateLink('x-default', siteUrl + xDefault)] : []),
      ];
      return [`  <url>`, `    <loc>${escapeXml(siteUrl + page.path)}</loc>`, ...alternates, `  </url>`].join('\n');
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Where each language's sitemap is written, relative to the site root. */
export function sitemapPath(language: LocaleCode): string {
  return `${localePrefix(language)}/sitemap.xml`;
}

/** robots.txt: everything may be crawled but the booking and reservation flows and the staff desk; every sitemap listed. */
export function robotsTxt(siteUrl: string): string {
  const disallowed = localeCodes.flatMap((code) => [
    `${localePrefix(code)}/book/`,
    `${localePrefix(code)}/reservation/`,
  ]);
  // The staff desk (issue 29) is the company's, not the public's.
  disallowed.push(...staffLanguages.map(staffPagePath));
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    ...localeCodes.map((code) => `Sitemap: ${siteUrl}${sitemapPath(code)}`),
    '',
  ].join('\n');
}
