import { seasonYearsAhead } from '../config/constants';
import { daysInMonth, isValidDateString, utcDayOf } from './dates';

/** A yearly recurring window (spec §3 Season), e.g. high season 1 June to 31 August. */
export type Season = { start: { day: number; month: number }; end: { day: number; month: number } };

/** One concrete occurrence of a season: first and last day as 'YYYY-MM-DD'. */
export type SeasonWindow = { start: string; end: string };

function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function assertSeasonDay(point: { day: number; month: number }, name: string): void {
  const { day, month } = point;
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(day) || day < 1 || day > 31) {
    throw new RangeError(`Invalid season ${name}: day ${day}, month ${month}`);
  }
}

/** Whether the season's window runs past New Year: its end (month, day) comes before its start. */
export function isRollingSeason(season: Season): boolean {
  // spec §5 Season: rolls into the next year when the end month is earlier than the start month.
  // Same month with an earlier end day rolls too; otherwise that window would be empty.
  const { start, end } = season;
  return end.month < start.month || (end.month === start.month && end.day < start.day);
}

/**
 * The season's window starting in `year`. A day beyond the month's length (31 April, 29 February in a
 * common year) is clamped to the month's last day. Throws a RangeError for a month outside 1-12 or a day
 * outside 1-31.
 */
export function seasonWindow(season: Season, year: number): SeasonWindow {
  assertSeasonDay(season.start, 'start');
  assertSeasonDay(season.end, 'end');
  const endYear = isRollingSeason(season) ? year + 1 : year;
  const { start, end } = season;
  return {
    start: isoDate(year, start.month, Math.min(start.day, daysInMonth(year, start.month))),
    end: isoDate(endYear, end.month, Math.min(end.day, daysInMonth(endYear, end.month))),
  };
}

/**
 * The windows a date is checked against: those starting in the year of `today` and the two years after
 * (spec §5). For a season that rolls over New Year, the window that started the year before is included
 * too, so that January of the current year lies in the season that began last November.
 */
export function seasonWindows(season: Season, today: string): SeasonWindow[] {
  return [...windowsFrom(season, today)];
}

/** A season as a short text, for keeping what was worked out for it ('6.1-8.31'). */
export function seasonKey({ start, end }: Season): string {
  return `${start.month}.${start.day}-${end.month}.${end.day}`;
}

/** The windows of each season and year already worked out, never changed (a season has a few a year). */
const knownWindows = new Map<string, readonly SeasonWindow[]>();

/** `seasonWindows` without the copy, for this module's checks, which only read them. */
function windowsFrom(season: Season, today: string): readonly SeasonWindow[] {
  const currentYear = utcDayOf(today).getUTCFullYear();
  const key = `${seasonKey(season)}|${currentYear}`;
  const known = knownWindows.get(key);
  if (known) return known;
  const firstYear = isRollingSeason(season) ? currentYear - 1 : currentYear;
  const windows: SeasonWindow[] = [];
  for (let year = firstYear; year <= currentYear + seasonYearsAhead; year += 1) {
    windows.push(seasonWindow(season, year));
  }
  if (knownWindows.size >= 256) knownWindows.clear();
  knownWindows.set(key, windows);
  return windows;
}

/** Whether `date` lies strictly after the window's first day and strictly before its last day. */
export function isStrictlyInside(date: string, window: SeasonWindow): boolean {
  // spec §5 Season: strictly between start and end, so the start and end days themselves are outside.
  return window.start < date && date < window.end;
}

/**
 * Whether `date` is in the season (spec §5): strictly between start and end of one of the windows of
 * `seasonWindows`. A missing date or season (undefined or '') counts as valid; an invalid date string is
 * never in season. Throws a RangeError for an invalid `today` or a malformed season.
 */
export function isDateInSeason(date: string | undefined, season: Season | undefined, today: string): boolean {
  if (!date || !season) return true;
  const windows = windowsFrom(season, today);
  if (!isValidDateString(date)) return false;
  return windows.some((window) => isStrictlyInside(date, window));
}

/**
 * Whether a booking from `pickup` to `dropoff` lies in the season (spec §5): both dates strictly inside
 * the same window, for some window of `seasonWindows`. Missing dates or season count as valid.
 */
export function isRangeInSeason(
  pickup: string | undefined,
  dropoff: string | undefined,
  season: Season | undefined,
  today: string,
): boolean {
  if (!pickup || !dropoff || !season) return true;
  const windows = windowsFrom(season, today);
  if (!isValidDateString(pickup) || !isValidDateString(dropoff)) return false;
  return windows.some((window) => isStrictlyInside(pickup, window) && isStrictlyInside(dropoff, window));
}
