import type { Currency } from '../../src/config/currencies';

/**
 * The bundled exchange-rate snapshot (units per 1 EUR, the ECB's euro reference rates format), used until
 * a fetch stores newer ones.
 */
export const exchangeRateSnapshot: { date: string; rates: Record<Exclude<Currency, 'EUR'>, number> } = {
  date: '2026-11-20',
  rates: { USD: 1.0815, GBP: 0.8412, CAD: 1.5134, CHF: 0.9391, DKK: 7.4587, SEK: 11.172, NOK: 11.618, ISK: 146.3 },
};
