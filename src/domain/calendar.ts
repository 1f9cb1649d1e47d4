import { calendarFirstWeekday, calendarFixedWeeksCells, calendarYearMax, calendarYearMin } from '../config/constants';
import { daysInMonth, isValidDateString } from './dates';

/** The dates chosen in the search calendar, 'YYYY-MM-DD'. */
export type DateRange = { pickup?: string; return?: string };

/**
 * The range after a click on `clicked` (spec §4 Calendar selection): the first click sets the pickup; a
 * later click on or after the pickup sets the return (a click on the pickup day itself means a same-day
 * rental); a click before the pickup replaces the pickup; a click when both are set starts over with a new
 * pickup and no return. Throws a RangeError when `clicked` is not a valid date.
 */
export function selectCalendarDate(range: DateRange, clicked: string): DateRange {
  if (!isValidDateString(clicked)) throw new RangeError(`Invalid date string: ${JSON.stringify(clicked)}`);
  const { pickup } = range;
  if (!pickup || range.return) return { pickup: clicked };
  if (clicked < pickup) return { pickup: clicked };
  return { pickup, return: clicked };
}

/** The sections of the search panel (spec §2 Booking search bar). */
export const searchPanelSection = {
  closed: 0,
  datePicker: 1,
  pickupLocation: 2,
  pickupTime: 3,
  returnLocation: 4,
  returnTime: 5,
} as const;

export type SearchPanelSection = (typeof searchPanelSection)[keyof typeof searchPanelSection];

function isSection(value: number): value is SearchPanelSection {
  return Number.isInteger(value) && value >= searchPanelSection.closed && value <= searchPanelSection.returnTime;
}

/**
 * The open section after choosing `chosen` while `open` is open (spec §2): choosing the open section
 * closes the panel (0), any other opens it. Throws a RangeError for a number that is not a section.
 */
export function toggleSection(open: number, chosen: number): number {
  if (!isSection(open) || !isSection(chosen)) throw new RangeError(`Not a search panel section: ${open}, ${chosen}`);
  return chosen === open ? searchPanelSection.closed : chosen;
}

/**
 * A month as a fixed grid of 6 weeks, 42 cells (spec §9): 'YYYY-MM-DD' for the month's days and null for
 * the padding before and after. `firstWeekday` is the weekday of the first column, 0 Sunday to 6 Saturday.
 * Throws a RangeError for a year outside 1-9999, a month outside 1-12 or a weekday outside 0-6.
 */
export function monthGrid(year: number, month: number, firstWeekday: number = calendarFirstWeekday): (string | null)[] {
  if (!Number.isInteger(year) || year < calendarYearMin || year > calendarYearMax) {
    throw new RangeError(`Year must be from ${calendarYearMin} to ${calendarYearMax}, got ${year}`);
  }
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`Invalid month ${month}`);
  if (!Number.isInteger(firstWeekday) || firstWeekday < 0 || firstWeekday > 6) {
    throw new RangeError(`First weekday must be from 0 (Sunday) to 6, got ${firstWeekday}`);
  }
  // 0 Sunday to 6 Saturday, proleptic Gregorian for early years (setUTCFullYear keeps years below 100).
  const first = new Date(0);
  first.setUTCFullYear(year, month - 1, 1);
  const weekdayOfFirst = first.getUTCDay();
  const padding = (weekdayOfFirst - firstWeekday + 7) % 7;
  const prefix = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-`;
  const cells: (string | null)[] = Array.from({ length: calendarFixedWeeksCells }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day += 1) {
    cells[padding + day - 1] = `${prefix}${String(day).padStart(2, '0')}`;
  }
  return cells;
}
