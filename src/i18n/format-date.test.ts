import { formatClock, formatDate, icelandicDate } from './format-date';
import type * as FormatDateModule from './format-date';

/** Every option set the site formats dates with (search bar, calendar, summary, blog, header). */
const optionSets: Intl.DateTimeFormatOptions[] = [
  { weekday: 'short' },
  { weekday: 'long' },
  { month: 'long', year: 'numeric' },
  { day: 'numeric', month: 'short' },
  { day: 'numeric', month: 'long' },
  { weekday: 'short', day: 'numeric', month: 'short' },
  { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  { dateStyle: 'medium' },
  { dateStyle: 'long' },
  { dateStyle: 'full' },
];

describe('formatDate', () => {
  it('writes the Iceland day in every visitor time zone', () => {
    expect(formatDate('2027-01-20', 'en', { weekday: 'short', day: 'numeric', month: 'short' })).toBe('Wed, Jan 20');
    expect(formatDate('2027-01-20', 'de', { dateStyle: 'long' })).toBe('20. Januar 2027');
  });

  it('writes Icelandic as ICU does, for the runtimes that lack it (Chrome)', () => {
    // Node carries full ICU, so its Icelandic is the reference the fallback must equal.
    expect(Intl.DateTimeFormat.supportedLocalesOf(['is'])).toEqual(['is']);
    const days = Array.from({ length: 365 }, (_, index) => new Date(Date.UTC(2027, 0, 1 + index)));
    for (const options of optionSets) {
      const icu = new Intl.DateTimeFormat('is-IS', { ...options, timeZone: 'UTC' });
      for (const day of days)
        expect(`${JSON.stringify(options)} ${icelandicDate(day, options)}`).toBe(
          `${JSON.stringify(options)} ${icu.format(day)}`,
        );
    }
  });

  it('uses the fallback when the runtime has no Icelandic', () => {
    const supported = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockReturnValue([]);
    jest.isolateModules(() => {
      // A fresh module: whether Icelandic is supported is asked once per page.
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- isolateModules needs a require
      const fresh = require('./format-date') as typeof FormatDateModule;
      expect(fresh.formatDate('2027-08-03', 'is', { dateStyle: 'long' })).toBe('3. ágúst 2027');
    });
    supported.mockRestore();
  });

  it('makes one formatter per language and option set, ahead of need with prepareDateFormat', () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- isolateModules needs a require
      const fresh = require('./format-date') as typeof FormatDateModule;
      const made = jest.spyOn(Intl, 'DateTimeFormat');
      const options: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };
      expect(fresh.dateFormatReady('fr', options)).toBe(false);
      fresh.prepareDateFormat('fr', options);
      expect(fresh.dateFormatReady('fr', options)).toBe(true);
      expect(made).toHaveBeenCalledTimes(1);
      expect(fresh.formatDate('2027-01-20', 'fr', options)).toBe('mer. 20 janv.');
      expect(fresh.formatDate('2027-01-21', 'fr', options)).toBe('jeu. 21 janv.');
      expect(made).toHaveBeenCalledTimes(1);
      // Another language or option set is another formatter.
      expect(fresh.dateFormatReady('de', options)).toBe(false);
      expect(fresh.dateFormatReady('fr', { dateStyle: 'long' })).toBe(false);
      expect(fresh.formatDate('2027-01-20', 'fr', { dateStyle: 'long' })).toBe('20 janvier 2027');
      expect(made).toHaveBeenCalledTimes(2);
      made.mockRestore();
    });
  });

  it('needs no formatter for Icelandic where the runtime lacks it', () => {
    const supported = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockReturnValue([]);
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- isolateModules needs a require
      const fresh = require('./format-date') as typeof FormatDateModule;
      const options: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };
      fresh.prepareDateFormat('is', options);
      expect(fresh.dateFormatReady('is', options)).toBe(true);
      expect(fresh.formatDate('2027-01-20', 'is', options)).toBe('mið., 20. jan.');
    });
    supported.mockRestore();
  });
});

describe('formatClock', () => {
  const instants = ['2026-11-28T00:05:00Z', '2026-11-28T09:05:00Z', '2026-11-28T12:00:00Z', '2026-11-28T23:59:00Z'];

  it('writes the hours and minutes as the language does (TZ=UTC in the unit tests)', () => {
    expect(formatClock(new Date('2026-11-28T14:05:00Z'), 'is')).toBe('14:05');
    expect(formatClock(new Date('2026-11-28T14:05:00Z'), 'en')).toBe('02:05 PM');
  });

  it('writes Icelandic the same where the runtime lacks it (Chromium), not as en-US does', () => {
    const withIcelandic = instants.map((instant) => formatClock(new Date(instant), 'is'));
    const supported = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockReturnValue([]);
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- isolateModules needs a require
      const fresh = require('./format-date') as typeof FormatDateModule;
      expect(instants.map((instant) => fresh.formatClock(new Date(instant), 'is'))).toEqual(withIcelandic);
    });
    supported.mockRestore();
  });
});
