import { currencyMinorUnits, type Currency } from '../config/currencies';
import { businessDateTime } from './business-date-time';
import { isOldEnough, isValidDateString } from './dates';
import { isValidKennitala } from './validation';

/**
 * The rules of a long-term lease (issue 15): its length in whole months or up to an end date within the
 * brand's day limits, the delivery area, the price per month, and the kennitala shown back masked. Pure:
 * dates are Iceland 'YYYY-MM-DD' strings, the clock is never read.
 */

/** A lease's day limits (the brand's `minimumRentalDays` and `maximumRentalDays`). */
export interface LeaseLimits {
  minimumDays: number;
  maximumDays: number;
}

/**
 * The end date of a lease of `months` whole months from `startDate`: the same day of the month that
 * many months later, or the month's last day when it is shorter (31 January + 1 month = 28 February).
 * Throws a RangeError for an invalid date or a months count that is not a whole number from 1.
 */
export function leaseEndDate(startDate: string, months: number): string {
  if (!Number.isInteger(months) || months < 1)
    throw new RangeError(`Months must be a whole number from 1, got ${months}`);
  return businessDateTime(startDate).plus({ months }).toISODate();
}

/** The days from the start date to the end date (the end date is the day the car goes back). */
export function leaseDays(startDate: string, endDate: string): number {
  return Math.round(businessDateTime(endDate).diff(businessDateTime(startDate), 'days').days);
}

export type LeaseLengthProblem = 'endBeforeStart' | 'tooShort' | 'tooLong';

/** What is wrong with a lease's length, or null when it lies within the limits (both ends included). */
export function leaseLengthProblem(startDate: string, endDate: string, limits: LeaseLimits): LeaseLengthProblem | null {
  const days = leaseDays(startDate, endDate);
  if (days <= 0) return 'endBeforeStart';
  if (days < limits.minimumDays) return 'tooShort';
  if (days > limits.maximumDays) return 'tooLong';
  return null;
}

/**
 * The whole-month lengths that fit the limits from `startDate`, out of `offered`. One month from
 * 1 February is 28 days, twelve months over a 29 February 366: those are not offered then.
 */
export function leaseMonthsOffered(startDate: string, offered: readonly number[], limits: LeaseLimits): number[] {
  return offered.filter((months) => leaseLengthProblem(startDate, leaseEndDate(startDate, months), limits) === null);
}

/** The earliest and latest end dates a lease from `startDate` may have. */
export function leaseEndDateRange(startDate: string, limits: LeaseLimits): { first: string; last: string } {
  const start = businessDateTime(startDate);
  return {
    first: start.plus({ days: limits.minimumDays }).toISODate(),
    last: start.plus({ days: limits.maximumDays }).toISODate(),
  };
}

/**
 * The lease's length in months as a number: whole months, plus the days left over as a share of the
 * month they fall in (1 March to 16 April is 1 + 15/30 = 1.5).
 */
export function leaseMonths(startDate: string, endDate: string): number {
  const start = businessDateTime(startDate);
  const end = businessDateTime(endDate);
  if (end <= start) throw new RangeError('The lease must end after it starts');
  let whole = 0;
  while (start.plus({ months: whole + 1 }) <= end) whole += 1;
  const monthStart = start.plus({ months: whole });
  const monthEnd = start.plus({ months: whole + 1 });
  const partDays = end.diff(monthStart, 'days').days;
  const monthDays = monthEnd.diff(monthStart, 'days').days;
  return whole + partDays / monthDays;
}

/**
 * The all-in price per month of a lease (issue 15: prices read per month) in minor units of `currency`:
 * the total over the lease's length in months (`leaseMonths`), rounded to whole units like every shown
 * price (spec §9: no decimals). A three-month lease of 1 710 € is 570 € a month.
 */
export function monthlyPrice(total: number, startDate: string, endDate: string, currency: Currency): number {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError('Total must be a non-negative integer');
  const minor = currencyMinorUnits[currency];
  return Math.round(total / minor / leaseMonths(startDate, endDate)) * minor + 0;
}

/** A postcode as typed, without spaces ('1 01' → '101'). */
export function normalizePostcode(postcode: string): string {
  return postcode.replace(/\s+/g, '');
}

/** Whether the postcode lies in the delivery area (a list of three-digit Icelandic postcodes). */
export function isInDeliveryArea(postcode: string, area: readonly string[]): boolean {
  return area.includes(normalizePostcode(postcode));
}

/**
 * The date of birth a person's kennitala carries ('YYYY-MM-DD'), or null for an invalid one or a company's
 * (day plus 40, no birth date).
 */
export function kennitalaBirthDate(kennitala: string): string | null {
  if (!isValidKennitala(kennitala)) return null;
  const digits = kennitala.replace('-', '');
  const day = Number(digits.slice(0, 2));
  if (day > 40) return null;
  const century = { '8': 1800, '9': 1900, '0': 2000 }[digits.charAt(9)] ?? 1900;
  const date = `${century + Number(digits.slice(4, 6))}-${digits.slice(2, 4)}-${digits.slice(0, 2)}`;
  return isValidDateString(date) ? date : null;
}

/**
 * Whether the holder of this kennitala may lease on `reference` ('YYYY-MM-DD'): a person of at least the
 * minimum age, or a company (its kennitala carries no birth date). False for an invalid kennitala.
 */
export function isKennitalaOldEnough(kennitala: string, reference: string): boolean {
  if (!isValidKennitala(kennitala)) return false;
  if (Number(kennitala.slice(0, 2)) > 40) return true;
  const birthDate = kennitalaBirthDate(kennitala);
  return birthDate !== null && isOldEnough(birthDate, reference);
}

/**
 * A kennitala as every answer and page shows it back: the date part and a hyphen, the last four digits
 * hidden ('1203892349' → '120389-••••'). Anything that is not ten digits is hidden whole.
 */
export function maskKennitala(kennitala: string): string {
  const digits = kennitala.replace('-', '');
  if (!/^\d{10}$/.test(digits)) return '••••••-••••';
  return `${digits.slice(0, 6)}-••••`;
}
