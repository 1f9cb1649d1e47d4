import { navigate } from 'gatsby';
import { useMemo, useState } from 'react';
import { loadCouponCode, loadSearch, saveSearch } from '../../booking/search-storage';
import type { BookingSearch } from '../../booking/search';
import type { LocaleCode } from '../../config/locales';
import { businessToday } from '../../domain/dates';
import { localePrefix } from '../../domain/paths';
import { useTranslation } from '../../i18n/TranslationProvider';
import { bookingStepPaths } from '../../machines/booking.machine';
import { SearchBar } from '../search/SearchBar';
import { searchRulesOf, useSearchOptions } from './use-booking-data';

/**
 * The search bar outside the wizard (home page, header): it keeps the search for the session and
 * goes to /book/vehicles/ with the locale prefix (spec §2). A complete kept search shows as its
 * summary, whose click goes there too; Change opens the whole bar. The wizard reads the kept search.
 */
export default function SearchEntry({
  variant = 'hero',
  id,
  typedPromoCode = '',
}: {
  variant?: 'hero' | 'bar';
  id?: string;
  /** What the visitor typed in the light bar's promo field (LazySearch) before this bar arrived. */
  typedPromoCode?: string;
}) {
  const { language } = useTranslation();
  const options = useSearchOptions(language as LocaleCode);
  // Typed last, it wins over the code kept for the session.
  const typed = typedPromoCode.trim().toUpperCase();
  // Rendered in the browser only (LazySearch): session storage is there.
  const [initial] = useState<BookingSearch | null>(() => {
    const kept = loadSearch(window.sessionStorage);
    return kept && typed ? { ...kept, promoCode: typed } : kept;
  });
  const today = useMemo(() => businessToday(new Date()), []);

  if (options.status !== 'done') return null;
  const showVehicles = (search: BookingSearch) => {
    saveSearch(window.sessionStorage, search);
    void navigate(`${localePrefix(language as LocaleCode)}${bookingStepPaths.vehicles}`);
  };
  return (
    <SearchBar
      rules={searchRulesOf(options.value)}
      today={today}
      initial={initial}
      couponCode={typed || loadCouponCode(window.sessionStorage)}
      language={language}
      variant={variant}
      {...(id ? { id } : {})}
      onSubmit={showVehicles}
      // spec §2: clicking the summary of a kept search also goes to the vehicles of that search.
      onSummaryClick={showVehicles}
    />
  );
}
