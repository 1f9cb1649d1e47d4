import type { LocaleCode } from '../../config/locales';
import { formatDate } from '../../i18n/format-date';

const dateStyle: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' };

/** An Iceland local time `YYYY-MM-DDTHH:mm` (pickup, return) as the page's language writes it. */
export function localDateTime(at: string, language: LocaleCode): string {
  return `${formatDate(at.slice(0, 10), language, dateStyle)} ${at.slice(11, 16)}`;
}

/** An instant the engine reports (ISO 8601 UTC) in Iceland time, which is UTC all year (spec §9). */
export function icelandDateTime(instant: string, language: LocaleCode): string {
  return localDateTime(new Date(instant).toISOString().slice(0, 16), language);
}
