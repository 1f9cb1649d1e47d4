import { isCurrency, type Currency } from '../config/currencies';
import { defaultCurrency } from './money';

/** The cookie that keeps a visitor's currency, one per brand (spec §3 client state). */
export function preferredCurrencyCookieName(tenant: string): string {
  return `${tenant}-preferred-currency`;
}

/** The value of a cookie in a `document.cookie` string, or undefined. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** The currency to show: the visitor's saved choice when it is a supported one, else the language's (spec §3). */
export function displayCurrency(cookies: string, tenant: string, locale: string): Currency {
  const saved = readCookie(cookies, preferredCurrencyCookieName(tenant));
  return isCurrency(saved) ? saved : defaultCurrency(locale);
}
