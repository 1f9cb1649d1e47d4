import { useCallback, useSyncExternalStore } from 'react';
import { localeCookieDays } from '../config/constants';
import type { Currency } from '../config/currencies';
import { displayCurrency, preferredCurrencyCookieName } from '../domain/currency-preference';
import { defaultCurrency } from '../domain/money';

const changeEvent = 'currencychange';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(changeEvent, onChange);
  return () => window.removeEventListener(changeEvent, onChange);
}

/**
 * The currency prices are shown in and a way to change it (spec §3 book-currency): the language's
 * currency in the static HTML, the visitor's saved choice in the browser, kept in a per-brand cookie.
 */
export function useCurrency(tenant: string, language: string): [Currency, (next: Currency) => void] {
  const currency = useSyncExternalStore(
    subscribe,
    () => displayCurrency(document.cookie, tenant, language),
    () => defaultCurrency(language),
  );
  const choose = useCallback(
    (next: Currency) => {
      const maxAge = localeCookieDays * 24 * 60 * 60;
      document.cookie = `${preferredCurrencyCookieName(tenant)}=${next}; max-age=${maxAge}; path=/; samesite=lax`;
      window.dispatchEvent(new Event(changeEvent));
    },
    [tenant],
  );
  return [currency, choose];
}
