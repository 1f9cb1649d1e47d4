import { minimumAge, timeSlotStepMinutes } from '../config/constants';
import { daysInMonth, isoDateOf, isValidDateString, parseTime, utcDayOf } from './date-strings';

export { daysInMonth, isLeapYear, isValidDateString, parseTime, utcDayOf } from './date-strings';

/**
 * Calendar dates are 'YYYY-MM-DD' strings read as days in Iceland (spec §9: Atlantic/Reykjavik,
 * UTC all year). Times of day are 'HH:mm' strings. The clock is always an argument. Written with UTC
 * dates, without luxon (src/domain/business-date-time.ts has luxon's DateTime for the lease terms), so
 * the booking pages' first script needs no date library (docs/decisions/020).
 */

const minutesPerDay = 24 * 60;

/** The calendar date in Iceland at the instant `now`, as 'YYYY-MM-DD'; throws a RangeError for an invalid Date. */
export function businessToday(now: Date): string {
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) throw new RangeError('Invalid clock value');
  // Reykjavik is UTC all year (no summer time since 1968).
  return isoDateOf(now);
}

/** The date and time in Iceland at the instant `now`, as 'YYYY-MM-DDTHH:mm:ss'; throws a RangeError for an invalid Date. */
export function businessDateTime(now: Date): string {
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) throw new RangeError('Invalid clock value');
  return now.toISOString().slice(0, 19);
}

/** The date `days` calendar days after `date` (negative goes back); throws a RangeError for an invalid date. */
export function addDays(date: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`Days must be an integer, got ${days}`);
  const day = utcDayOf(date);
  day.setUTCDate(day.getUTCDate() + days);
  return isoDateOf(day);
}

/** Whether `date` is earlier than today at midnight, "today" being the calendar day in Iceland at `now`. */
export function isPastDate(date: string, now: Date): boolean {
  // spec §5 Dates: in the past if earlier than today at midnight. Valid ISO dates compare as strings.
  const today = businessToday(now);
  return isValidDateString(date) && date < today;
}

/**
 * Whether someone born on `birthDate` is at least `minAge` on `reference`: the birth date is on or before
 * `reference` minus `minAge` years (spec §5). Feb 29 minus whole years is clamped to Feb 28 (as luxon
 * does), so on a Feb 29 reference the cut-off is Feb 28; someone born on Feb 29 comes of age on Mar 1 in common years.
 * Invalid dates are never old enough.
 */
export function isOldEnough(birthDate: string, reference: string, minAge: number = minimumAge): boolean {
  if (!isValidDateString(birthDate) || !isValidDateString(reference)) return false;
  const year = Number(reference.slice(0, 4)) - minAge;
  const month = Number(reference.slice(5, 7));
  const day = Math.min(Number(reference.slice(8, 10)), daysInMonth(year, month));
  const latestBirthDate = `${String(year).padStart(4, '0')}-${reference.slice(5, 7)}-${String(day).padStart(2, '0')}`;
  return birthDate <= latestBirthDate;
}

/** The 'HH:mm' time of `minutes` after midnight (0 to 1439). */
export function formatTime(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= minutesPerDay) {
    throw new RangeError(`Minutes must be an integer from 0 to 1439, got ${minutes}`);
  }
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * Every `stepMinutes` from `from` while not later than `to`, as 'HH:mm', both ends included when they land
 * on a step (spec §5: 30-minute steps, inclusive). So '00:00'..'23:59' gives 48 slots, '00:00' to '23:30'.
 * Returns [] when a time is not a valid 'HH:mm' or `from` is after `to`; throws a RangeError for a step
 * that is not a positive integer.
 */
export function timeSlots(from: string, to: string, stepMinutes: number = timeSlotStepMinutes): string[] {
  if (!Number.isInteger(stepMinutes) || stepMinutes <= 0) {
    throw new RangeError(`Step must be a positive integer of minutes, got ${stepMinutes}`);
  }
  const key = `${from}|${to}|${stepMinutes}`;
  let slots = knownTimeSlots.get(key);
  if (!slots) {
    const start = parseTime(from);
    const end = parseTime(to);
    slots = [];
    if (start !== null && end !== null) {
      for (let minutes = start; minutes <= end; minutes += stepMinutes) slots.push(formatTime(minutes));
    }
    // Opening hours are few: the bound only guards against a caller passing endless distinct times.
    if (knownTimeSlots.size >= 512) knownTimeSlots.clear();
    knownTimeSlots.set(key, slots);
  }
  // A copy: the caller may change its list, never the one kept.
  return [...slots];
}

/** The slots of each from/to/step already listed: a search lists the same hours for every class and day. */
const knownTimeSlots = new Map<string, string[]>();

/** The first date a calendar lets the visitor choose: `today` plus `offsetDays` (spec §5: earlier dates are disabled). */
export function firstSelectableDate(today: string, offsetDays: number): string {
  return addDays(today, offsetDays);
}

/** Whether a calendar disables `date`: it is before `today` plus `offsetDays`, or not a valid date (spec §5). */
export function isDateDisabled(date: string, today: string, offsetDays: number): boolean {
  return !isValidDateString(date) || date < firstSelectableDate(today, offsetDays);
}
