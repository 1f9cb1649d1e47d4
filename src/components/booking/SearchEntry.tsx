import { navigate } from 'gatsby';
import { useEffect, useMemo, useState } from 'react';
import { loadCouponCode, loadSearch, saveSearch } from '../../booking/search-storage';
import type { BookingSearch, SearchRules } from '../../booking/search';
import type { LocaleCode } from '../../config/locales';
import { businessToday } from '../../domain/dates';
import { localePrefix } from '../../domain/paths';
import { useTranslation } from '../../i18n/TranslationProvider';
import { bookingStepPaths } from '../../machines/booking.machine';
import { SearchBar } from '../search/SearchBar';
import { fetchSearchOptions } from './use-booking-data';

/**
 * The search bar outside the wizard (home page, header): it keeps the search for the session and
 * goes to /book/vehicles/ with the locale prefix (spec §2). The wizard reads the kept search.
 */
export default function SearchEntry({ variant = 'hero' }: { variant?: 'hero' | 'bar' }) {
  const { language } = useTranslation();
  const [rules, setRules] = useState<SearchRules | null>(null);
  // Rendered in the browser only (LazySearch): session storage is there.
  const [initial] = useState<BookingSearch | null>(() => loadSearch(window.sessionStorage));
  const today = useMemo(() => businessToday(new Date()), []);

  useEffect(() => {
    let live = true;
    fetchSearchOptions(language as LocaleCode).then(
      (options) =>
        live &&
        setRules({
          locations: options.locations,
          ...(options.highSeason ? { highSeason: options.highSeason } : {}),
          selfService: options.selfService,
          offsetDays: 0,
        }),
      (error: unknown) => console.error('The search options could not be loaded', error),
    );
    return () => {
      live = false;
    };
  }, [language]);

  if (!rules) return null;
  return (
    <SearchBar
      rules={rules}
      today={today}
      initial={initial}
      couponCode={loadCouponCode(window.sessionStorage)}
      language={language}
      variant={variant}
      onSubmit={(search) => {
        saveSearch(window.sessionStorage, search);
        void navigate(`${localePrefix(language as LocaleCode)}${bookingStepPaths.vehicles}`);
      }}
    />
  );
}
