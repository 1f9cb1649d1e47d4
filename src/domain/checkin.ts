import {
  hoursUntilCheckInOpen,
  minimumBookingHoursInAdvanceForPickupReturnChange,
  minimumBookingHoursInAdvanceForSelfService,
} from '../config/constants';

/**
 * Time-based rules of a reservation (spec §9 Check-in and self-service). Each limit is compared with the
 * hours from `now` until the booking starts; tenants pass their own limits, the defaults are the spec's.
 */

const millisecondsPerHour = 3_600_000;

/** The hours from `now` until `start`, fractional, negative once the booking has started. */
export function hoursUntil(start: Date, now: Date): number {
  const ms = start.getTime() - now.getTime();
  if (Number.isNaN(ms)) throw new RangeError('Invalid start or clock value');
  return ms / millisecondsPerHour;
}

/**
 * Whether online check-in is open: the hours until the start are at most `hours` (default 168, 7 days).
 * It stays open after the start; closing check-in depends on the reservation's status, not on time.
 */
export function isCheckInOpen(start: Date, now: Date, hours: number = hoursUntilCheckInOpen): boolean {
  return hoursUntil(start, now) <= hours;
}

/** Whether pickup and return may still be changed: at least `hours` (default 12) until the start. */
export function canChangePickupReturn(
  start: Date,
  now: Date,
  hours: number = minimumBookingHoursInAdvanceForPickupReturnChange,
): boolean {
  return hoursUntil(start, now) >= hours;
}

/** Whether self-service may still be chosen: at least `hours` (default 12) until the start. */
export function canUseSelfService(
  start: Date,
  now: Date,
  hours: number = minimumBookingHoursInAdvanceForSelfService,
): boolean {
  return hoursUntil(start, now) >= hours;
}
