import { useEffect, useMemo, useState } from 'react';
import { runtimeHasIcelandic } from '../../i18n/icelandic-runtime';
import { countryCodes } from './countries';

export interface Country {
  code: string;
  name: string;
}

/** The country list named and sorted in `language` by the runtime's `Intl`. */
export function countriesFromIntl(language: string): Country[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  return countryCodes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}

/**
 * The country list of the forms, named and sorted in the page's language. Chromium's ICU has no
 * Icelandic (its `Intl` would name the countries in English and sort them as English does): there the
 * Icelandic list, generated from full ICU (icelandic-countries.ts, 2 KB), is loaded on first use, and the
 * runtime's list shows meanwhile.
 */
export function useCountries(language: string): Country[] {
  const needsTable = language === 'is' && !runtimeHasIcelandic('DisplayNames');
  const [table, setTable] = useState<Country[] | null>(null);
  useEffect(() => {
    if (!needsTable || table) return;
    import('./icelandic-countries')
      .then(({ icelandicCountries }) => setTable(icelandicCountries.map(([code, name]) => ({ code, name }))))
      .catch((error: unknown) => console.warn('The Icelandic country names could not be loaded', error));
  }, [needsTable, table]);
  return useMemo(() => (needsTable && table ? table : countriesFromIntl(language)), [language, needsTable, table]);
}
