import type { LocaleCode } from '../config/locales';
import { localeEntry } from '../config/locales';
import { icelandicStandIn, knownWithoutIcelandic, runtimeHasIcelandic } from './icelandic-runtime';

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
  return dateFormat(language, options).format(day);
}

/**
 * An instant's hours and minutes in the visitor's time zone, as the language writes them: Icelandic's
 * 24-hour `14:05` where the runtime lacks Icelandic (German writes the same), not en-US's `02:05 PM`.
 */
export function formatClock(instant: Date, language: LocaleCode): string {
  const locale = language === 'is' && !hasIcelandic() ? icelandicStandIn : localeEntry(language).language;
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(instant);
}

const hasIcelandic = () => runtimeHasIcelandic('DateTimeFormat');

/** One formatter per language and option set: making one is the expensive part (ICU's patterns). */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function formatKey(language: LocaleCode, options: Intl.DateTimeFormatOptions): string {
  return `${language} ${JSON.stringify(options)}`;
}

function dateFormat(language: LocaleCode, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = formatKey(language, options);
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeEntry(language).language, { ...options, timeZone: 'UTC' });
    dateFormats.set(key, format);
  }
  return format;
}

/** Whether `formatDate` writes `language` with `options` at once: its formatter is made, or it needs none. */
export function dateFormatReady(language: LocaleCode, options: Intl.DateTimeFormatOptions): boolean {
  if (language === 'is' && options.dateStyle !== 'short' && knownWithoutIcelandic('DateTimeFormat')) return true;
  return dateFormats.has(formatKey(language, options));
}

/**
 * Makes the formatter `formatDate` will use for `language` and `options`, and writes one date with it.
 * The page's first date format sets up ICU's date data (9-15 ms on a desktop, decision 023): a
 * component calls this in a task of its own before the render that shows dates (decision 051).
 */
export function prepareDateFormat(language: LocaleCode, options: Intl.DateTimeFormatOptions): void {
  formatDate('2000-01-01', language, options);
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
