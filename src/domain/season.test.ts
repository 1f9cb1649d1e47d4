import fc from 'fast-check';
import { isDateInSeason, isRangeInSeason, isRollingSeason, seasonWindow, seasonWindows, type Season } from './season';

const summer: Season = { start: { day: 1, month: 6 }, end: { day: 31, month: 8 } };
const winter: Season = { start: { day: 1, month: 11 }, end: { day: 31, month: 3 } };
const today = '2026-05-10';

describe('seasonWindow', () => {
  it('stays in one year when the end month is after the start month', () => {
    expect(seasonWindow(summer, 2026)).toEqual({ start: '2026-06-01', end: '2026-08-31' });
  });

  it('rolls into the next year when the end month is earlier than the start month (spec §5)', () => {
    expect(isRollingSeason(winter)).toBe(true);
    expect(seasonWindow(winter, 2026)).toEqual({ start: '2026-11-01', end: '2027-03-31' });
  });

  it('rolls over when start and end share a month but the end day is earlier', () => {
    const almostAllYear: Season = { start: { day: 20, month: 3 }, end: { day: 10, month: 3 } };
    expect(seasonWindow(almostAllYear, 2026)).toEqual({ start: '2026-03-20', end: '2027-03-10' });
  });

  it('clamps a day past the month’s end, such as Feb 29 in a common year', () => {
    const toLeapDay: Season = { start: { day: 1, month: 12 }, end: { day: 29, month: 2 } };
    expect(seasonWindow(toLeapDay, 2026).end).toBe('2027-02-28');
    expect(seasonWindow(toLeapDay, 2027).end).toBe('2028-02-29');
  });

  it('throws a RangeError for month 13 or day 0', () => {
    expect(() => seasonWindow({ start: { day: 1, month: 13 }, end: { day: 1, month: 1 } }, 2026)).toThrow(RangeError);
    expect(() => seasonWindow({ start: { day: 0, month: 1 }, end: { day: 1, month: 2 } }, 2026)).toThrow(RangeError);
  });
});

describe('seasonWindows', () => {
  it('covers the current year and the two after it', () => {
    expect(seasonWindows(summer, today).map((w) => w.start)).toEqual(['2026-06-01', '2027-06-01', '2028-06-01']);
  });

  it('adds last year’s window for a season that rolls over New Year', () => {
    expect(seasonWindows(winter, today).map((w) => w.start)).toEqual([
      '2025-11-01',
      '2026-11-01',
      '2027-11-01',
      '2028-11-01',
    ]);
  });
});

describe('isDateInSeason (spec §5: strictly between start and end)', () => {
  it('excludes the start day and the end day themselves', () => {
    expect(isDateInSeason('2026-06-01', summer, today)).toBe(false);
    expect(isDateInSeason('2026-06-02', summer, today)).toBe(true);
    expect(isDateInSeason('2026-08-30', summer, today)).toBe(true);
    expect(isDateInSeason('2026-08-31', summer, today)).toBe(false);
  });

  it('accepts the window of the current year and of either of the next two years, not the third', () => {
    expect(isDateInSeason('2027-07-01', summer, today)).toBe(true);
    expect(isDateInSeason('2028-07-01', summer, today)).toBe(true);
    expect(isDateInSeason('2029-07-01', summer, today)).toBe(false);
    expect(isDateInSeason('2025-07-01', summer, today)).toBe(false);
  });

  it('reads the current year from today, not from the date', () => {
    expect(isDateInSeason('2029-07-01', summer, '2027-01-01')).toBe(true);
  });

  it('follows a winter season across New Year', () => {
    expect(isDateInSeason('2026-11-01', winter, today)).toBe(false);
    expect(isDateInSeason('2026-11-02', winter, today)).toBe(true);
    expect(isDateInSeason('2026-12-31', winter, today)).toBe(true);
    expect(isDateInSeason('2027-01-01', winter, today)).toBe(true);
    expect(isDateInSeason('2027-03-30', winter, today)).toBe(true);
    expect(isDateInSeason('2027-03-31', winter, today)).toBe(false);
    expect(isDateInSeason('2027-06-15', winter, today)).toBe(false);
  });

  it('counts January of this year in the winter season that began last November', () => {
    expect(isDateInSeason('2026-01-15', winter, '2026-01-10')).toBe(true);
    expect(isDateInSeason('2029-01-15', winter, '2026-01-10')).toBe(true);
    expect(isDateInSeason('2030-01-15', winter, '2026-01-10')).toBe(false);
  });

  it('handles a leap-year February inside a winter season', () => {
    expect(isDateInSeason('2028-02-29', winter, today)).toBe(true);
  });

  it('counts a missing date or season as valid', () => {
    expect(isDateInSeason(undefined, summer, today)).toBe(true);
    expect(isDateInSeason('', summer, today)).toBe(true);
    expect(isDateInSeason('2026-01-01', undefined, today)).toBe(true);
  });

  it('never puts an invalid date in season', () => {
    expect(isDateInSeason('2026-06-31', summer, today)).toBe(false);
  });

  it('throws a RangeError for an invalid today', () => {
    expect(() => isDateInSeason('2026-07-01', summer, '2026-13-01')).toThrow(RangeError);
  });

  it('never throws for any date string', () => {
    fc.assert(fc.property(fc.string(), (date) => typeof isDateInSeason(date, winter, today) === 'boolean'));
  });
});

describe('isRangeInSeason (spec §5: both dates in the window of the same year)', () => {
  it('accepts a range strictly inside one window', () => {
    expect(isRangeInSeason('2026-06-02', '2026-08-30', summer, today)).toBe(true);
  });

  it('rejects a range touching the start or end day', () => {
    expect(isRangeInSeason('2026-06-01', '2026-06-10', summer, today)).toBe(false);
    expect(isRangeInSeason('2026-06-10', '2026-08-31', summer, today)).toBe(false);
  });

  it('rejects a range whose dates lie in windows of different years', () => {
    expect(isRangeInSeason('2026-07-01', '2027-07-01', summer, today)).toBe(false);
  });

  it('accepts a winter range across New Year and a range two years ahead', () => {
    expect(isRangeInSeason('2026-12-20', '2027-01-05', winter, today)).toBe(true);
    expect(isRangeInSeason('2028-12-20', '2029-01-05', winter, today)).toBe(true);
    expect(isRangeInSeason('2029-12-20', '2030-01-05', winter, today)).toBe(false);
  });

  it('rejects a range leaving the season', () => {
    expect(isRangeInSeason('2027-03-20', '2027-04-05', winter, today)).toBe(false);
  });

  it('counts missing dates or season as valid', () => {
    expect(isRangeInSeason(undefined, '2026-07-01', summer, today)).toBe(true);
    expect(isRangeInSeason('2026-07-01', undefined, summer, today)).toBe(true);
    expect(isRangeInSeason('2026-01-01', '2026-01-02', undefined, today)).toBe(true);
  });

  it('agrees with isDateInSeason for a one-day range', () => {
    const dates = fc
      .date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(dates, (date) => isRangeInSeason(date, date, winter, today) === isDateInSeason(date, winter, today)),
    );
  });
});
