/**
 * Calendar date strings ('YYYY-MM-DD') and times ('HH:mm') read without luxon: what every page's first script needs
 * (the coupon and search kept from the address) without the date library (src/domain/dates.ts has the rest).
 */

const dateStringPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Whether `year` is a Gregorian leap year. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The number of days in `month` (1-12) of `year`, Gregorian calendar. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Whether `s` is 'YYYY-MM-DD' with year >= 1900, month 1-12 and a day that exists in that month. Never throws. */
export function isValidDateString(s: string): boolean {
  return dateParts(s) !== null;
}

/** The year, month (1-12) and day of a valid date string (see isValidDateString), or null. */
function dateParts(s: string): [year: number, month: number, day: number] | null {
  // spec §5 Dates: year >= 1900, month 1-12, day 1-31 not exceeding the month length
  if (typeof s !== 'string') return null;
  const match = dateStringPattern.exec(s);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return year >= 1900 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
    ? [year, month, day]
    : null;
}

/** Minutes after midnight of an 'HH:mm' time, or null when it is not a valid 24-hour time. */
export function parseTime(time: string): number | null {
  if (typeof time !== 'string') return null;
  const match = timePattern.exec(time);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** 'YYYY-MM-DD' of a UTC day (years 0-9999 written with four digits). */
export function isoDateOf(day: Date): string {
  const year = String(day.getUTCFullYear()).padStart(4, '0');
  const month = String(day.getUTCMonth() + 1).padStart(2, '0');
  return `${year}-${month}-${String(day.getUTCDate()).padStart(2, '0')}`;
}

/**
 * The day `date` ('YYYY-MM-DD') at midnight UTC, which is midnight in Iceland (Atlantic/Reykjavik keeps UTC
 * all year, without summer time); throws a RangeError if it is not a valid date string.
 */
export function utcDayOf(date: string): Date {
  const parts = dateParts(date);
  if (!parts) throw new RangeError(`Invalid date string: ${JSON.stringify(date)}`);
  // From the parts already read: parsing the string again costs more than the check (a search prices
  // every class day by day). Years from 1900 on, so Date.UTC's reading of 0-99 as 1900-1999 never applies.
  const [year, month, day] = parts;
  return new Date(Date.UTC(year, month - 1, day));
}
