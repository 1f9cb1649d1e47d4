import { useCallback, useSyncExternalStore } from 'react';
import { localeCookieDays } from '../config/constants';
import type { Currency } from '../config/currencies';
import { displayCurrency, preferredCurrencyCookieName } from '../domain/currency-preference';
import { defaultCurrency } from '../domain/money';

const changeEvent = 'currencychange';

/**
 * `document.cookie` as read once per page load (decision 051). Reading it is a synchronous call to the
 * browser process, and `useSyncExternalStore` asks for its snapshot on every render and again after it,
 * in every component that shows a price or the currency (the header's hydration read it again and again). Only this module
 * writes the currency cookie (`choose`, which updates the value kept here); a change made in another tab
 * is read when this one is shown again (`visibilitychange`, `pageshow` from the back-forward cache).
 */
let cookies: string | undefined;

function readCookies(): string {
  cookies ??= document.cookie;
  return cookies;
}

/** Reads the cookie again and tells the page's prices if the tab was shown with another one. */
function readAgainWhenShown(event: Event): void {
  if (event.type === 'pageshow' && !(event as PageTransitionEvent).persisted) return;
  if (document.visibilityState !== 'visible' || cookies === undefined) return;
  const before = cookies;
  cookies = document.cookie;
  if (cookies !== before) window.dispatchEvent(new Event(changeEvent));
}

let watching = false;

function subscribe(onChange: () => void): () => void {
  if (!watching) {
    watching = true;
    document.addEventListener('visibilitychange', readAgainWhenShown);
    window.addEventListener('pageshow', readAgainWhenShown);
  }
  window.addEventListener(changeEvent, onChange);
  return () => window.removeEventListener(changeEvent, onChange);
}

/** Forgets the cookie read, as a new page load would (for tests that set `document.cookie` themselves). */
export function forgetCurrencyCookie(): void {
  cookies = undefined;
}

/**
 * The currency prices are shown in and a way to change it (spec §3 book-currency): the language's
 * currency in the static HTML, the visitor's saved choice in the browser, kept in a per-brand cookie.
 */
export function useCurrency(tenant: string, language: string): [Currency, (next: Currency) => void] {
  const currency = useSyncExternalStore(
    subscribe,
    () => displayCurrency(readCookies(), tenant, language),
    () => defaultCurrency(language),
  );
  const choose = useCallback(
    (next: Currency) => {
      const maxAge = localeCookieDays * 24 * 60 * 60;
      document.cookie = `${preferredCurrencyCookieName(tenant)}=${next}; max-age=${maxAge}; path=/; samesite=lax`;
      cookies = document.cookie;
      window.dispatchEvent(new Event(changeEvent));
    },
    [tenant],
  );
  return [currency, choose];
}
