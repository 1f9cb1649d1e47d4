import fc from 'fast-check';
import { currencies, currencyNumberLocale, type Currency } from '../config/currencies';
import {
  convertFromEur,
  defaultCurrency,
  discountPercent,
  formatPrice,
  formatPriceFromEur,
  fromMinorUnits,
  pricesInEur,
  replacePricePlaceholders,
  splitPricePlaceholders,
  toMinorUnits,
} from './money';

describe('formatPrice (spec §9: no decimals, the currency’s sign and number locale)', () => {
  it.each<[number, Currency, string]>([
    [12345, 'ISK', '12.345 kr'],
    [1234567, 'NOK', '1 234 567 kr'],
    [1234567, 'SEK', '1 234 567 kr'],
    [12345, 'DKK', '12.345 kr'],
    [1234, 'USD', '$1,234'],
    [1234, 'CAD', '$1,234'],
    [1234, 'GBP', '£1,234'],
    [1234, 'EUR', '1.234 €'],
    [1234, 'CHF', "CHF 1'234"],
    [0, 'USD', '$0'],
    [999, 'EUR', '999 €'],
  ])('formats %d %s as %s', (amount, currency, expected) => {
    expect(formatPrice(amount, currency)).toBe(expected);
  });

  it('rounds to whole units, halves away from zero', () => {
    expect(formatPrice(99.6, 'EUR')).toBe('100 €');
    expect(formatPrice(99.4, 'EUR')).toBe('99 €');
    expect(formatPrice(0.5, 'USD')).toBe('$1');
    expect(formatPrice(1234.5, 'ISK')).toBe('1.235 kr');
  });

  it('groups digits exactly as each currency’s number locale does in full ICU, whatever the browser’s ICU holds', () => {
    // Chromium's ICU has no is-IS or se-SE data (it falls back to en-US: '10,826'); Node's is full.
    for (const currency of currencies) {
      const full = new Intl.NumberFormat(currencyNumberLocale[currency], { maximumFractionDigits: 0 });
      expect(full.resolvedOptions().locale).toBe(currencyNumberLocale[currency]);
      for (const amount of [0, 7, 999, 1000, 1234, 12345, 123456, 1234567, 1000000007]) {
        const digits = full.format(amount).replace(/[\u00a0\u202f]/g, ' ');
        expect([
          currency,
          formatPrice(amount, currency)
            .replace(/[^\d.,' ]/g, '')
            .trim(),
        ]).toEqual([currency, digits]);
      }
    }
  });

  it('uses plain spaces, never ICU’s non-breaking ones', () => {
    expect(formatPrice(1234567, 'NOK')).not.toMatch(/[\u00a0\u202f]/);
  });

  it('puts a minus sign before a negative amount and never shows -0', () => {
    expect(formatPrice(-1234, 'USD')).toBe('-$1,234');
    expect(formatPrice(-1234, 'NOK')).toBe('-1 234 kr');
    expect(formatPrice(-0.4, 'EUR')).toBe('0 €');
    expect(formatPrice(-0, 'EUR')).toBe('0 €');
  });

  it('shows a non-finite amount as "-"', () => {
    expect(formatPrice(Number.NaN, 'EUR')).toBe('-');
    expect(formatPrice(Number.POSITIVE_INFINITY, 'USD')).toBe('-');
  });

  it('never throws, and shows whole units in groups of three with the currency’s sign', () => {
    const shape = /^-?(\$|£|CHF )?\d{1,3}([.,' ]\d{3})*( kr| €)?$/;
    fc.assert(
      fc.property(fc.double(), fc.constantFrom(...currencies), (amount, currency) => {
        const price = formatPrice(amount, currency);
        return Number.isFinite(amount) ? shape.test(price) : price === '-';
      }),
    );
  });
});

describe('convertFromEur', () => {
  const rates = { ISK: 150, USD: 1.1 };

  it('returns a EUR amount unchanged, even without rates', () => {
    expect(convertFromEur(99, 'EUR', {})).toBe(99);
  });

  it('multiplies by the rate, units of the currency per EUR, unrounded', () => {
    expect(convertFromEur(100, 'ISK', rates)).toBe(15000);
    expect(convertFromEur(10, 'USD', rates)).toBeCloseTo(11);
  });

  it('throws an Error naming the currency when its rate is missing or unusable', () => {
    expect(() => convertFromEur(10, 'GBP', rates)).toThrow('Missing exchange rate for GBP');
    expect(() => convertFromEur(10, 'GBP', { GBP: 0 })).toThrow('GBP');
    expect(() => convertFromEur(10, 'GBP', { GBP: Number.NaN })).toThrow('GBP');
  });
});

describe('formatPriceFromEur (what a visitor sees of a EUR amount)', () => {
  const rates = { ISK: 150, USD: 1.1 };

  it('converts and formats when the rate is known', () => {
    expect(formatPriceFromEur(100, 'ISK', rates)).toBe('15.000 kr');
    expect(formatPriceFromEur(10, 'USD', rates)).toBe('$11');
  });

  it('formats in EUR for a EUR visitor, without rates', () => {
    expect(formatPriceFromEur(1234.4, 'EUR', undefined)).toBe('1.234 €');
  });

  it('stays in EUR, never throwing, while the rates are unknown or lack the currency', () => {
    expect(formatPriceFromEur(45, 'USD', undefined)).toBe('45 €');
    expect(formatPriceFromEur(45, 'GBP', rates)).toBe('45 €');
    expect(formatPriceFromEur(45, 'GBP', { GBP: 0 })).toBe('45 €');
  });
});

describe('splitPricePlaceholders (spec §9 {price:N})', () => {
  it('gives text without placeholders as one text part, and an empty text as none', () => {
    expect(splitPricePlaceholders('Unlimited kilometres')).toEqual([{ type: 'text', text: 'Unlimited kilometres' }]);
    expect(splitPricePlaceholders('')).toEqual([]);
  });

  it('cuts the text at every placeholder, in order', () => {
    expect(splitPricePlaceholders('From {price:45} a day, deposit {price:1000}.')).toEqual([
      { type: 'text', text: 'From ' },
      { type: 'price', amountEur: 45 },
      { type: 'text', text: ' a day, deposit ' },
      { type: 'price', amountEur: 1000 },
      { type: 'text', text: '.' },
    ]);
  });

  it('makes no empty text parts around placeholders that touch', () => {
    expect(splitPricePlaceholders('{price:8}{price:9}')).toEqual([
      { type: 'price', amountEur: 8 },
      { type: 'price', amountEur: 9 },
    ]);
  });

  it('reads decimals, negative amounts and spaces inside the braces', () => {
    expect(splitPricePlaceholders('{price:12.5} {price:-3} {price: 7 }')).toEqual([
      { type: 'price', amountEur: 12.5 },
      { type: 'text', text: ' ' },
      { type: 'price', amountEur: -3 },
      { type: 'text', text: ' ' },
      { type: 'price', amountEur: 7 },
    ]);
  });

  it('leaves malformed placeholders as text', () => {
    const text = 'No prices {price:} {price:abc} {price} {price:1,5} {Price:5} here';
    expect(splitPricePlaceholders(text)).toEqual([{ type: 'text', text }]);
  });

  it('keeps every character: the parts join back to the text', () => {
    const plainText = fc.string().filter((text) => !text.includes('{'));
    fc.assert(
      fc.property(plainText, fc.nat(), plainText, (before, amount, after) => {
        const parts = splitPricePlaceholders(`${before}{price:${amount}}${after}`);
        const joined = parts.map((part) => (part.type === 'text' ? part.text : `{price:${part.amountEur}}`)).join('');
        return (
          joined === `${before}{price:${amount}}${after}` &&
          parts.every((part) => part.type !== 'text' || part.text !== '')
        );
      }),
    );
  });
});

describe('replacePricePlaceholders (spec §9: {price:N} converted when the currency is not EUR)', () => {
  const rates = { ISK: 150, USD: 1.1 };

  it('converts and formats each placeholder', () => {
    expect(replacePricePlaceholders('From {price:100} a day, deposit {price:1000}', 'ISK', rates)).toBe(
      'From 15.000 kr a day, deposit 150.000 kr',
    );
  });

  it('only formats in EUR', () => {
    expect(replacePricePlaceholders('Only {price:1234.4}!', 'EUR', {})).toBe('Only 1.234 €!');
  });

  it('rounds after converting', () => {
    expect(replacePricePlaceholders('{price:10}', 'USD', rates)).toBe('$11');
  });

  it('leaves text without placeholders and malformed placeholders alone', () => {
    expect(replacePricePlaceholders('No prices {price:abc} {price} here', 'USD', rates)).toBe(
      'No prices {price:abc} {price} here',
    );
  });

  it('throws when a needed rate is missing', () => {
    expect(() => replacePricePlaceholders('{price:10}', 'CHF', rates)).toThrow('CHF');
  });
});

describe('pricesInEur (text that cannot change after the build: titles, meta descriptions)', () => {
  it('formats every placeholder in EUR and keeps the rest', () => {
    expect(pricesInEur('Extra driver {price:10} a day, deposit {price: 1500}')).toBe(
      'Extra driver 10 € a day, deposit 1.500 €',
    );
    expect(pricesInEur('No price {price:x}')).toBe('No price {price:x}');
  });
});

describe('discountPercent (spec §5: rounded percent difference, 0 if the original is 0)', () => {
  it('rounds the percentage off the original price', () => {
    expect(discountPercent(100, 80)).toBe(20);
    expect(discountPercent(300, 200)).toBe(33);
    expect(discountPercent(3, 1)).toBe(67);
    expect(discountPercent(100, 100)).toBe(0);
    expect(discountPercent(100, 0)).toBe(100);
  });

  it('is 0 when the original is 0', () => {
    expect(discountPercent(0, 50)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });

  it('is negative when the price went up, and never -0', () => {
    expect(discountPercent(100, 125)).toBe(-25);
    expect(Object.is(discountPercent(1000, 1000.001), 0)).toBe(true);
  });
});

describe('defaultCurrency (spec §9: the locale’s currency, else EUR)', () => {
  it.each([
    ['en', 'USD'],
    ['is', 'ISK'],
    ['de', 'EUR'],
    ['es', 'EUR'],
    ['fr', 'EUR'],
    ['pt', 'EUR'],
    ['zh', 'EUR'],
    ['is-IS', 'ISK'],
    ['en-GB', 'USD'],
    ['ja', 'EUR'],
    ['', 'EUR'],
  ])('%s → %s', (locale, currency) => expect(defaultCurrency(locale)).toBe(currency));
});

describe('minor units', () => {
  it('converts whole units to integer minor units, rounding float noise', () => {
    expect(toMinorUnits(19.99, 'EUR')).toBe(1999);
    expect(toMinorUnits(0.1 + 0.2, 'USD')).toBe(30);
    expect(toMinorUnits(12345, 'ISK')).toBe(12345);
  });

  it('converts integer minor units back to whole units', () => {
    expect(fromMinorUnits(1999, 'EUR')).toBe(19.99);
    expect(fromMinorUnits(12345, 'ISK')).toBe(12345);
  });

  it('round-trips every integer amount of minor units', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.constantFrom(...currencies),
        (minor, currency) => toMinorUnits(fromMinorUnits(minor, currency), currency) === minor,
      ),
    );
  });

  it('refuses non-integer minor units and non-finite amounts', () => {
    expect(() => fromMinorUnits(19.5, 'EUR')).toThrow(RangeError);
    expect(() => toMinorUnits(Number.NaN, 'EUR')).toThrow(RangeError);
  });
});
