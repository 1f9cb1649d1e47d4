import { useEffect, useState } from 'react';
import type { LocaleCode } from '../../config/locales';
import type { TenantId } from '../../config/tenants';
import { TranslationProvider } from '../../i18n/TranslationProvider';
import type { Strings } from '../../i18n/translate';
import SearchEntry from '../booking/SearchEntry';

/** A language's search strings: a chunk of their own, fetched with the dropdown. */
const searchStrings = (language: LocaleCode) =>
  import(`../../../locales/${language}/search.json`) as Promise<{ default: Strings }>;

/**
 * The book menu item's search dropdown on desktop (spec §2): the search bar with its own strings, since
 * a content page's strings do not hold them. Loaded on the visitor's first intent (header chunk
 * `HeaderSearch`), never with the page.
 */
export default function HeaderSearch({ language, tenant }: { language: LocaleCode; tenant: TenantId }) {
  const [strings, setStrings] = useState<Strings | null>(null);
  useEffect(() => {
    let live = true;
    searchStrings(language).then(
      (loaded) => {
        if (live) setStrings(loaded.default);
      },
      () => {
        // The chunk failed (offline): the book link still goes to the home page's search.
      },
    );
    return () => {
      live = false;
    };
  }, [language]);
  if (!strings) return null;
  return (
    <TranslationProvider language={language} tenant={tenant} strings={strings}>
      {/* Its own ids: the home page's search bar may be on the page too. */}
      <SearchEntry variant="bar" id="header-search" />
    </TranslationProvider>
  );
}
