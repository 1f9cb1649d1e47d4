import { currencyMinorUnits, type Currency } from '../../config/currencies';
import { localeEntry } from '../../config/locales';
import { icelandicDate } from '../../i18n/format-date';
import { icelandicStandIn, runtimeHasIcelandic } from '../../i18n/icelandic-runtime';
import { icelandicCountries } from '../booking/icelandic-countries';

/**
 * The Intl locale of the desk's language: the language's own, but British English for English, since
 * the desk works in Iceland and reads 24-hour times and day-month dates.
 */
export function deskLocale(language: string): string {
  return language === 'en' ? 'en-GB' : localeEntry(language).language;
}

/**
 * The Intl locale for the desk's numbers. Chromium's ICU has no Icelandic data and would write an
 * Icelandic desk's numbers as en-US does (`12,345` read as twelve point three): there German's are
 * used, whose digit groups and decimal comma are Icelandic's (`12.345`, `1.234,50`).
 */
function deskNumberLocale(language: string): { locale: string; isStandIn: boolean } {
  if (language === 'is' && !runtimeHasIcelandic('NumberFormat')) return { locale: icelandicStandIn, isStandIn: true };
  return { locale: deskLocale(language), isStandIn: false };
}

/** A count (an odometer reading) in the desk's language. */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(deskNumberLocale(language).locale).format(value);
}

/** An amount in minor units, exactly (staff see cents), in the desk's language. */
export function formatMinor(amount: number, currency: string, language: string): string {
  const minor = currencyMinorUnits[currency as Currency] ?? 100;
  const digits = Math.round(Math.log10(minor));
  const { locale, isStandIn } = deskNumberLocale(language);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    // Standing in for Icelandic, the ISO code (`146.300 ISK`) rather than German's signs (`€`).
    ...(isStandIn ? { currencyDisplay: 'code' as const } : {}),
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount / minor);
}

/** Major units typed by staff (`50` or `50,5`) to minor units; NaN when it is not a number. */
export function toMinor(typed: string, currency: string): number {
  const minor = currencyMinorUnits[currency as Currency] ?? 100;
  const value = Number(typed.replace(/\s/g, '').replace(',', '.'));
  return Number.isFinite(value) ? Math.round(value * minor) : Number.NaN;
}

const reykjavik = 'Atlantic/Reykjavik';

const hasIcelandic = () => runtimeHasIcelandic('DateTimeFormat');

/** Hours and minutes of an instant in Iceland time, `14:05`. */
function clock(instant: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: reykjavik,
  }).format(instant);
}

/**
 * An instant in Iceland time as the desk reads it, with the weekday: "Sat 28 Nov 2026, 14:05" in
 * English, "lau., 28. nóv. 2026, 14:05" in Icelandic, the language's own pattern in the others.
 * Chrome's ICU has no Icelandic: there the date is written by `icelandicDate` (as the site's pages do).
 */
export function formatInstant(iso: string, language: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '–';
  if (language === 'en') {
    const parts = new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: reykjavik,
    }).formatToParts(instant);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((one) => one.type === type)?.value ?? '';
    return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}, ${clock(instant)}`;
  }
  if (language === 'is' && !hasIcelandic()) {
    // Iceland keeps UTC all year: the Iceland day of the instant is its UTC day.
    const day = new Date(`${instant.toISOString().slice(0, 10)}T00:00:00Z`);
    return `${icelandicDate(day, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })}, ${clock(instant)}`;
  }
  return new Intl.DateTimeFormat(deskLocale(language), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: reykjavik,
  }).format(instant);
}

/** An Iceland local time as the booking stores it (`2026-11-28T14:05`) written as `formatInstant` does. */
export function formatLocalTime(local: string, language: string): string {
  // Iceland time is UTC all year (no summer time since 1968): the local time is the UTC time.
  return formatInstant(`${local.slice(0, 16)}:00Z`, language);
}

/** A calendar date (`YYYY-MM-DD`, a date of birth) in the desk's language, e.g. "2 May 1990". */
export function formatDay(date: string, language: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
  const day = new Date(`${date}T00:00:00Z`);
  if (language === 'is' && !hasIcelandic()) return icelandicDate(day, options);
  return new Intl.DateTimeFormat(deskLocale(language), { ...options, timeZone: 'UTC' }).format(day);
}

/**
 * A country's name in the desk's language from its ISO 3166 code (`IS` → "Iceland", "Ísland"); in
 * Icelandic from the forms' generated list where the runtime has no Icelandic (Chromium).
 */
export function countryName(code: string, language: string): string {
  if (language === 'is' && !runtimeHasIcelandic('DisplayNames')) {
    const known = icelandicCountries.find(([country]) => country === code.toUpperCase());
    if (known) return known[1];
  }
  try {
    return new Intl.DisplayNames([deskLocale(language)], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    // Not a region code (a typo kept from an old booking): the text as the customer gave it.
    return code;
  }
}
