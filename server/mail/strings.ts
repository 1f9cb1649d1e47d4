import type { LocaleCode } from '../../src/config/locales';
import { createTranslator, mergeStrings, type Strings, type Translate } from '../../src/i18n/translate';
import bookingDe from '../../locales/de/booking.json';
import bookingEn from '../../locales/en/booking.json';
import bookingEs from '../../locales/es/booking.json';
import bookingFr from '../../locales/fr/booking.json';
import bookingIs from '../../locales/is/booking.json';
import bookingPt from '../../locales/pt/booking.json';
import bookingZh from '../../locales/zh/booking.json';
import mailDe from '../../locales/de/mail.json';
import mailEn from '../../locales/en/mail.json';
import mailEs from '../../locales/es/mail.json';
import mailFr from '../../locales/fr/mail.json';
import mailIs from '../../locales/is/mail.json';
import mailPt from '../../locales/pt/mail.json';
import mailZh from '../../locales/zh/mail.json';

/**
 * The e-mails' strings: `locales/<lang>/mail.json`, with the price lines named as the booking names
 * them (`booking.lines` of `locales/<lang>/booking.json`). Imported, not read from disk, so a bundled
 * function carries them.
 */
const strings: Record<LocaleCode, Strings> = {
  en: mergeStrings(bookingEn, mailEn),
  is: mergeStrings(bookingIs, mailIs),
  de: mergeStrings(bookingDe, mailDe),
  es: mergeStrings(bookingEs, mailEs),
  fr: mergeStrings(bookingFr, mailFr),
  pt: mergeStrings(bookingPt, mailPt),
  zh: mergeStrings(bookingZh, mailZh),
};

/** The translator of a message in `locale`, falling back to English for a missing key. */
export function mailTranslator(locale: LocaleCode): Translate {
  return createTranslator(strings[locale], strings.en, locale);
}

/** The raw strings of a locale (tests compare the seven). */
export function mailStrings(locale: LocaleCode): Strings {
  return strings[locale];
}
