import { currencyMinorUnits, type Currency } from '../config/currencies';
import { isoDateOf, isValidDateString, utcDayOf } from './date-strings';
import { isHighSeasonDate } from './hours';
import type { Season } from './season';

/**
 * The price of a rental (spec §3 price summary lines) from a price list in EUR minor units. Pure: the
 * engine passes the rates, the chosen options and the exchange rate. Every line is converted to the
 * chosen currency and rounded to whole units there (prices are shown without decimals, spec §9), and the
 * total is the sum of the shown lines, so the lines always add up to the total a customer pays.
 */

const minutesPerDay = 24 * 60;
const localDateTimePattern = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;

/** Whether `value` is an Iceland local date and time 'YYYY-MM-DDTHH:mm' that exists. */
export function isLocalDateTime(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = localDateTimePattern.exec(value);
  return match !== null && isValidDateString(match[1] ?? '');
}

/**
 * The instant of an Iceland local 'YYYY-MM-DDTHH:mm'; throws a RangeError for anything else. Iceland
 * keeps UTC all year (spec §9; Atlantic/Reykjavik has had no other offset since 1968), as dates.ts reads
 * it: the inverse of businessDateTime, without a time-zone library (a search prices every class with it).
 */
export function localDateTimeToInstant(value: string): Date {
  if (!isLocalDateTime(value)) throw new RangeError(`Invalid local date and time: ${JSON.stringify(value)}`);
  // The checked fields by position ('YYYY-MM-DDTHH:mm'): cheaper than parsing the string as a date again.
  const [year, month, day, hour, minute] = [
    value.slice(0, 4),
    value.slice(5, 7),
    value.slice(8, 10),
    value.slice(11, 13),
    value.slice(14, 16),
  ];
  return new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute)));
}

/**
 * Rental days: every started 24 hours counts as a day, at least one. 10:00 to 10:00 three days later is 3
 * days; 10:00 to 10:30 three days later is 4.
 */
export function rentalDays(pickup: string, dropOff: string): number {
  const minutes = (localDateTimeToInstant(dropOff).getTime() - localDateTimeToInstant(pickup).getTime()) / 60_000;
  if (minutes <= 0) throw new RangeError('The return must be after the pickup');
  return Math.max(1, Math.ceil(minutes / minutesPerDay));
}

export type PriceLineType =
  'rental' | 'discount' | 'extra' | 'extraDrivers' | 'insurance' | 'oneWayFee' | 'delivery' | 'roadTax';

export interface PriceLine {
  type: PriceLineType;
  /** In the chosen currency's minor units; a discount is negative. */
  amount: number;
  /** The extra's or insurance's id. */
  id?: string;
  quantity?: number;
}

export interface PriceExtra {
  id: string;
  pricing: 'perDay' | 'perRental';
  /** EUR minor units, per day or per rental. */
  priceEur: number;
  /** Cap of a per-day extra over a whole rental, EUR minor units. */
  maxPriceEur?: number | null;
  quantity: number;
}

export interface PriceInput {
  /** Iceland local 'YYYY-MM-DDTHH:mm'. */
  pickup: string;
  return: string;
  /**
   * Day rates of the class, EUR minor units: a day inside one of `periods` (Iceland dates, both included)
   * costs that period's rate, any other day the high or low season rate.
   */
  dayRateEur: { high: number; low: number; periods?: readonly { from: string; to: string; dayRateEur: number }[] };
  highSeason?: Season;
  extras: readonly PriceExtra[];
  insurance: { id: string; pricePerDayEur: number };
  extraDrivers: number;
  extraDriverPerDayEur: number;
  /** The first extra driver is free (spec §1). */
  freeExtraDrivers: number;
  oneWayFeeEur: number;
  /** A lease delivered to an address (issue 15): the delivery fee, once per lease. */
  deliveryFeeEur?: number;
  roadTaxPerDayEur: number;
  /** Coupon percentage off the rental price, 0 to 100. */
  couponPercent: number;
  currency: Currency;
  /** Units of `currency` per EUR (1 for EUR). */
  rate: number;
  payNowPercent: number;
  depositEur: number;
  guaranteedModel: boolean;
}

export interface PriceSummary {
  currency: Currency;
  rate: number;
  days: number;
  lines: PriceLine[];
  /** Everything the customer pays, mandatory charges included. */
  total: number;
  /** The total without the discount, for the struck-through price. */
  totalBeforeDiscount: number;
  /** Rounded percentage off (spec §5 discount percentage). */
  discountPercent: number;
  /** The all-in price per day, rounded to whole units. */
  perDay: number;
  dueNow: number;
  dueAtPickup: number;
  /** Held on the card at pickup, not charged. */
  deposit: number;
  /** False: the vehicle is shown "or similar" (spec §3 guaranteed model). */
  guaranteedModel: boolean;
}

function assertWhole(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer`);
}

/** An EUR minor-unit amount in whole units of `currency`, expressed in its minor units. */
export function convertEurMinor(amountEur: number, currency: Currency, rate: number): number {
  if (!Number.isFinite(rate) || rate <= 0) throw new RangeError(`Invalid exchange rate for ${currency}`);
  const minor = currencyMinorUnits[currency];
  const wholeUnits = Math.round((amountEur * rate) / 100);
  return wholeUnits * minor + 0;
}

/** The rental price in EUR minor units: each day at its rate period's rate, or the high or low rate of its date. */
function rentalPriceEur(input: PriceInput, days: number): number {
  // One day object moved on a day at a time (Iceland keeps UTC: every day is 24 hours of it).
  const day = utcDayOf(input.pickup.slice(0, 10));
  let total = 0;
  for (let count = 0; count < days; count += 1, day.setUTCDate(day.getUTCDate() + 1)) {
    const date = isoDateOf(day);
    const period = input.dayRateEur.periods?.find((candidate) => candidate.from <= date && date <= candidate.to);
    total += period
      ? period.dayRateEur
      : isHighSeasonDate(date, input.highSeason)
        ? input.dayRateEur.high
        : input.dayRateEur.low;
  }
  return total;
}

function extraPriceEur(extra: PriceExtra, days: number): number {
  if (extra.pricing === 'perRental') return extra.priceEur * extra.quantity;
  const perUnit = extra.priceEur * days;
  const capped =
    extra.maxPriceEur !== null && extra.maxPriceEur !== undefined ? Math.min(perUnit, extra.maxPriceEur) : perUnit;
  return capped * extra.quantity;
}

/** Whole units of a minor-unit amount, times a percentage, back in minor units. */
function percentOf(amount: number, percent: number, currency: Currency): number {
  const minor = currencyMinorUnits[currency];
  return Math.round((amount / minor) * (percent / 100)) * minor + 0;
}

/** The price summary of a rental (see the module comment). Throws a RangeError for impossible input. */
export function priceSummary(input: PriceInput): PriceSummary {
  assertWhole(input.dayRateEur.high, 'High-season rate');
  assertWhole(input.dayRateEur.low, 'Low-season rate');
  assertWhole(input.extraDrivers, 'Extra drivers');
  if (!(input.couponPercent >= 0 && input.couponPercent <= 100))
    throw new RangeError('Coupon percent must be 0 to 100');
  if (!(input.payNowPercent >= 0 && input.payNowPercent <= 100))
    throw new RangeError('Pay-now percent must be 0 to 100');
  const days = rentalDays(input.pickup, input.return);
  const convert = (amountEur: number) => convertEurMinor(amountEur, input.currency, input.rate);

  const rental = convert(rentalPriceEur(input, days));
  const lines: PriceLine[] = [{ type: 'rental', amount: rental }];
  const discount = percentOf(rental, input.couponPercent, input.currency);
  if (discount > 0) lines.push({ type: 'discount', amount: -discount });
  for (const extra of input.extras) {
    assertWhole(extra.quantity, `Quantity of ${extra.id}`);
    if (extra.quantity === 0) continue;
    lines.push({ type: 'extra', id: extra.id, quantity: extra.quantity, amount: convert(extraPriceEur(extra, days)) });
  }
  const paidDrivers = Math.max(0, input.extraDrivers - input.freeExtraDrivers);
  if (input.extraDrivers > 0) {
    lines.push({
      type: 'extraDrivers',
      quantity: input.extraDrivers,
      amount: convert(paidDrivers * input.extraDriverPerDayEur * days),
    });
  }
  lines.push({ type: 'insurance', id: input.insurance.id, amount: convert(input.insurance.pricePerDayEur * days) });
  if (input.oneWayFeeEur > 0) lines.push({ type: 'oneWayFee', amount: convert(input.oneWayFeeEur) });
  if (input.deliveryFeeEur) {
    assertWhole(input.deliveryFeeEur, 'Delivery fee');
    lines.push({ type: 'delivery', amount: convert(input.deliveryFeeEur) });
  }
  if (input.roadTaxPerDayEur > 0) lines.push({ type: 'roadTax', amount: convert(input.roadTaxPerDayEur * days) });

  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const totalBeforeDiscount = total + discount;
  const dueNow = Math.min(total, percentOf(total, input.payNowPercent, input.currency));
  const minor = currencyMinorUnits[input.currency];
  return {
    currency: input.currency,
    rate: input.rate,
    days,
    lines,
    total,
    totalBeforeDiscount,
    discountPercent: totalBeforeDiscount === 0 ? 0 : Math.round((discount / totalBeforeDiscount) * 100),
    perDay: Math.round(total / minor / days) * minor,
    dueNow,
    dueAtPickup: total - dueNow,
    deposit: convert(input.depositEur),
    guaranteedModel: input.guaranteedModel,
  };
}

export interface CancellationPolicy {
  freeCancellationHours: number;
  lateCancellationFeePercent: number;
}

export interface CancellationTerms {
  /** Whether cancelling now costs nothing. */
  free: boolean;
  /** Until when cancelling is free (an instant). */
  freeUntil: Date;
  fee: number;
  /** What goes back to the customer's card: what was paid minus the fee, never below 0. */
  refund: number;
}

/**
 * What cancelling at `now` costs (issue 5: free until a number of hours before pickup, then a share of the
 * total), in the reservation's currency minor units. The fee never exceeds what was paid.
 */
export function cancellationTerms(
  policy: CancellationPolicy,
  pickupAt: Date,
  now: Date,
  amounts: { total: number; paid: number; currency: Currency },
): CancellationTerms {
  const freeUntil = new Date(pickupAt.getTime() - policy.freeCancellationHours * 3_600_000);
  const free = now.getTime() <= freeUntil.getTime();
  const fee = free
    ? 0
    : Math.min(amounts.paid, percentOf(amounts.total, policy.lateCancellationFeePercent, amounts.currency));
  return { free, freeUntil, fee, refund: amounts.paid - fee };
}
