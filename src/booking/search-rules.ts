import { defaultPickupTime, defaultReturnTime } from '../config/constants';
import { selectCalendarDate, type DateRange } from '../domain/calendar';
import { isDateDisabled } from '../domain/dates';
import {
  isPickupDateUnavailable,
  isReturnDateUnavailable,
  isSelfServiceOnly,
  nextAvailableReturnDate,
  openingHours,
  pickupTimes,
  returnTimes,
  specialDayOf,
  type HoursOptions,
} from '../domain/hours';
import type { BookingSearch, RefusedDates, SearchLocation, SearchRules } from './search';

/*
 * The search bar's rules (spec §4 Search panel, §5 Search) over the booking search state. Pure: today
 * is an argument ('YYYY-MM-DD', Iceland), nothing reads the clock, and every change returns a new search.
 */

/** The tenant settings the opening hours depend on. */
export function hoursOptions(rules: SearchRules): HoursOptions {
  return { ...(rules.highSeason ? { highSeason: rules.highSeason } : {}), selfServiceEnabled: rules.selfService };
}

function placeAt(rules: SearchRules, index: number): SearchLocation | undefined {
  return index >= 0 ? rules.locations[index] : undefined;
}

/** The chosen pickup place, if any. */
export function pickupPlace(search: BookingSearch, rules: SearchRules): SearchLocation | undefined {
  return placeAt(rules, search.pickupLocationIndex);
}

/** The chosen return place, if any. */
export function returnPlace(search: BookingSearch, rules: SearchRules): SearchLocation | undefined {
  return placeAt(rules, search.returnLocationIndex);
}

/**
 * A new search (spec §3, §9): the first pickup place, returned to the same place (else the first return
 * place), no dates, both times 12:00, no promo code.
 */
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

/** A pickup or a return: a calendar day is judged by what a click on it would set. */
export type DayPhase = 'pickup' | 'return';

/**
 * What a click on `date` would set with the dates chosen so far (spec §4 Calendar selection, the same
 * rule as `selectCalendarDate`): the return when it is on or after a pickup that has no return yet,
 * otherwise the pickup.
 */
export function phaseOfClick(range: DateRange, date: string): DayPhase {
  return selectCalendarDate(range, date).return === undefined ? 'pickup' : 'return';
}

/** Why a calendar day cannot be chosen: a key under `search.reason` of locales/<lang>/search.json. */
export type UnavailableReason =
  | 'search.reason.past'
  | 'search.reason.pickupClosedSpecialDay'
  | 'search.reason.pickupClosedWeekday'
  | 'search.reason.pickupNoTimes'
  | 'search.reason.returnClosedSpecialDay'
  | 'search.reason.returnClosedWeekday';

/**
 * A calendar day: `available`, `past` (before today plus the offset) or `closed` (the place cannot serve
 * it), with the translation key of the reason for the day's label when it is not available.
 */
export type DayStatus =
  | { status: 'available'; reason: null }
  | { status: 'past'; reason: 'search.reason.past' }
  | { status: 'closed'; reason: Exclude<UnavailableReason, 'search.reason.past'> };

const available: DayStatus = { status: 'available', reason: null };

/**
 * Whether `date` can be chosen as a pickup or a return at `location` (spec §5 Dates, Search):
 * - days before today plus `rules.offsetDays` are past;
 * - a pickup is closed on a closed special day (unless self-service is available that day and enabled),
 *   on a weekday without hours, or on a day without time slots;
 * - a return is closed on a closed special day or a weekday without hours, unless the place takes
 *   returns at any time (returnAnytime).
 * Without a place only the past is judged.
 */
export function dayStatus(
  date: string,
  phase: DayPhase,
  location: SearchLocation | undefined,
  rules: SearchRules,
  today: string,
): DayStatus {
  if (isDateDisabled(date, today, rules.offsetDays)) return { status: 'past', reason: 'search.reason.past' };
  if (!location) return available;
  const options = hoursOptions(rules);
  const special = specialDayOf(location.hours, date);
  const closedSpecialDay = special !== undefined && !special.open;
  if (phase === 'pickup') {
    if (!isPickupDateUnavailable(location.hours, date, options)) return available;
    if (closedSpecialDay) return { status: 'closed', reason: 'search.reason.pickupClosedSpecialDay' };
    if (openingHours(location.hours, date, options) === null) {
      return { status: 'closed', reason: 'search.reason.pickupClosedWeekday' };
    }
    return { status: 'closed', reason: 'search.reason.pickupNoTimes' };
  }
  if (!isReturnDateUnavailable(location.hours, date, options)) return available;
  return closedSpecialDay
    ? { status: 'closed', reason: 'search.reason.returnClosedSpecialDay' }
    : { status: 'closed', reason: 'search.reason.returnClosedWeekday' };
}

/** `dayStatus` of a day in the calendar: as the pickup or the return a click would set, at that place. */
export function calendarDayStatus(
  date: string,
  range: DateRange,
  search: BookingSearch,
  rules: SearchRules,
  today: string,
): DayStatus {
  const phase = phaseOfClick(range, date);
  const place = phase === 'pickup' ? pickupPlace(search, rules) : returnPlace(search, rules);
  return dayStatus(date, phase, place, rules, today);
}

/** A time in a time list; `selfService` ones are labelled Self Service (spec §5). */
export interface TimeOption {
  time: string;
  selfService: boolean;
}

/**
 * The pickup times of the chosen day at the chosen place (spec §5): 30-minute slots of the opening
 * hours plus, flagged, the self-service slots outside them. Empty without a place or a pickup date.
 */
export function pickupTimeOptions(search: BookingSearch, rules: SearchRules): TimeOption[] {
  const place = pickupPlace(search, rules);
  if (!place || !search.pickupDate) return [];
  return pickupTimes(place.hours, search.pickupDate, hoursOptions(rules));
}

/**
 * The return times of the chosen day at the chosen return place (spec §5): 30-minute slots of the
 * opening hours, 00:00 to 23:30 with returnAnytime. Empty without a place or a return date.
 */
export function returnTimeOptions(search: BookingSearch, rules: SearchRules): TimeOption[] {
  const place = returnPlace(search, rules);
  if (!place || !search.returnDate) return [];
  return returnTimes(place.hours, search.returnDate, hoursOptions(rules)).map((time) => ({ time, selfService: false }));
}

/**
 * The time a list starts on: `preferred` (12:00, spec §9) when offered, else the list's first time; null
 * for an empty list.
 */
export function defaultTime(options: readonly TimeOption[], preferred: string = defaultPickupTime): string | null {
  if (options.some((option) => option.time === preferred)) return preferred;
  return options[0]?.time ?? null;
}

/** The search with the self-service-only flag of its pickup time (spec §5: outside normal hours). */
export function withSelfServiceFlag(search: BookingSearch, rules: SearchRules): BookingSearch {
  const place = pickupPlace(search, rules);
  const selfServiceOnly =
    place !== undefined && search.pickupDate !== null
      ? isSelfServiceOnly(place.hours, search.pickupDate, search.pickupTime, hoursOptions(rules))
      : false;
  return selfServiceOnly === search.selfServiceOnly ? search : { ...search, selfServiceOnly };
}

const offers = (options: readonly TimeOption[], time: string) => options.some((option) => option.time === time);

/** The pickup time kept when offered, else `pick(options)`; the refresh counter says it changed. */
function fitPickupTime(
  search: BookingSearch,
  rules: SearchRules,
  pick: (options: readonly TimeOption[]) => string | null,
): BookingSearch {
  const options = pickupTimeOptions(search, rules);
  const time = options.length === 0 || offers(options, search.pickupTime) ? null : pick(options);
  return time === null ? search : { ...search, pickupTime: time, refreshCount: search.refreshCount + 1 };
}

/** The return time kept when allowed, else 12:00 (spec §4), or the first time when 12:00 is not allowed either. */
function fitReturnTime(search: BookingSearch, rules: SearchRules): BookingSearch {
  const options = returnTimeOptions(search, rules);
  const time =
    options.length === 0 || offers(options, search.returnTime) ? null : defaultTime(options, defaultReturnTime);
  return time === null ? search : { ...search, returnTime: time, refreshCount: search.refreshCount + 1 };
}

const firstSlot = (options: readonly TimeOption[]) => options[0]?.time ?? null;

function withoutDates(search: BookingSearch, refusedDates: RefusedDates | null): BookingSearch {
  return {
    ...withoutRefusal(search),
    pickupDate: null,
    returnDate: null,
    refreshCount: search.refreshCount + 1,
    ...(refusedDates ? { refusedDates } : {}),
  };
}

/** The search without a refusal to tell: new dates were chosen, or the kept ones hold. */
function withoutRefusal(search: BookingSearch): BookingSearch {
  const { refusedDates: _told, ...rest } = search;
  return rest;
}

/**
 * Which of the search's dates its places refuse and why (issue 30), or null when both can be chosen (or
 * there are none). The pickup is judged first; for a refused return, the next day on or after it that the
 * return place takes is searched up to 730 days ahead (spec §5, `nextAvailableReturnDate`), not earlier
 * than the pickup and never on a past day.
 */
export function refusedDatesOf(search: BookingSearch, rules: SearchRules, today: string): RefusedDates | null {
  const { pickupDate, returnDate } = search;
  if (pickupDate === null) return null;
  const pickup = dayStatus(pickupDate, 'pickup', pickupPlace(search, rules), rules, today);
  // Days that have passed go quietly, as before (a kept search from yesterday): only a place's rules are said.
  if (pickup.status === 'past') return null;
  if (pickup.status !== 'available') {
    return { pickupDate, returnDate, phase: 'pickup', date: pickupDate, reason: pickup.reason, nextReturnDate: null };
  }
  if (returnDate === null || returnDate < pickupDate) return null;
  const place = returnPlace(search, rules);
  const back = dayStatus(returnDate, 'return', place, rules, today);
  if (back.status !== 'closed') return null;
  const next = place ? nextAvailableReturnDate(place.hours, returnDate, hoursOptions(rules)) : null;
  return {
    pickupDate,
    returnDate,
    phase: 'return',
    date: returnDate,
    reason: back.reason,
    nextReturnDate: next !== null && !isDateDisabled(next, today, rules.offsetDays) ? next : null,
  };
}

/** The search with `location` as its pickup or return place; a RangeError when `rules` has no such place. */
function withPlace(search: BookingSearch, location: SearchLocation, rules: SearchRules, role: DayPhase): BookingSearch {
  const index = rules.locations.findIndex((place) => place.id === location.id);
  if (index < 0 || !rules.locations[index]?.[role]) {
    throw new RangeError(`${location.id} is not a ${role} place of these rules`);
  }
  return role === 'pickup'
    ? { ...search, pickupLocationId: location.id, pickupLocationIndex: index, pickupLocationTitle: location.title }
    : { ...search, returnLocationId: location.id, returnLocationIndex: index, returnLocationTitle: location.title };
}

/** The refusal of a place change: its dates were chosen in the calendar, so none of them is past. */
function refusedOnPlaceChange(search: BookingSearch, rules: SearchRules): RefusedDates | null {
  return refusedDatesOf(search, rules, search.pickupDate ?? '');
}

/**
 * A new pickup place (spec §4): the dates are cleared when the pickup date is a closed special day there,
 * or cannot be a pickup there for another reason (no hours that weekday, no slots); otherwise the pickup
 * time is reset to the first available slot when the place does not offer it. Throws a RangeError for
 * a place that is not a pickup place of `rules`.
 */
export function onPickupLocationChange(
  search: BookingSearch,
  location: SearchLocation,
  rules: SearchRules,
): BookingSearch {
  const moved = withPlace(search, location, rules, 'pickup');
  if (!moved.pickupDate) return withSelfServiceFlag(moved, rules);
  if (isPickupDateUnavailable(location.hours, moved.pickupDate, hoursOptions(rules))) {
    return withSelfServiceFlag(withoutDates(moved, refusedOnPlaceChange(moved, rules)), rules);
  }
  return withSelfServiceFlag(fitPickupTime(moved, rules, firstSlot), rules);
}

/**
 * A new return place (spec §4): the dates are cleared when the return date is closed there; otherwise
 * the return time is reset to 12:00 when the place does not take returns at it (to its first time when
 * 12:00 is not allowed either). Throws a RangeError for a place that is not a return place of `rules`.
 */
export function onReturnLocationChange(
  search: BookingSearch,
  location: SearchLocation,
  rules: SearchRules,
): BookingSearch {
  const moved = withPlace(search, location, rules, 'return');
  if (!moved.returnDate) return moved;
  if (isReturnDateUnavailable(location.hours, moved.returnDate, hoursOptions(rules))) {
    return withSelfServiceFlag(withoutDates(moved, refusedOnPlaceChange(moved, rules)), rules);
  }
  return fitReturnTime(moved, rules);
}

/**
 * New dates from the calendar: a time the new day does not offer becomes 12:00, or the day's first time
 * when 12:00 is not offered either.
 */
export function onDatesChange(search: BookingSearch, range: DateRange, rules: SearchRules): BookingSearch {
  return fitTimesToDays(
    { ...withoutRefusal(search), pickupDate: range.pickup ?? null, returnDate: range.return ?? null },
    rules,
  );
}

/** Both times fitted to the search's days (12:00, else the day's first time), with the self-service flag. */
function fitTimesToDays(search: BookingSearch, rules: SearchRules): BookingSearch {
  return withSelfServiceFlag(
    fitReturnTime(
      fitPickupTime(search, rules, (options) => defaultTime(options)),
      rules,
    ),
    rules,
  );
}

/** A pickup time from the list, with its self-service-only flag (spec §5). */
export function onPickupTimeChange(search: BookingSearch, time: string, rules: SearchRules): BookingSearch {
  return withSelfServiceFlag({ ...search, pickupTime: time }, rules);
}

/** A return time from the list. */
export function onReturnTimeChange(search: BookingSearch, time: string): BookingSearch {
  return { ...search, returnTime: time };
}

/** Both places and both dates are chosen (spec §5: a pickup date and a return date are both required). */
export function isSearchComplete(search: BookingSearch | null): search is CompleteSearch {
  return Boolean(search?.pickupLocationId && search.returnLocationId && search.pickupDate && search.returnDate);
}

/** A search with both places and both dates. */
export type CompleteSearch = BookingSearch & {
  pickupLocationId: string;
  returnLocationId: string;
  pickupDate: string;
  returnDate: string;
};

/**
 * A kept search (session storage, the wizard) checked against today's places and calendar: the indexes
 * and titles follow the ids (the places or the page's language may have changed; a place gone becomes
 * the default one), dates that can no longer be chosen there are dropped, and the times follow the days.
 */
export function restoreSearch(saved: BookingSearch | null, rules: SearchRules, today: string): BookingSearch {
  const fresh = emptySearch(rules);
  if (!saved) return fresh;
  const pickupIndex = rules.locations.findIndex((place) => place.id === saved.pickupLocationId && place.pickup);
  const returnIndex = rules.locations.findIndex((place) => place.id === saved.returnLocationId && place.return);
  const pickup = placeAt(rules, pickupIndex);
  const back = placeAt(rules, returnIndex);
  const placed: BookingSearch = {
    ...saved,
    pickupLocationId: pickup?.id ?? fresh.pickupLocationId,
    pickupLocationIndex: pickup ? pickupIndex : fresh.pickupLocationIndex,
    pickupLocationTitle: pickup?.title ?? fresh.pickupLocationTitle,
    returnLocationId: back?.id ?? fresh.returnLocationId,
    returnLocationIndex: back ? returnIndex : fresh.returnLocationIndex,
    returnLocationTitle: back?.title ?? fresh.returnLocationTitle,
  };
  const { pickupDate, returnDate } = placed;
  const pickupOk =
    pickupDate !== null &&
    dayStatus(pickupDate, 'pickup', pickupPlace(placed, rules), rules, today).status === 'available';
  const returnOk =
    returnDate === null ||
    (pickupDate !== null &&
      returnDate >= pickupDate &&
      dayStatus(returnDate, 'return', returnPlace(placed, rules), rules, today).status === 'available');
  if (pickupOk && returnOk) return fitTimesToDays(withoutRefusal(placed), rules);
  const dropped = pickupDate !== null || returnDate !== null;
  // A search without dates keeps what was refused before; dropped dates say why they were.
  const refusedDates = dropped ? refusedDatesOf(placed, rules, today) : (placed.refusedDates ?? null);
  return withSelfServiceFlag(
    {
      ...withoutRefusal(placed),
      pickupDate: null,
      returnDate: null,
      refreshCount: placed.refreshCount + (dropped ? 1 : 0),
      ...(refusedDates ? { refusedDates } : {}),
    },
    rules,
  );
}
