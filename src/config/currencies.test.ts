import { currencies, currencyNumberLocale, isCurrency } from './currencies';
import { localeEntry, locales } from './locales';

describe('currencies (spec §9)', () => {
  it('supports exactly the nine currencies of the spec', () => {
    expect([...currencies]).toEqual(['EUR', 'USD', 'GBP', 'CAD', 'CHF', 'DKK', 'SEK', 'NOK', 'ISK']);
  });

  it('formats each currency with its number locale', () => {
    expect(currencyNumberLocale).toEqual({
      EUR: 'de-DE',
      CHF: 'de-CH',
      ISK: 'is-IS',
      NOK: 'no-NO',
      SEK: 'se-SE',
      DKK: 'da-DK',
      USD: 'en-US',
      CAD: 'en-CA',
      GBP: 'en-GB',
    });
  });

  it('recognises only supported codes', () => {
    expect(isCurrency('ISK')).toBe(true);
    expect(isCurrency('isk')).toBe(false);
    expect(isCurrency('JPY')).toBe(false);
    expect(isCurrency(42)).toBe(false);
  });
});

describe('locales (spec §1, §9)', () => {
  it('has the seven languages with the currency of each', () => {
    expect(locales.map((l) => [l.code, l.currency])).toEqual([
      ['en', 'USD'],
      ['is', 'ISK'],
      ['de', 'EUR'],
      ['es', 'EUR'],
      ['fr', 'EUR'],
      ['pt', 'EUR'],
      ['zh', 'EUR'],
    ]);
  });

  it('falls back to English for an unknown code', () => {
    expect(localeEntry('xx').code).toBe('en');
  });
});
