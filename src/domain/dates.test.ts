import fc from 'fast-check';
import {
  addDays,
  businessToday,
  daysInMonth,
  firstSelectableDate,
  formatTime,
  isDateDisabled,
  isOldEnough,
  isPastDate,
  isValidDateString,
  parseTime,
  timeSlots,
} from './dates';

describe('isValidDateString (spec §5 Dates)', () => {
  it.each(['2024-02-29', '2000-02-29', '1900-01-01', '2026-01-31', '2026-04-30', '2026-12-31', '9999-12-31'])(
    'accepts %s',
    (date) => expect(isValidDateString(date)).toBe(true),
  );

  it.each([
    ['2023-02-29', 'Feb 29 in a common year'],
    ['1900-02-29', '1900 is not a leap year (divisible by 100)'],
    ['2024-02-30', 'Feb 30'],
    ['2026-04-31', '31 days in a 30-day month'],
    ['1899-12-31', 'year before 1900'],
    ['2026-13-01', 'month 13'],
    ['2026-00-10', 'month 0'],
    ['2026-01-00', 'day 0'],
    ['2026-01-32', 'day 32'],
    ['2026-1-01', 'one-digit month'],
    ['26-01-01', 'two-digit year'],
    ['2026-01-01T00:00', 'a date-time'],
    [' 2026-01-01', 'leading space'],
    ['2026/01/01', 'slashes'],
    ['', 'empty string'],
  ])('rejects %s (%s)', (date) => expect(isValidDateString(date)).toBe(false));

  it('never throws, whatever the string', () => {
    fc.assert(fc.property(fc.string(), (s) => typeof isValidDateString(s) === 'boolean'));
  });

  it('accepts exactly the dates a calendar has', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }),
        (d) => isValidDateString(d.toISOString().slice(0, 10)),
      ),
    );
  });
});

describe('daysInMonth', () => {
  it('knows month lengths and leap years', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2023, m))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
  });
});

describe('businessToday: the calendar day in Iceland', () => {
  it('is already tomorrow for a visitor in New York late in the evening', () => {
    expect(businessToday(new Date('2026-11-22T23:30:00-05:00'))).toBe('2026-11-23');
  });

  it('is still yesterday for a visitor in Shanghai early in the morning', () => {
    expect(businessToday(new Date('2026-11-23T07:00:00+08:00'))).toBe('2026-11-22');
  });

  it('has no daylight saving time: midsummer midnight UTC is midnight in Iceland', () => {
    expect(businessToday(new Date('2026-07-01T00:00:00Z'))).toBe('2026-07-01');
    expect(businessToday(new Date('2026-06-30T23:59:59Z'))).toBe('2026-06-30');
  });

  it('throws a RangeError for an invalid clock value', () => {
    expect(() => businessToday(new Date('nonsense'))).toThrow(RangeError);
  });
});

describe('isPastDate (spec §5: earlier than today at midnight, in Iceland)', () => {
  const now = new Date('2026-05-10T15:00:00Z');

  it('is true for yesterday and false for today and tomorrow', () => {
    expect(isPastDate('2026-05-09', now)).toBe(true);
    expect(isPastDate('2026-05-10', now)).toBe(false);
    expect(isPastDate('2026-05-11', now)).toBe(false);
  });

  it('counts today as not past even one second before midnight', () => {
    expect(isPastDate('2026-05-10', new Date('2026-05-10T23:59:59Z'))).toBe(false);
    expect(isPastDate('2026-05-10', new Date('2026-05-11T00:00:00Z'))).toBe(true);
  });

  it('uses the Iceland day, not the visitor’s: 23:30 in New York on the 22nd is the 23rd in Reykjavik', () => {
    const newYorkEvening = new Date('2026-11-22T23:30:00-05:00');
    expect(isPastDate('2026-11-22', newYorkEvening)).toBe(true);
    expect(isPastDate('2026-11-23', newYorkEvening)).toBe(false);
  });

  it('compares across month and year ends', () => {
    expect(isPastDate('2025-12-31', new Date('2026-01-01T00:00:00Z'))).toBe(true);
    expect(isPastDate('2024-02-29', new Date('2024-03-01T00:00:00Z'))).toBe(true);
  });

  it('never calls an invalid date past', () => {
    expect(isPastDate('2023-02-29', now)).toBe(false);
    expect(isPastDate('', now)).toBe(false);
  });
});

describe('isOldEnough (spec §5: on or before the reference date minus 18 years)', () => {
  it('is true on the 18th birthday and false the day before', () => {
    expect(isOldEnough('2008-05-10', '2026-05-10')).toBe(true);
    expect(isOldEnough('2008-05-11', '2026-05-10')).toBe(false);
    expect(isOldEnough('1970-01-01', '2026-05-10')).toBe(true);
  });

  it('makes someone born on Feb 29 of age on Mar 1 of a common year (luxon clamps Feb 29 to Feb 28)', () => {
    expect(isOldEnough('2008-02-29', '2026-02-28')).toBe(false);
    expect(isOldEnough('2008-02-29', '2026-03-01')).toBe(true);
  });

  it('on a Feb 29 reference, the cut-off is Feb 28 eighteen years earlier', () => {
    expect(isOldEnough('2006-02-28', '2024-02-29')).toBe(true);
    expect(isOldEnough('2006-03-01', '2024-02-29')).toBe(false);
  });

  it('takes another minimum age', () => {
    expect(isOldEnough('2001-05-10', '2026-05-10', 25)).toBe(true);
    expect(isOldEnough('2001-05-11', '2026-05-10', 25)).toBe(false);
  });

  it('is false for invalid dates and birth dates in the future', () => {
    expect(isOldEnough('2023-02-29', '2026-05-10')).toBe(false);
    expect(isOldEnough('1990-01-01', 'today')).toBe(false);
    expect(isOldEnough('2030-01-01', '2026-05-10')).toBe(false);
  });
});

describe('timeSlots (spec §5: 30-minute steps, both ends included)', () => {
  it('includes both ends when they land on a step', () => {
    expect(timeSlots('08:00', '10:00')).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00']);
  });

  it('gives 48 slots, 00:00 to 23:30, for a whole day ending 23:59', () => {
    const slots = timeSlots('00:00', '23:59');
    expect(slots).toHaveLength(48);
    expect(slots[0]).toBe('00:00');
    expect(slots[47]).toBe('23:30');
  });

  it('stops at the last step not after the end', () => {
    expect(timeSlots('08:15', '09:30')).toEqual(['08:15', '08:45', '09:15']);
  });

  it('gives one slot when from equals to, and none when from is after to', () => {
    expect(timeSlots('12:00', '12:00')).toEqual(['12:00']);
    expect(timeSlots('13:00', '12:00')).toEqual([]);
  });

  it('takes another step', () => {
    expect(timeSlots('08:00', '09:00', 15)).toEqual(['08:00', '08:15', '08:30', '08:45', '09:00']);
  });

  it('gives no slots for times that are not HH:mm', () => {
    expect(timeSlots('8:00', '10:00')).toEqual([]);
    expect(timeSlots('08:00', '24:00')).toEqual([]);
    expect(timeSlots('08:60', '10:00')).toEqual([]);
    expect(timeSlots('', '')).toEqual([]);
  });

  it('throws a RangeError for a step that is not a positive integer', () => {
    expect(() => timeSlots('08:00', '10:00', 0)).toThrow(RangeError);
    expect(() => timeSlots('08:00', '10:00', -30)).toThrow(RangeError);
    expect(() => timeSlots('08:00', '10:00', 7.5)).toThrow(RangeError);
  });

  const time = fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => formatTime(h * 60 + m));

  it('is always sorted, stepped and within bounds', () => {
    fc.assert(
      fc.property(time, time, fc.integer({ min: 1, max: 240 }), (from, to, step) => {
        const slots = timeSlots(from, to, step);
        const minutes = slots.map((slot) => parseTime(slot) as number);
        const start = parseTime(from) as number;
        const end = parseTime(to) as number;
        if (start > end) return slots.length === 0;
        return (
          slots[0] === from &&
          minutes.every((m, i) => m >= start && m <= end && (i === 0 || m - (minutes[i - 1] as number) === step)) &&
          end - (minutes[minutes.length - 1] as number) < step
        );
      }),
    );
  });

  it('never throws on any strings', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (from, to) => Array.isArray(timeSlots(from, to))));
  });
});

describe('parseTime and formatTime', () => {
  it('round-trip every minute of the day', () => {
    const everyMinute = Array.from({ length: 24 * 60 }, (_, minutes) => minutes);
    expect(everyMinute.map((minutes) => parseTime(formatTime(minutes)))).toEqual(everyMinute);
  });

  it('formatTime refuses minutes outside the day', () => {
    expect(() => formatTime(1440)).toThrow(RangeError);
    expect(() => formatTime(-1)).toThrow(RangeError);
  });
});

describe('firstSelectableDate and isDateDisabled (spec §5: dates before today plus an offset are disabled)', () => {
  it('adds the offset in calendar days across month, year and leap-day ends', () => {
    expect(firstSelectableDate('2026-05-10', 0)).toBe('2026-05-10');
    expect(firstSelectableDate('2026-05-10', 2)).toBe('2026-05-12');
    expect(firstSelectableDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(firstSelectableDate('2024-02-28', 1)).toBe('2024-02-29');
    expect(firstSelectableDate('2023-02-28', 1)).toBe('2023-03-01');
  });

  it('disables the days before the first selectable date only', () => {
    expect(isDateDisabled('2026-05-11', '2026-05-10', 2)).toBe(true);
    expect(isDateDisabled('2026-05-12', '2026-05-10', 2)).toBe(false);
    expect(isDateDisabled('2026-05-13', '2026-05-10', 2)).toBe(false);
  });

  it('disables invalid dates', () => {
    expect(isDateDisabled('2026-02-30', '2026-01-01', 0)).toBe(true);
  });

  it('throws a RangeError for an invalid today', () => {
    expect(() => firstSelectableDate('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2026-01-01', 0.5)).toThrow(RangeError);
  });
});
