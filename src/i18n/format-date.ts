import type { LocaleCode } from '../config/locales';
import { localeEntry } from '../config/locales';

/** A calendar date (`YYYY-MM-DD`) written the way the language writes dates, the same in every time zone. */
export function formatDate(date: string, language: LocaleCode, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(localeEntry(language).language, { ...options, timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
