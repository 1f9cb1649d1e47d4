import { currencyMinorUnits, fallbackCurrency, type Currency } from '../config/currencies';
import { isLocaleCode, localeEntry } from '../config/locales';

/**
 * Amounts in this module are whole units of a currency (euros, krónur), as shown to visitors.
 * Storage and arithmetic elsewhere stay in integer minor units; `toMinorUnits`/`fromMinorUnits` convert.
 */

/** Exchange rates: units of each currency per 1 EUR (spec §3 Exchange-rate map). */
export type ExchangeRates = Partial<Record<Currency, number>>;

/** Where each currency's sign goes (spec §9; EUR follows de-DE, CHF its ISO code). */
const currencySign: Record<Currency, { prefix: string; suffix: string }> = {
  ISK: { prefix: '', suffix: ' kr' },
  NOK: { prefix: '', suffix: ' kr' },
  SEK: { prefix: '', suffix: ' kr' },
  DKK: { prefix: '', suffix: ' kr' },
  USD: { prefix: '$', suffix: '' },
  CAD: { prefix: '$', suffix: '' },
  GBP: { prefix: '£', suffix: '' },
  EUR: { prefix: '', suffix: ' €' },
  CHF: { prefix: 'CHF ', suffix: '' },
};

/**
 * The digit-group separator of each currency's number locale (`currencyNumberLocale`, spec §9) as ICU
 * writes whole amounts there: every one of them groups by three from four digits up. Written out rather
 * than read from the browser's `Intl`: Chromium's ICU has no Icelandic (is-IS) or Northern Sami (se-SE)
 * data and falls back to en-US, which would show krónur as '10,826 kr'. `money.test.ts` checks each
 * against Node's full ICU in the currency's own locale.
 */
const groupSeparator: Record<Currency, string> = {
  EUR: '.',
  CHF: "'",
  ISK: '.',
  NOK: ' ',
  SEK: ' ',
  DKK: '.',
  USD: ',',
  CAD: ',',
  GBP: ',',
};

/** A whole, non-negative number's digits in groups of three. */
function groupDigits(whole: number, separator: string): string {
  return BigInt(whole)
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, separator);
}

/**
 * The price as shown on the site (spec §9): rounded to whole units (half away from zero), digits grouped
 * as the currency's number locale groups them, with its sign; e.g. '12.345 kr', '$1,234', '100 €',
 * 'CHF 1'234', '1 234 kr' (NOK, SEK: a plain space where ICU writes a non-breaking one); a negative amount gets a leading
 * '-'. Never throws: a non-finite amount (a bug upstream) shows as '-', as unknown values do elsewhere (spec §8).
 */
export function formatPrice(amount: number, currency: Currency): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '-';
  const rounded = Math.round(Math.abs(amount));
  const sign = amount < 0 && rounded !== 0 ? '-' : '';
  const { prefix, suffix } = currencySign[currency];
  const digits = groupDigits(rounded, groupSeparator[currency]);
  return `${sign}${prefix}${digits}${suffix}`;
}

/**
 * The EUR amount in `currency`: the amount itself for EUR, else the amount times the rate (units per EUR).
 * Not rounded; `formatPrice` rounds for display. Throws an Error naming the currency when its rate is
 * missing or not a positive number.
 */
export function convertFromEur(amountEur: number, currency: Currency, rates: ExchangeRates): number {
  if (currency === 'EUR') return amountEur;
  const rate = rates[currency];
  if (!isUsableRate(rate)) throw new Error(`Missing exchange rate for ${currency}`);
  return amountEur * rate;
}

function isUsableRate(rate: number | undefined): rate is number {
  return rate !== undefined && Number.isFinite(rate) && rate > 0;
}

/**
 * A EUR amount as a visitor whose currency is `currency` sees it: converted and formatted by
 * `formatPrice` when the rate is known, else formatted in EUR, as the static HTML shows it until the
 * rates arrive (or when they could not be had). Never throws.
 */
export function formatPriceFromEur(amountEur: number, currency: Currency, rates: ExchangeRates | undefined): string {
  if (currency === 'EUR' || !rates || !isUsableRate(rates[currency])) return formatPrice(amountEur, 'EUR');
  return formatPrice(convertFromEur(amountEur, currency, rates), currency);
}

const pricePlaceholder = /\{price:\s*(-?\d+(?:\.\d+)?)\s*\}/g;

/** A piece of content text: plain text, or the EUR amount of a {price:N} placeholder. */
export type PriceTextPart = { type: 'text'; text: string } | { type: 'price'; amountEur: number };

/**
 * The text cut at its {price:N} placeholders (N in EUR, whole or with decimals, spec §9), in order.
 * Placeholders whose N is not a number (`{price:}`, `{price:abc}`) stay in the text. No empty text
 * parts; an empty text gives no parts.
 */
export function splitPricePlaceholders(text: string): PriceTextPart[] {
  const parts: PriceTextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(pricePlaceholder)) {
    if (match.index > last) parts.push({ type: 'text', text: text.slice(last, match.index) });
    parts.push({ type: 'price', amountEur: Number(match[1]) });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ type: 'text', text: text.slice(last) });
  return parts;
}

/**
 * The text with every {price:N} placeholder (N in EUR) converted to `currency` and formatted with
 * `formatPrice` (spec §9); in EUR the amount is only formatted. Placeholders whose N is not a number are
 * left as they are. Throws like `convertFromEur` when a needed rate is missing.
 */
export function replacePricePlaceholders(text: string, currency: Currency, rates: ExchangeRates): string {
  return splitPricePlaceholders(text)
    .map((part) =>
      part.type === 'text' ? part.text : formatPrice(convertFromEur(part.amountEur, currency, rates), currency),
    )
    .join('');
}

/**
 * Text with its `{price:N}` placeholders as EUR amounts: for the places a price cannot change once the
 * page is built (titles, meta descriptions, accessible names), as the static HTML shows them.
 */
export function pricesInEur(text: string): string {
  return replacePricePlaceholders(text, 'EUR', {});
}

/**
 * The rounded percentage by which `current` is below `original` (spec §5); 0 when the original is 0 or
 * either price is not a finite number. A price above the original gives a negative percentage.
 */
export function discountPercent(original: number, current: number): number {
  if (original === 0 || !Number.isFinite(original) || !Number.isFinite(current)) return 0;
  // `+ 0` turns a rounded -0 into 0.
  return Math.round(((original - current) / original) * 100) + 0;
}

/**
 * The currency a locale shows prices in (spec §9: en USD, is ISK, de/es/fr/pt/zh EUR), unknown locales
 * EUR. A full language tag is read by its language part, so 'de-AT' gives EUR and 'is-IS' ISK.
 */
export function defaultCurrency(locale: string): Currency {
  const language = typeof locale === 'string' ? locale.split(/[-_]/)[0]?.toLowerCase() : undefined;
  return isLocaleCode(language) ? localeEntry(language).currency : fallbackCurrency;
}

/** The whole-unit amount in integer minor units of the currency (cents; krónur for ISK), rounded. */
export function toMinorUnits(amount: number, currency: Currency): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Amount must be a finite number, got ${amount}`);
  return Math.round(amount * currencyMinorUnits[currency]) + 0;
}

/** The integer minor-unit amount in whole units of the currency; throws a RangeError for a non-integer. */
export function fromMinorUnits(minor: number, currency: Currency): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Minor units must be an integer, got ${minor}`);
  return minor / currencyMinorUnits[currency];
}
