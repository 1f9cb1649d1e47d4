import { defaultPickupTime, defaultReturnTime } from '../config/constants';
import type { DateRange } from '../domain/calendar';
import { isDateDisabled } from '../domain/dates';
import {
  isPickupDateUnavailable,
  isReturnDateUnavailable,
  isSelfServiceOnly,
  pickupTimes,
  returnTimes,
  specialDayOf,
  type HoursOptions,
  type PickupTime,
} from '../domain/hours';
import type { BookingSearch, SearchLocation, SearchRules } from './search';

/**
 * The search bar's rules (spec §4 Search panel, §5 Search) over the booking search state: pure, with
 * today passed in as 'YYYY-MM-DD' (Iceland).
 */

export function hoursOptions(rules: SearchRules): HoursOptions {
  return { ...(rules.highSeason ? { highSeason: rules.highSeason } : {}), selfServiceEnabled: rules.selfService };
}

function placeAt(rules: SearchRules, index: number): SearchLocation | undefined {
  return index >= 0 ? rules.locations[index] : undefined;
}

export function pickupPlace(search: BookingSearch, rules: SearchRules): SearchLocation | undefined {
  return placeAt(rules, search.pickupLocationIndex);
}

export function returnPlace(search: BookingSearch, rules: SearchRules): SearchLocation | undefined {
  return placeAt(rules, search.returnLocationIndex);
}

/** A new search: the first pickup place, returned there, no dates, both times 12:00 (spec §9). */
export function emptySearch(rules: SearchRules): BookingSearch {
  const pickupIndex = rules.locations.findIndex((place) => place.pickup);
  const pickup = placeAt(rules, pickupIndex);
  const returnIndex = pickup?.return ? pickupIndex : rules.locations.findIndex((place) => place.return);
  const back = placeAt(rules, returnIndex);
  return {
    pickupLocationId: pickup?.id ?? null,
    pickupLocationIndex: pickupIndex,
    pickupLocationTitle: pickup?.title ?? '',
    returnLocationId: back?.id ?? null,
    returnLocationIndex: returnIndex,
    returnLocationTitle: back?.title ?? '',
    pickupDate: null,
    pickupTime: defaultPickupTime,
    returnDate: null,
    returnTime: defaultReturnTime,
    promoCode: '',
    selfServiceOnly: false,
    refreshCount: 0,
  };
}

/**
 * A kept search checked against today's places: the indexes and titles follow the ids (the places or
 * their language may have changed), and dates in the past are dropped.
 */
export function restoreSearch(saved: BookingSearch | null, rules: SearchRules, today: string): BookingSearch {
  const fresh = emptySearch(rules);
  if (!saved) return fresh;
  const pickupIndex = rules.locations.findIndex((place) => place.id === saved.pickupLocationId && place.pickup);
  const returnIndex = rules.locations.findIndex((place) => place.id === saved.returnLocationId && place.return);
  const pickup = placeAt(rules, pickupIndex);
  const back = placeAt(rules, returnIndex);
  const datesValid =
    saved.pickupDate !== null &&
    saved.pickupDate >= today &&
    (!saved.returnDate || saved.returnDate >= saved.pickupDate);
  return {
    ...saved,
    pickupLocationId: pickup?.id ?? fresh.pickupLocationId,
    pickupLocationIndex: pickup ? pickupIndex : fresh.pickupLocationIndex,
    pickupLocationTitle: pickup?.title ?? fresh.pickupLocationTitle,
    returnLocationId: back?.id ?? fresh.returnLocationId,
    returnLocationIndex: back ? returnIndex : fresh.returnLocationIndex,
    returnLocationTitle: back?.title ?? fresh.returnLocationTitle,
    pickupDate: datesValid ? saved.pickupDate : null,
    returnDate: datesValid ? saved.returnDate : null,
  };
}

export type DayPhase = 'pickup' | 'return';

/** Why a day cannot be chosen, for the calendar's label: before today plus the offset, or closed. */
export type DayStatus = 'available' | 'past' | 'closed' | 'noReturns';

/**
 * Whether `date` can be chosen as the pickup or the return in the calendar (spec §5): days before today
 * plus the offset are disabled; a pickup needs an open day with time slots at the pickup place; a return
 * needs a day the return place takes returns.
 */
export function dayStatus(
  date: string,
  phase: DayPhase,
  search: BookingSearch,
  rules: SearchRules,
  today: string,
): DayStatus {
  if (isDateDisabled(date, today, rules.offsetDays)) return 'past';
  const options = hoursOptions(rules);
  if (phase === 'pickup') {
    const place = pickupPlace(search, rules);
    return place && isPickupDateUnavailable(place.hours, date, options) ? 'closed' : 'available';
  }
  const place = returnPlace(search, rules);
  return place && isReturnDateUnavailable(place.hours, date, options) ? 'noReturns' : 'available';
}

/**
 * The phase a click on `date` has with the dates chosen so far (spec §4 Calendar selection): it sets the
 * pickup when there is none, when both are set, or when it is earlier than the pickup; otherwise the
 * return.
 */
export function phaseOfClick(range: DateRange, date: string): DayPhase {
  if (!range.pickup || range.return || date < range.pickup) return 'pickup';
  return 'return';
}

/** The pickup times of the chosen pickup day and place; self-service ones are flagged (spec §5). */
export function pickupTimeOptions(search: BookingSearch, rules: SearchRules): PickupTime[] {
  const place = pickupPlace(search, rules);
  if (!place || !search.pickupDate) return [];
  return pickupTimes(place.hours, search.pickupDate, hoursOptions(rules));
}

/** The return times of the chosen return day and place (spec §5: any time with returnAnytime). */
export function returnTimeOptions(search: BookingSearch, rules: SearchRules): string[] {
  const place = returnPlace(search, rules);
  if (!place || !search.returnDate) return [];
  return returnTimes(place.hours, search.returnDate, hoursOptions(rules));
}

/** The search with the self-service-only flag of its pickup time (spec §5). */
export function withSelfServiceFlag(search: BookingSearch, rules: SearchRules): BookingSearch {
  const place = pickupPlace(search, rules);
  const selfServiceOnly =
    place !== undefined && search.pickupDate !== null
      ? isSelfServiceOnly(place.hours, search.pickupDate, search.pickupTime, hoursOptions(rules))
      : false;
  return selfServiceOnly === search.selfServiceOnly ? search : { ...search, selfServiceOnly };
}

/** The pickup time kept when offered, else the first slot offered (spec §4). */
function fitPickupTime(search: BookingSearch, rules: SearchRules): BookingSearch {
  const times = pickupTimeOptions(search, rules);
  if (times.length === 0 || times.some((slot) => slot.time === search.pickupTime)) return search;
  return { ...search, pickupTime: times[0]?.time ?? search.pickupTime, refreshCount: search.refreshCount + 1 };
}

/** The return time kept when allowed, else 12:00 (spec §4), else the first time allowed. */
function fitReturnTime(search: BookingSearch, rules: SearchRules): BookingSearch {
  const times = returnTimeOptions(search, rules);
  if (times.length === 0 || times.includes(search.returnTime)) return search;
  const returnTime = times.includes(defaultReturnTime) ? defaultReturnTime : (times[0] ?? defaultReturnTime);
  return { ...search, returnTime, refreshCount: search.refreshCount + 1 };
}

function withoutDates(search: BookingSearch): BookingSearch {
  return { ...search, pickupDate: null, returnDate: null, refreshCount: search.refreshCount + 1 };
}

/**
 * A new pickup place (spec §4): the dates are cleared when the pickup date is a closed special day there
 * (or otherwise cannot be a pickup there); the time is reset to the first available slot when it is
 * outside the place's hours that day.
 */
export function choosePickupLocation(search: BookingSearch, index: number, rules: SearchRules): BookingSearch {
  const place = placeAt(rules, index);
  if (!place?.pickup) throw new RangeError(`No pickup place at index ${index}`);
  let next: BookingSearch = {
    ...search,
    pickupLocationId: place.id,
    pickupLocationIndex: index,
    pickupLocationTitle: place.title,
  };
  if (next.pickupDate) {
    const special = specialDayOf(place.hours, next.pickupDate);
    const closed = special !== undefined && !special.open;
    if (closed || isPickupDateUnavailable(place.hours, next.pickupDate, hoursOptions(rules))) {
      return withSelfServiceFlag(withoutDates(next), rules);
    }
    next = fitPickupTime(next, rules);
  }
  return withSelfServiceFlag(next, rules);
}

/**
 * A new return place (spec §4): the dates are cleared when the return date is closed there; the return
 * time is reset to 12:00 when it is not allowed.
 */
export function chooseReturnLocation(search: BookingSearch, index: number, rules: SearchRules): BookingSearch {
  const place = placeAt(rules, index);
  if (!place?.return) throw new RangeError(`No return place at index ${index}`);
  const next: BookingSearch = {
    ...search,
    returnLocationId: place.id,
    returnLocationIndex: index,
    returnLocationTitle: place.title,
  };
  if (!next.returnDate) return next;
  if (isReturnDateUnavailable(place.hours, next.returnDate, hoursOptions(rules))) return withoutDates(next);
  return fitReturnTime(next, rules);
}

/** New dates from the calendar; the times follow what the new days offer. */
export function chooseDates(search: BookingSearch, range: DateRange, rules: SearchRules): BookingSearch {
  const next: BookingSearch = { ...search, pickupDate: range.pickup ?? null, returnDate: range.return ?? null };
  return withSelfServiceFlag(fitReturnTime(fitPickupTime(next, rules), rules), rules);
}

export function choosePickupTime(search: BookingSearch, time: string, rules: SearchRules): BookingSearch {
  return withSelfServiceFlag({ ...search, pickupTime: time }, rules);
}

export function chooseReturnTime(search: BookingSearch, time: string): BookingSearch {
  return { ...search, returnTime: time };
}

/** Both places and both dates are chosen (spec §5: a pickup date and a return date are both required). */
export function isSearchComplete(search: BookingSearch): boolean {
  return Boolean(search.pickupLocationId && search.returnLocationId && search.pickupDate && search.returnDate);
}
