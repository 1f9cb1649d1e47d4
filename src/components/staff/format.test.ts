import { countryName, formatCount, formatDay, formatInstant, formatLocalTime, formatMinor, toMinor } from './format';
import type * as FormatModule from './format';

describe('staff money', () => {
  it('shows minor units exactly and reads typed major units back', () => {
    expect(formatMinor(12345, 'EUR', 'en')).toBe('€123.45');
    expect(formatMinor(12345, 'ISK', 'en').replace(/\s/g, ' ')).toBe('ISK 12,345');
    expect(toMinor('50,5', 'EUR')).toBe(5050);
    expect(toMinor('12 000', 'ISK')).toBe(12000);
    expect(toMinor('abc', 'EUR')).toBeNaN();
  });

  it('writes an Icelandic desk’s numbers the Icelandic way', () => {
    expect(formatMinor(146300, 'ISK', 'is').replace(/\s/g, ' ')).toBe('146.300 kr.');
    expect(formatCount(123456, 'is')).toBe('123.456');
    expect(formatCount(123456, 'en')).toBe('123,456');
  });

  it('in a browser without Icelandic data (Chromium’s ICU) too, not as en-US would', () => {
    jest.isolateModules(() => {
      const supported = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf').mockReturnValue([]);
      try {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of the module, whose check is cached
        const fresh = require('./format') as typeof FormatModule;
        expect(fresh.formatCount(123456, 'is')).toBe('123.456');
        expect(fresh.formatMinor(146300, 'ISK', 'is').replace(/\s/g, ' ')).toBe('146.300 ISK');
        expect(fresh.formatMinor(123450, 'EUR', 'is').replace(/\s/g, ' ')).toBe('1.234,50 EUR');
      } finally {
        supported.mockRestore();
      }
    });
  });
});

describe('staff times, dates and countries (issue 39)', () => {
  it('says an instant in Iceland time with its weekday, in the desk’s language', () => {
    expect(formatInstant('2026-11-28T14:05:00.000Z', 'en')).toBe('Sat 28 Nov 2026, 14:05');
    expect(formatInstant('2026-11-28T14:05:00.000Z', 'is')).toBe('lau., 28. nóv. 2026, 14:05');
    // A time stamp with an offset (as Postgres writes one) is the same instant.
    expect(formatInstant('2026-11-28T15:05:00+01:00', 'en')).toBe('Sat 28 Nov 2026, 14:05');
    expect(formatInstant('2026-11-28T14:05:00.000Z', 'de')).toMatch(/^Sa\.?, 28\. Nov\.? 2026, 14:05$/);
    expect(formatInstant('not a time', 'en')).toBe('–');
  });

  it('says a booking’s Iceland local time as an instant, and a day as a date', () => {
    expect(formatLocalTime('2026-11-28T14:05', 'en')).toBe('Sat 28 Nov 2026, 14:05');
    expect(formatDay('1990-05-02', 'en')).toBe('2 May 1990');
    expect(formatDay('1990-05-02', 'is')).toBe('2. maí 1990');
  });

  it('names a country in the desk’s language, and keeps text that is no country code', () => {
    expect(countryName('IS', 'en')).toBe('Iceland');
    expect(countryName('IS', 'is')).toBe('Ísland');
    expect(countryName('de', 'de')).toBe('Deutschland');
    expect(countryName('Iceland!', 'en')).toBe('Iceland!');
  });

  it('names a country in Icelandic where the runtime has no Icelandic (Chromium)', () => {
    jest.isolateModules(() => {
      const supported = jest.spyOn(Intl.DisplayNames, 'supportedLocalesOf').mockReturnValue([]);
      try {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of the module, whose check is cached
        const fresh = require('./format') as typeof FormatModule;
        expect(fresh.countryName('de', 'is')).toBe('Þýskaland');
        expect(fresh.countryName('Iceland!', 'is')).toBe('Iceland!');
      } finally {
        supported.mockRestore();
      }
    });
  });
});
