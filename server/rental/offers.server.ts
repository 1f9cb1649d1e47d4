import type { VehicleClassSummary } from '../../src/api-client/types';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Currency } from '../../src/config/currencies';
import type { LocaleCode } from '../../src/config/locales';
import { rentalTerms } from '../../src/config/rental';
import { tenants, type TenantId } from '../../src/config/tenants';
import { canUseSelfService } from '../../src/domain/checkin';
import { businessDateTime } from '../../src/domain/dates';
import { freeExtraDrivers } from '../../src/domain/drivers';
import { isPickupDateUnavailable, isReturnDateUnavailable, pickupTimes, returnTimes } from '../../src/domain/hours';
import { localDateTimeToInstant, priceSummary, rentalDays, type PriceSummary } from '../../src/domain/pricing';
import type { Executor } from '../db/client.server';
import { ApiError } from '../http/api-error.server';
import {
  exchangeRate,
  findCoupon,
  localized,
  type Catalog,
  type CatalogClass,
  type CatalogLocation,
} from './catalog.server';
import type { TripRequest } from './requests';

export interface CheckedTrip {
  pickupLocation: CatalogLocation;
  returnLocation: CatalogLocation;
  pickupLocal: string;
  returnLocal: string;
  pickupAt: Date;
  returnAt: Date;
  /** The return plus the turnaround: the unit is busy until then. */
  blockedUntil: Date;
  days: number;
  /** The pickup time lies outside normal hours: a self-service pickup (spec §5). */
  selfService: boolean;
}

function tripError(field: string, message: string): ApiError {
  return new ApiError(422, 'invalid_trip', message, { [field]: message });
}

/**
 * The trip checked against the places and their hours (spec §5 Search) and the brand's rental terms:
 * known places that allow pickup and return, a return after the pickup, the minimum lead time and
 * rental length, and times the places offer. Answers 422 naming the field otherwise.
 */
export function checkTrip(
  catalog: Catalog,
  trip: Pick<TripRequest, 'pickupLocationId' | 'returnLocationId' | 'pickupAt' | 'returnAt'>,
  now: Date,
  /** A lease's end is arranged with the lessee, not booked in a return slot (server/rental/leases.server.ts). */
  { checksReturnHours = true }: { checksReturnHours?: boolean } = {},
): CheckedTrip {
  const terms = rentalTerms[catalog.tenant];
  const pickupLocation = catalog.locations.find((place) => place.id === trip.pickupLocationId && place.pickup);
  if (!pickupLocation) throw tripError('pickupLocationId', 'There is no pickup location with this id.');
  const returnLocation = catalog.locations.find((place) => place.id === trip.returnLocationId && place.return);
  if (!returnLocation) throw tripError('returnLocationId', 'There is no return location with this id.');
  const pickupAt = localDateTimeToInstant(trip.pickupAt);
  const returnAt = localDateTimeToInstant(trip.returnAt);
  if (returnAt <= pickupAt) throw tripError('returnAt', 'The return must be after the pickup.');
  if (pickupAt.getTime() < now.getTime() + terms.minimumLeadHours * 3_600_000) {
    throw tripError('pickupAt', `The pickup must be at least ${terms.minimumLeadHours} hours from now.`);
  }
  const days = rentalDays(trip.pickupAt, trip.returnAt);
  if (days < terms.minimumRentalDays) {
    throw tripError('returnAt', `The rental must last at least ${terms.minimumRentalDays} days.`);
  }
  if (days > terms.maximumRentalDays) {
    throw tripError('returnAt', `The rental can last at most ${terms.maximumRentalDays} days.`);
  }

  const options = { highSeason: catalog.highSeason, selfServiceEnabled: catalog.selfServiceEnabled };
  const [pickupDate = '', pickupTime = ''] = trip.pickupAt.split('T');
  const [returnDate = '', returnTime = ''] = trip.returnAt.split('T');
  if (isPickupDateUnavailable(pickupLocation.hours, pickupDate, options)) {
    throw tripError('pickupAt', 'The pickup location is closed on this date.');
  }
  const slot = pickupTimes(pickupLocation.hours, pickupDate, options).find((time) => time.time === pickupTime);
  if (!slot) throw tripError('pickupAt', 'The pickup location does not offer pickup at this time.');
  const selfServiceHours = tenants[catalog.tenant].hours.minimumBookingHoursInAdvanceForSelfService;
  if (slot.selfService && !canUseSelfService(pickupAt, now, selfServiceHours)) {
    throw tripError('pickupAt', `A self-service pickup must be booked at least ${selfServiceHours} hours ahead.`);
  }
  if (checksReturnHours && isReturnDateUnavailable(returnLocation.hours, returnDate, options)) {
    throw tripError('returnAt', 'The return location is closed on this date.');
  }
  if (checksReturnHours && !returnTimes(returnLocation.hours, returnDate, options).includes(returnTime)) {
    throw tripError('returnAt', 'The return location does not take returns at this time.');
  }
  return {
    pickupLocation,
    returnLocation,
    pickupLocal: trip.pickupAt,
    returnLocal: trip.returnAt,
    pickupAt,
    returnAt,
    blockedUntil: new Date(returnAt.getTime() + terms.turnaroundMinutes * 60_000),
    days,
    selfService: slot.selfService,
  };
}

/**
 * The instants a unit is busy for: the trip's, or placeholders (`sql.placeholder`) of a statement built
 * once and filled with each search's (server/rental/catalog-cache.server.ts), as ISO strings.
 */
export interface BusyWindow {
  pickupAt: Date | Placeholder;
  blockedUntil: Date | Placeholder;
}

/** An instant as a statement's value: its ISO string, or the placeholder that will be one. */
const instantValue = (instant: Date | Placeholder) => (instant instanceof Date ? instant.toISOString() : instant);

/**
 * SQL condition on a unit `u`: a live reservation holds it during the trip, turnaround included (an
 * unpaid hold past its time does not count). The exclusion constraint of migration 0001 judges the
 * same overlap when a reservation is written.
 */
export function unitIsBusy(trip: BusyWindow, now: Date | Placeholder, excludeReservationId?: string): SQL {
  return sql`EXISTS (
    SELECT 1 FROM reservations r
    WHERE r.unit_id = u.id
      AND r.status IN ('pending_payment', 'confirmed', 'checked_in')
      AND NOT (r.status = 'pending_payment' AND r.hold_expires_at <= ${instantValue(now)}::timestamptz)
      AND r.id IS DISTINCT FROM ${excludeReservationId ?? null}::uuid
      AND tstzrange(r.pickup_at, r.blocked_until, '[)')
        && tstzrange(${instantValue(trip.pickupAt)}::timestamptz, ${instantValue(trip.blockedUntil)}::timestamptz, '[)')
  )`;
}

/** Free units per class for the whole trip, turnaround included; expired unpaid holds do not count. */
export async function freeUnitsByClass(
  db: Executor,
  tenant: TenantId,
  trip: Pick<CheckedTrip, 'pickupAt' | 'blockedUntil'>,
  now: Date,
  excludeReservationId?: string,
): Promise<Map<string, number>> {
  const result = await db.execute<{ class_id: string; free: number }>(
    freeUnitsQuery(tenant, trip, now, excludeReservationId),
  );
  return new Map(result.rows.map((row) => [row.class_id, Number(row.free)]));
}

/** The query of freeUnitsByClass: rows of `class_id` and `free`, for a statement that reads more with it. */
export function freeUnitsQuery(
  tenant: TenantId | Placeholder,
  trip: BusyWindow,
  now: Date | Placeholder,
  excludeReservationId?: string,
): SQL {
  return sql`
    SELECT u.class_id, count(*)::int AS free
    FROM units u
    WHERE u.tenant = ${tenant} AND NOT u.retired AND NOT ${unitIsBusy(trip, now, excludeReservationId)}
    GROUP BY u.class_id`;
}

/** The class of `classId` in the catalog; 422 naming the field when there is none. */
export function classOf(catalog: Catalog, classId: string): CatalogClass {
  const vehicleClass = catalog.classes.find((candidate) => candidate.id === classId);
  if (!vehicleClass) {
    throw new ApiError(422, 'unknown_class', 'There is no vehicle class with this id.', {
      classId: 'There is no vehicle class with this id.',
    });
  }
  return vehicleClass;
}

export interface ChosenOptions {
  extras: { id: string; quantity: number }[];
  insuranceId?: string;
  extraDrivers: number;
}

function optionsError(field: string, message: string): ApiError {
  return new ApiError(422, 'invalid_options', message, { [field]: message });
}

/** The options checked against the catalog: known extras within their maximum, a known insurance. */
export function checkOptions(catalog: Catalog, options: ChosenOptions) {
  const terms = rentalTerms[catalog.tenant];
  const seen = new Set<string>();
  const extras = options.extras.map((chosen, index) => {
    const extra = catalog.extras.find((candidate) => candidate.id === chosen.id);
    if (!extra) throw optionsError(`extras[${index}].id`, `There is no extra "${chosen.id}".`);
    if (seen.has(extra.id)) throw optionsError(`extras[${index}].id`, `The extra "${chosen.id}" is listed twice.`);
    seen.add(extra.id);
    if (chosen.quantity > extra.maxQuantity) {
      throw optionsError(`extras[${index}].quantity`, `At most ${extra.maxQuantity} of "${chosen.id}" can be booked.`);
    }
    return { extra, quantity: chosen.quantity };
  });
  const insurance = options.insuranceId
    ? catalog.insurances.find((candidate) => candidate.id === options.insuranceId)
    : catalog.insurances.find((candidate) => candidate.included);
  if (!insurance) {
    if (options.insuranceId) throw optionsError('insuranceId', `There is no insurance "${options.insuranceId}".`);
    throw new Error(`Tenant ${catalog.tenant} has no included insurance`);
  }
  if (options.extraDrivers > terms.maximumExtraDrivers) {
    throw optionsError('extraDrivers', `At most ${terms.maximumExtraDrivers} extra drivers can be added.`);
  }
  return { extras, insurance, extraDrivers: options.extraDrivers };
}

export interface PricingContext {
  currency: Currency;
  rate: number;
  couponPercent: number;
}

/** The price of a class for a checked trip and options (spec §3 price lines; the domain computes it). */
export function priceOf(
  catalog: Catalog,
  vehicleClass: CatalogClass,
  trip: CheckedTrip,
  options: ReturnType<typeof checkOptions>,
  pricing: PricingContext,
  /** A lease delivered to an address: the price list's delivery fee (issue 15). */
  deliveryFeeEur = 0,
): PriceSummary {
  const terms = rentalTerms[catalog.tenant];
  const roadTax =
    vehicleClass.fuel === 'electric'
      ? terms.roadTaxPerDayEur.electric
      : vehicleClass.fuel === 'hybrid'
        ? terms.roadTaxPerDayEur.hybrid
        : 0;
  return priceSummary({
    pickup: trip.pickupLocal,
    return: trip.returnLocal,
    dayRateEur: vehicleClass.rates,
    highSeason: catalog.highSeason,
    extras: options.extras.map(({ extra, quantity }) => ({
      id: extra.id,
      pricing: extra.pricing,
      priceEur: extra.priceEur,
      maxPriceEur: extra.maxPriceEur,
      quantity,
    })),
    insurance: { id: options.insurance.id, pricePerDayEur: options.insurance.pricePerDayEur },
    extraDrivers: options.extraDrivers,
    extraDriverPerDayEur: terms.extraDriverPerDayEur,
    freeExtraDrivers,
    oneWayFeeEur: trip.pickupLocation.id === trip.returnLocation.id ? 0 : catalog.oneWayFeeEur,
    deliveryFeeEur,
    roadTaxPerDayEur: roadTax,
    couponPercent: pricing.couponPercent,
    currency: pricing.currency,
    rate: pricing.rate,
    payNowPercent: terms.payNowPercent,
    depositEur: vehicleClass.depositEur,
    guaranteedModel: vehicleClass.guaranteedModel,
  });
}

export interface PromoResult {
  code: string;
  applied: boolean;
  percent?: number;
  message?: string;
}

/** The exchange rate and coupon of a request; an unknown coupon is reported, not an error, in a search. */
export async function pricingContext(
  db: Executor,
  tenant: TenantId,
  currency: Currency,
  promoCode: string | undefined,
  now: Date,
): Promise<{ pricing: PricingContext; promo?: PromoResult }> {
  const rate = await exchangeRate(db, currency);
  const coupon = promoCode ? await findCoupon(db, tenant, promoCode, businessDateTime(now)) : undefined;
  return pricingFor(currency, rate, promoCode, coupon);
}

/**
 * The exchange rate and coupon of a request, from the rate and the valid coupon its promo code found
 * (none: not found or not valid now); an unknown coupon is reported, not an error, in a search.
 */
export function pricingFor(
  currency: Currency,
  rate: number,
  promoCode: string | undefined,
  coupon: { code: string; percent: number } | undefined,
): { pricing: PricingContext; promo?: PromoResult } {
  if (!promoCode) return { pricing: { currency, rate, couponPercent: 0 } };
  if (!coupon) {
    return {
      pricing: { currency, rate, couponPercent: 0 },
      promo: { code: promoCode, applied: false, message: 'This promo code is not valid.' },
    };
  }
  return {
    pricing: { currency, rate, couponPercent: coupon.percent },
    promo: { code: coupon.code, applied: true, percent: coupon.percent },
  };
}

/** A class as a search result shows it (the content holds its pictures and texts, by vehicleDocumentId). */
export function classSummary(vehicleClass: CatalogClass): VehicleClassSummary {
  return {
    classId: vehicleClass.id,
    vehicleDocumentId: vehicleClass.vehicleDocumentId,
    name: vehicleClass.name,
    category: vehicleClass.category,
    // Text columns that the seed fills from the price list's closed sets.
    transmission: vehicleClass.transmission as VehicleClassSummary['transmission'],
    fuel: vehicleClass.fuel as VehicleClassSummary['fuel'],
    seats: vehicleClass.seats,
    doors: vehicleClass.doors,
    sleepingSpots: vehicleClass.sleepingSpots,
    fourByFour: vehicleClass.fourByFour,
    fRoadAllowed: vehicleClass.fRoadAllowed,
    orSimilar: !vehicleClass.guaranteedModel,
  };
}

export function locationSummary(location: CatalogLocation, locale: LocaleCode) {
  return { id: location.id, title: localized(location.title, locale) };
}
