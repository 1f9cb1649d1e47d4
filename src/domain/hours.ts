import { nextAvailableReturnDateSearchDays } from '../config/constants';
import { addDays, parseTime, timeSlots, utcDayOf } from './dates';
import { isDateInSeason, seasonKey, type Season } from './season';

/** Opening hours of one day (spec §3 Operating hours). A day without from/to and not 24 hours is closed. */
export type DayHours = { is24Hours?: boolean; from?: string; to?: string };

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

export type OperatingHours = {
  isSameHoursAllDays: boolean;
  allDaysHours?: DayHours;
  dailyHours?: Partial<Record<Weekday, DayHours | null>>;
};

/** A date with its own hours (spec §3 specialOperatingHours): a holiday or a closure. */
export type SpecialDay = { date: string; open: boolean; from?: string; to?: string; selfServiceAvailable?: boolean };

/** A pickup and return location as the search uses it (spec §3 Location). */
export type Location = {
  operatingHoursHighSeason: OperatingHours;
  operatingHoursLowSeason: OperatingHours;
  returnAnytime?: boolean;
  selfService?: boolean;
  selfServiceHours?: { from: string; to: string };
  specialOperatingHours?: SpecialDay[];
  /** The place's icon in the search bar's place lists (spec §3 Location `icon`). */
  icon?: string;
};

/** Tenant settings the hours depend on: the high season and whether the tenant offers self-service. */
export type HoursOptions = { highSeason?: Season; selfServiceEnabled: boolean };

/** A pickup time as offered in the time list; `selfService` ones are labelled Self Service (spec §5). */
export type PickupTime = { time: string; selfService: boolean };

/** Opening and closing time of a day, both 'HH:mm'. */
export type OpenHours = { from: string; to: string };

// spec §5 Search: days marked 24 hours, and returns with returnAnytime, are 00:00 to 23:59.
const wholeDay: OpenHours = { from: '00:00', to: '23:59' };

const weekdaysFromMonday: readonly Weekday[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];

/** The weekday of a calendar date in Iceland; throws a RangeError for an invalid date. */
export function weekdayOf(date: string): Weekday {
  // getUTCDay counts from Sunday (0); the list starts on Monday.
  const weekday = weekdaysFromMonday[(utcDayOf(date).getUTCDay() + 6) % 7];
  if (weekday === undefined) throw new RangeError(`No weekday for ${date}`);
  return weekday;
}

/** The special day entry for `date`, if any (the first one when the content lists a date twice). */
export function specialDayOf(location: Location, date: string): SpecialDay | undefined {
  return location.specialOperatingHours?.find((special) => special.date === date);
}

/**
 * Whether `date` uses high-season hours: it is in `highSeason` (spec §5, strictly between start and end,
 * checked from the date's own year). With no high season configured every date uses low-season hours.
 */
export function isHighSeasonDate(date: string, highSeason: Season | undefined): boolean {
  if (highSeason === undefined) return false;
  const key = `${date}|${seasonKey(highSeason)}`;
  let known = knownHighSeasonDates.get(key);
  if (known === undefined) {
    known = isDateInSeason(date, highSeason, date);
    // A bound on what is kept: a year or two of dates of a season or two.
    if (knownHighSeasonDates.size >= 4096) knownHighSeasonDates.clear();
    knownHighSeasonDates.set(key, known);
  }
  return known;
}

/** Whether each date asked about is in a season: a search prices every class day by day, and hours follow the season. */
const knownHighSeasonDates = new Map<string, boolean>();

function openHoursOf(day: DayHours | null | undefined): OpenHours | null {
  if (!day) return null;
  if (day.is24Hours) return wholeDay;
  if (!day.from || !day.to) return null;
  return { from: day.from, to: day.to };
}

/**
 * The regular hours of the date's weekday in the season's schedule, ignoring special days; null when the
 * weekday has no hours (a null or missing entry, or one without from/to that is not 24 hours).
 */
export function weekdayHours(location: Location, date: string, options: HoursOptions): OpenHours | null {
  const schedule = isHighSeasonDate(date, options.highSeason)
    ? location.operatingHoursHighSeason
    : location.operatingHoursLowSeason;
  if (schedule.isSameHoursAllDays) return openHoursOf(schedule.allDaysHours);
  return openHoursOf(schedule.dailyHours?.[weekdayOf(date)]);
}

/**
 * The normal opening hours of the location on `date`: a closed special day has none; an open special day
 * with its own from/to uses them; otherwise the weekday's hours of the season (see `weekdayHours`).
 */
export function openingHours(location: Location, date: string, options: HoursOptions): OpenHours | null {
  const special = specialDayOf(location, date);
  if (special && !special.open) return null;
  if (special?.from && special.to) return { from: special.from, to: special.to };
  return weekdayHours(location, date, options);
}

/** Whether the tenant and the location both offer self-service and the location has self-service hours. */
export function isSelfServiceOffered(location: Location, options: HoursOptions): boolean {
  // spec §5 Search: self-service when enabled for the tenant and the location.
  return options.selfServiceEnabled && location.selfService === true && location.selfServiceHours !== undefined;
}

/** Whether a time lies outside the hours (from and to in minutes, null when there are none or they are not times). */
function isOutsideHours(time: string, from: number | null, to: number | null): boolean {
  const minutes = parseTime(time);
  if (minutes === null || from === null || to === null) return true;
  return minutes < from || minutes > to;
}

function selfServiceSlots(location: Location, normalHours: OpenHours | null): PickupTime[] {
  const hours = location.selfServiceHours;
  if (!hours) return [];
  const from = normalHours && parseTime(normalHours.from);
  const to = normalHours && parseTime(normalHours.to);
  return timeSlots(hours.from, hours.to)
    .filter((time) => isOutsideHours(time, from, to))
    .map((time) => ({ time, selfService: true }));
}

/**
 * The pickup times of `date`, sorted, without duplicates (spec §5): 30-minute slots of the normal hours,
 * plus self-service slots outside the normal hours but within selfServiceHours when the tenant and the
 * location offer self-service. A closed special day offers only self-service slots, and only when it is
 * marked selfServiceAvailable. A weekday without hours offers nothing, since that date is unavailable
 * (spec §5 lists no self-service exception for it).
 */
export function pickupTimes(location: Location, date: string, options: HoursOptions): PickupTime[] {
  const key = `${date}|${options.selfServiceEnabled}|${options.highSeason ? seasonKey(options.highSeason) : ''}`;
  let known = knownPickupTimes.get(location);
  if (!known || known.size >= 1024) knownPickupTimes.set(location, (known = new Map()));
  let times = known.get(key);
  if (!times) {
    times = listPickupTimes(location, date, options);
    known.set(key, times);
  }
  // Copies: the caller may change its list and its slots, never the ones kept.
  return times.map((slot) => ({ ...slot }));
}

/**
 * The pickup times already listed for each place (kept with the place object, so a place the content
 * changes is listed anew), by date and options: a search checks the same place and day again and again.
 */
const knownPickupTimes = new WeakMap<Location, Map<string, PickupTime[]>>();

function listPickupTimes(location: Location, date: string, options: HoursOptions): PickupTime[] {
  const special = specialDayOf(location, date);
  const selfServiceOffered = isSelfServiceOffered(location, options);
  if (special && !special.open) {
    return special.selfServiceAvailable === true && selfServiceOffered ? selfServiceSlots(location, null) : [];
  }
  const hours = openingHours(location, date, options);
  if (hours === null) return [];
  const normal: PickupTime[] = timeSlots(hours.from, hours.to).map((time) => ({ time, selfService: false }));
  const extra = selfServiceOffered ? selfServiceSlots(location, hours) : [];
  const byTime = new Map<string, PickupTime>();
  for (const slot of [...normal, ...extra]) if (!byTime.has(slot.time)) byTime.set(slot.time, slot);
  return [...byTime.values()].sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
}

/** The return times of `date`: 00:00 to 23:59 in 30-minute steps with returnAnytime, else the normal slots (spec §5). */
export function returnTimes(location: Location, date: string, options: HoursOptions): string[] {
  if (location.returnAnytime === true) return timeSlots(wholeDay.from, wholeDay.to);
  const hours = openingHours(location, date, options);
  return hours === null ? [] : timeSlots(hours.from, hours.to);
}

/**
 * Whether the calendar disables `date` for pickup (spec §5): the special day is closed and self-service is
 * not both available that day and enabled (tenant and location); or the weekday has no hours (an open
 * special day with its own hours overrides the weekday); or there are no time slots.
 */
export function isPickupDateUnavailable(location: Location, date: string, options: HoursOptions): boolean {
  const special = specialDayOf(location, date);
  if (special && !special.open) {
    const selfServiceThatDay = special.selfServiceAvailable === true && isSelfServiceOffered(location, options);
    if (!selfServiceThatDay) return true;
  } else if (openingHours(location, date, options) === null) {
    return true;
  }
  return pickupTimes(location, date, options).length === 0;
}

/**
 * Whether the calendar disables `date` for return (spec §5): the special day is closed or the weekday has
 * no hours, and the location does not take returns at any time (returnAnytime).
 */
export function isReturnDateUnavailable(location: Location, date: string, options: HoursOptions): boolean {
  if (location.returnAnytime === true) return false;
  return openingHours(location, date, options) === null;
}

/**
 * The first date from `from` itself onwards, at most 730 days ahead (spec §5), on which a return is
 * possible; null when there is none.
 */
export function nextAvailableReturnDate(location: Location, from: string, options: HoursOptions): string | null {
  for (let offset = 0; offset <= nextAvailableReturnDateSearchDays; offset += 1) {
    const date = addDays(from, offset);
    if (!isReturnDateUnavailable(location, date, options)) return date;
  }
  return null;
}

/**
 * Whether a pickup at `time` on `date` is self-service only (spec §5): the time lies outside the day's
 * normal hours, or the day has none (a closed special day offering self-service).
 */
export function isSelfServiceOnly(location: Location, date: string, time: string, options: HoursOptions): boolean {
  const hours = openingHours(location, date, options);
  return isOutsideHours(time, hours && parseTime(hours.from), hours && parseTime(hours.to));
}
