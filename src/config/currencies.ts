/** Currencies the site can show prices in (spec §3, §9). Prices are stored and computed in EUR minor units. */
export const currencies = ['EUR', 'USD', 'GBP', 'CAD', 'CHF', 'DKK', 'SEK', 'NOK', 'ISK'] as const;

export type Currency = (typeof currencies)[number];

export const fallbackCurrency: Currency = 'EUR';

/** Number locale used to format each currency (spec §9). */
export const currencyNumberLocale: Record<Currency, string> = {
  EUR: 'de-DE',
  CHF: 'de-CH',
  ISK: 'is-IS',
  NOK: 'no-NO',
  SEK: 'se-SE',
  DKK: 'da-DK',
  USD: 'en-US',
  CAD: 'en-CA',
  GBP: 'en-GB',
};

/**
 * Minor units per major unit. ISK has no minor unit in practice (ISO 4217 lists 0 decimals),
 * so amounts in ISK are whole krónur.
 */
export const currencyMinorUnits: Record<Currency, number> = {
  EUR: 100,
  USD: 100,
  GBP: 100,
  CAD: 100,
  CHF: 100,
  DKK: 100,
  SEK: 100,
  NOK: 100,
  ISK: 1,
};

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (currencies as readonly string[]).includes(value);
}
