import { DateTime } from 'luxon';
import { monthGrid } from './calendar';
import { addDays, businessToday, isOldEnough } from './dates';
import { weekdayOf } from './hours';
import { localDateTimeToInstant } from './pricing';

/**
 * The day rules are written with UTC dates so the booking pages' first script needs no luxon
 * (docs/decisions/020): here they give luxon's answers in Atlantic/Reykjavik, day by day.
 */
const zone = 'Atlantic/Reykjavik';
const luxonDay = (date: string) => DateTime.fromISO(date, { zone }) as DateTime<true>;

/** Every `step`-th day from `from` to `to`, as 'YYYY-MM-DD'. */
function days(from: string, to: string, step = 1): string[] {
  const all: string[] = [];
  for (let day = luxonDay(from); day.toISODate() <= to; day = day.plus({ days: step })) all.push(day.toISODate());
  return all;
}

describe('the day rules without luxon', () => {
  const everyDay = days('2023-01-01', '2032-12-31');

  it('adds and takes days as luxon does, across months, leap days and years', () => {
    for (const date of everyDay) {
      for (const step of [-400, -31, -1, 1, 29, 365]) {
        expect(`${date} ${step} ${addDays(date, step)}`).toBe(
          `${date} ${step} ${luxonDay(date).plus({ days: step }).toISODate()}`,
        );
      }
    }
  });

  it('names the weekday of a day as luxon does', () => {
    for (const date of everyDay) {
      expect(`${date} ${weekdayOf(date)}`).toBe(`${date} ${luxonDay(date).setLocale('en').weekdayLong?.toLowerCase()}`);
    }
  });

  it('puts the first of a month under the same weekday as luxon, from year 1 to 9999', () => {
    for (let year = 1; year <= 9999; year += 97) {
      for (let month = 1; month <= 12; month += 1) {
        const padding = monthGrid(year, month, 0).indexOf(
          `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`,
        );
        expect(`${year}-${month} ${padding}`).toBe(`${year}-${month} ${DateTime.utc(year, month, 1).weekday % 7}`);
      }
    }
  });

  it("takes the day in Iceland from the clock as luxon does, at each day's first and last second", () => {
    for (const date of days('2024-01-01', '2027-12-31', 3)) {
      for (const time of ['T00:00:00Z', 'T23:59:59Z', 'T12:00:00-09:00', 'T06:00:00+13:00']) {
        const now = new Date(`${date}${time}`);
        expect(businessToday(now)).toBe(DateTime.fromJSDate(now, { zone }).toISODate());
      }
    }
  });

  it('puts the age cut-off where luxon does, Feb 29 included', () => {
    for (const reference of days('2023-01-01', '2029-12-31')) {
      const cutOff = luxonDay(reference).minus({ years: 18 }).toISODate() as string;
      expect(`${reference} ${isOldEnough(cutOff, reference, 18)}`).toBe(`${reference} true`);
      const dayAfter = luxonDay(cutOff).plus({ days: 1 }).toISODate() as string;
      expect(`${reference} ${isOldEnough(dayAfter, reference, 18)}`).toBe(`${reference} false`);
    }
  });

  it('reads an Iceland local date and time as the instant luxon gives in Atlantic/Reykjavik', () => {
    for (const date of days('2023-01-01', '2032-12-31', 3)) {
      for (const time of ['00:00', '02:30', '10:00', '23:59']) {
        const local = `${date}T${time}`;
        expect(`${local} ${localDateTimeToInstant(local).toISOString()}`).toBe(
          `${local} ${DateTime.fromISO(local, { zone }).toUTC().toISO()}`,
        );
      }
    }
  });
});
