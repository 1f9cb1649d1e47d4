import { defaultLocale, localeCodes, type LocaleCode } from '../../config/locales';
import { localePrefix } from '../../domain/paths';

/*
 * The return address the processor sends the window back to (issue 37, decision 044), apart from the
 * return ticket (./processor-return.ts): every payment start needs it, the ticket only the way there
 * and back, which load apart.
 */

/**
 * The return page's path without the locale prefix: `reservationPagePaths.paymentReturn` of
 * src/build/pages.ts, written out so the payment step's chunk does not carry every page path of the site
 * (the booking step's script budget, decision 051); return-url.test.ts keeps the two equal.
 */
export const paymentReturnPath = '/reservation/payment-return/';

/** The language of a path of this site: its prefix (`/is/…`), English without one. */
export function languageOfPath(pathname: string): LocaleCode {
  const first = pathname.split('/')[1] ?? '';
  return (localeCodes as readonly string[]).includes(first) && first !== defaultLocale
    ? (first as LocaleCode)
    : defaultLocale;
}

/** The address the processor sends the window back to: our return page, in the customer's language. */
export function paymentReturnUrl(origin: string, language: LocaleCode): string {
  return `${origin}${localePrefix(language)}${paymentReturnPath}`;
}
