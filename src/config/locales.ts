import type { Currency } from './currencies';

/** The seven languages of the site (spec §1, §9). English is the default and has no path prefix. */
export const localeCodes = ['en', 'is', 'de', 'es', 'fr', 'pt', 'zh'] as const;

export type LocaleCode = (typeof localeCodes)[number];

export const defaultLocale: LocaleCode = 'en';

/**
 * A locale entry (spec §3: code, language, name, currency, domain). Every language is served from the one
 * site address of its brand, `SITE_URL` (src/build/site.ts), so an entry names no domain of its own.
 */
export interface LocaleEntry {
  code: LocaleCode;
  /** BCP 47 language tag with region, used for `<html lang>`, `og:locale` and Intl (number and date formats). */
  language: string;
  /**
   * The hreflang value: the language alone, since every version is meant for all speakers of its
   * language wherever they live (a region would restrict `de-DE` to Germany); Chinese names its script.
   */
  hreflang: string;
  /** The language's name in that language, as shown in the language chooser. */
  name: string;
  currency: Currency;
}

export const locales: readonly LocaleEntry[] = [
  {
    code: 'en',
    language: 'en-US',
    hreflang: 'en',
    name: 'English',
    currency: 'USD',
  },
  {
    code: 'is',
    language: 'is-IS',
    hreflang: 'is',
    name: 'Íslenska',
    currency: 'ISK',
  },
  {
    code: 'de',
    language: 'de-DE',
    hreflang: 'de',
    name: 'Deutsch',
    currency: 'EUR',
  },
  {
    code: 'es',
    language: 'es-ES',
    hreflang: 'es',
    name: 'Español',
    currency: 'EUR',
  },
  {
    code: 'fr',
    language: 'fr-FR',
    hreflang: 'fr',
    name: 'Français',
    currency: 'EUR',
  },
  {
    code: 'pt',
    language: 'pt-PT',
    hreflang: 'pt',
    name: 'Português',
    currency: 'EUR',
  },
  {
    code: 'zh',
    language: 'zh-CN',
    hreflang: 'zh-Hans',
    name: '中文',
    currency: 'EUR',
  },
];

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (localeCodes as readonly string[]).includes(value);
}

/** The entry of a locale code; unknown codes get the default locale's entry. */
export function localeEntry(code: string): LocaleEntry {
  return locales.find((l) => l.code === code) ?? (locales[0] as LocaleEntry);
}
