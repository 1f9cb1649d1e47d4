import type { TenantId } from './tenants';

/**
 * The rental terms of each brand, used by the rental engine and shown to customers before they
 * confirm. Money is EUR minor units (cents); durations carry their unit in the name.
 */
export interface RentalTerms {
  /** A unit is blocked this long after a return, for cleaning and checks, before its next pickup. */
  turnaroundMinutes: number;
  /** The earliest pickup: this many hours from now. */
  minimumLeadHours: number;
  minimumRentalDays: number;
  maximumRentalDays: number;
  /** Share of the total paid when booking; the rest is paid at pickup. */
  payNowPercent: number;
  /** An unpaid reservation holds its unit this long, then expires. */
  unpaidHoldMinutes: number;
  /** Free cancellation until this many hours before pickup; later, `lateCancellationFeePercent` of the total. */
  freeCancellationHours: number;
  lateCancellationFeePercent: number;
  /** Each extra driver after the first free one, per day. */
  extraDriverPerDayEur: number;
  maximumExtraDrivers: number;
  /** Collected on behalf of the government for electric and hybrid vehicles (spec §9), per day. */
  roadTaxPerDayEur: { electric: number; hybrid: number };
}

export const rentalTerms: Record<TenantId, RentalTerms> = {
  car: {
    turnaroundMinutes: 120,
    minimumLeadHours: 2,
    minimumRentalDays: 1,
    maximumRentalDays: 90,
    payNowPercent: 100,
    unpaidHoldMinutes: 30,
    freeCancellationHours: 48,
    lateCancellationFeePercent: 20,
    extraDriverPerDayEur: 500,
    maximumExtraDrivers: 4,
    roadTaxPerDayEur: { electric: 600, hybrid: 300 },
  },
  camper: {
    turnaroundMinutes: 240,
    minimumLeadHours: 12,
    minimumRentalDays: 2,
    maximumRentalDays: 60,
    // Campers are booked far ahead: a quarter now, the rest at pickup.
    payNowPercent: 25,
    unpaidHoldMinutes: 30,
    freeCancellationHours: 14 * 24,
    lateCancellationFeePercent: 25,
    extraDriverPerDayEur: 500,
    maximumExtraDrivers: 3,
    roadTaxPerDayEur: { electric: 600, hybrid: 300 },
  },
  longterm: {
    turnaroundMinutes: 24 * 60,
    minimumLeadHours: 48,
    minimumRentalDays: 30,
    maximumRentalDays: 365,
    payNowPercent: 20,
    unpaidHoldMinutes: 60,
    freeCancellationHours: 7 * 24,
    lateCancellationFeePercent: 10,
    extraDriverPerDayEur: 200,
    maximumExtraDrivers: 2,
    roadTaxPerDayEur: { electric: 600, hybrid: 300 },
  },
};
