import { isLocaleCode, localeEntry } from '../../config/locales';

/** The Intl language tag of a site language code ('zh' → 'zh-CN'); any other tag is used as it is. */
export function intlLanguage(language: string): string {
  return isLocaleCode(language) ? localeEntry(language).language : language;
}

/**
 * A calendar date ('YYYY-MM-DD') written in `language` with Intl, the same in every time zone: the date
 * is read and written in UTC, so a visitor in New York or Shanghai sees the Iceland day.
 */
export function formatDay(date: string, language: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(intlLanguage(language), { ...options, timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** The full date of a day button's label: "Sunday, April 4, 2027". */
export const fullDate: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' };

/** The day and month of an announcement: "March 3". */
export const dayAndMonth: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long' };

/** The dates on the bar: "Fri, Mar 12". */
export const shortDate: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };
