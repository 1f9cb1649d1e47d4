import { currencyMinorUnits, type Currency } from '../../config/currencies';

/** An amount in minor units, exactly (staff see cents), in the page's language. */
export function formatMinor(amount: number, currency: string, language: string): string {
  const minor = currencyMinorUnits[currency as Currency] ?? 100;
  const digits = Math.round(Math.log10(minor));
  return new Intl.NumberFormat(language === 'is' ? 'is-IS' : 'en-GB', {
    style: 'currency',
    currency,
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

/** A time stamp in Iceland time, as staff read it. */
export function formatInstant(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'is' ? 'is-IS' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Atlantic/Reykjavik',
  }).format(new Date(iso));
}
