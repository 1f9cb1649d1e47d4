import { isLocaleCode } from '../../config/locales';
import { formatDate } from '../../i18n/format-date';

/**
 * A calendar date ('YYYY-MM-DD') written in `language` (a site language, or any Intl tag), the same in
 * every time zone: the site's languages through `formatDate` (Icelandic even where the runtime lacks it).
 */
export function formatDay(date: string, language: string, options: Intl.DateTimeFormatOptions): string {
  if (isLocaleCode(language)) return formatDate(date, language, options);
  return new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** The full date of a day button's label: "Sunday, April 4, 2027". */
export const fullDate: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' };

/** The day and month of an announcement: "March 3". */
export const dayAndMonth: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long' };

/** The dates on the bar: "Fri, Mar 12". */
export const shortDate: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };
