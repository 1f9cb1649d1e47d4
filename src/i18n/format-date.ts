import type { LocaleCode } from '../config/locales';
import { localeEntry } from '../config/locales';

/**
 * A calendar date (`YYYY-MM-DD`) written the way the language writes dates, the same in every time zone
 * (the date is read and written in UTC, so a visitor in New York or Shanghai sees the Iceland day).
 *
 * Chrome's ICU data leaves Icelandic out: there `Intl` writes Icelandic dates in English, and a page
 * built by Node (which has Icelandic) would hydrate with other text. Where the runtime lacks
 * Icelandic, `icelandicDate` writes the same text as ICU (its test compares the two over a year).
 */
export function formatDate(date: string, language: LocaleCode, options: Intl.DateTimeFormatOptions): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (language === 'is' && options.dateStyle !== 'short' && !hasIcelandic()) return icelandicDate(day, options);
  return new Intl.DateTimeFormat(localeEntry(language).language, { ...options, timeZone: 'UTC' }).format(day);
}

let icelandicSupported: boolean | undefined;
function hasIcelandic(): boolean {
  icelandicSupported ??= Intl.DateTimeFormat.supportedLocalesOf(['is']).length > 0;
  return icelandicSupported;
}

// CLDR's Icelandic names (Sunday first, January first), as ICU writes them in format context.
const weekdays = {
  short: ['sun.', 'mán.', 'þri.', 'mið.', 'fim.', 'fös.', 'lau.'],
  long: ['sunnudagur', 'mánudagur', 'þriðjudagur', 'miðvikudagur', 'fimmtudagur', 'föstudagur', 'laugardagur'],
};
const months = {
  short: ['jan.', 'feb.', 'mar.', 'apr.', 'maí', 'jún.', 'júl.', 'ágú.', 'sep.', 'okt.', 'nóv.', 'des.'],
  long: [
    'janúar',
    'febrúar',
    'mars',
    'apríl',
    'maí',
    'júní',
    'júlí',
    'ágúst',
    'september',
    'október',
    'nóvember',
    'desember',
  ],
};

/**
 * A UTC day in Icelandic for the option sets the site uses: some of weekday (short, long), day
 * (numeric), month (short, long) and year (numeric), or dateStyle medium, long or full. ICU's pattern is
 * "{weekday}, {day}. {month} {year}" with the parts left out that are not asked for.
 */
export function icelandicDate(day: Date, options: Intl.DateTimeFormatOptions): string {
  const style = options.dateStyle;
  const asked: Intl.DateTimeFormatOptions =
    style === 'long' || style === 'full'
      ? { day: 'numeric', month: 'long', year: 'numeric', ...(style === 'full' ? { weekday: 'long' } : {}) }
      : style === 'medium'
        ? { day: 'numeric', month: 'short', year: 'numeric' }
        : options;
  const weekday = asked.weekday ? weekdays[asked.weekday === 'long' ? 'long' : 'short'][day.getUTCDay()] : undefined;
  const month = asked.month ? months[asked.month === 'long' ? 'long' : 'short'][day.getUTCMonth()] : undefined;
  const dayAndMonth = [asked.day ? `${day.getUTCDate()}.` : undefined, month].filter(Boolean).join(' ');
  const date = [dayAndMonth, asked.year ? String(day.getUTCFullYear()) : undefined].filter(Boolean).join(' ');
  return [weekday, date].filter(Boolean).join(', ');
}
