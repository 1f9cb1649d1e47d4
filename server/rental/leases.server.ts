import * as yup from 'yup';
import type { LeaseQuoteAnswer } from '../../src/api-client/types';
import { leaseSettings, type LeaseSettings } from '../../src/config/lease';
import { rentalTerms } from '../../src/config/rental';
import type { TenantId } from '../../src/config/tenants';
import { isValidDateString } from '../../src/domain/dates';
import { isPickupDateUnavailable, pickupTimes } from '../../src/domain/hours';
import {
  isInDeliveryArea,
  kennitalaBirthDate,
  leaseEndDate,
  leaseLengthProblem,
  leaseMonthsOffered,
  monthlyPrice,
  normalizePostcode,
  type LeaseLimits,
} from '../../src/domain/lease';
import { leaseSearchSchema, lesseeSchema } from '../../src/domain/lease-validation';
import { messages } from '../../src/domain/validation';
import { toE164 } from '../../src/domain/phone';
import type { LeaseColumn } from '../db/schema';
import { ApiError } from '../http/api-error.server';
import type { Session } from '../session.server';
import { loadCatalog, type Catalog } from './catalog.server';
import type { EngineContext } from './context.server';
import { leaseTermsOf } from './lease-view.server';
import {
  checkOptions,
  checkTrip,
  classOf,
  classSummary,
  freeUnitsByClass,
  locationSummary,
  priceOf,
  pricingContext,
  type CheckedTrip,
} from './offers.server';
import { optionsShape, tripShape } from './requests';
import { createReservation, lockProvenReservation, type ReservationRow } from './reservations.server';
import type { Transaction } from '../db/client.server';

/**
 * Long-term leases (issue 15). A lease is a reservation of the long-term brand with its terms: the lease
 * search (start date, whole months or an end date, office pickup or delivery to an address in the
 * delivery area at a slot of the delivery place's hours) becomes the reservation's trip, and the lease's
 * own fields are stored beside it (`reservations.lease`). Everything after booking (payment, find,
 * view, cancel) is the reservation's. The kennitala is checked here with the domain's rule, stored, and
 * never logged or shown whole.
 */

const unknownField = ({ unknown }: { unknown?: unknown }) => `Unknown field: ${String(unknown)}`;

/**
 * POST /api/leases/quote: the domain's lease search with the class, currency and options. The API says
 * which length it sends by sending `months` or `leaseEndDate`; `lengthBy` is only the form's switch.
 * `area` is the brand's delivery postcodes.
 */
export function leaseQuoteRequest(area: readonly string[]) {
  return leaseSearchSchema(area)
    .shape({
      classId: yup.string().typeError('Vehicle class must be a string').trim().required('Vehicle class is required'),
      lengthBy: yup.string().strip(),
      months: yup
        .number()
        .typeError(messages.leaseMonthsInvalid)
        .integer(messages.leaseMonthsInvalid)
        .min(1, messages.leaseMonthsInvalid)
        .max(12, messages.leaseMonthsInvalid)
        .optional(),
      leaseEndDate: yup
        .string()
        .typeError(messages.leaseEndDateRequired)
        .trim()
        .optional()
        .test('leaseEndDate', messages.leaseLength, (value) => !value || isValidDateString(value)),
      currency: tripShape.currency,
      locale: tripShape.locale,
      extras: optionsShape.extras,
      insuranceId: optionsShape.insuranceId,
    })
    .noUnknown(true, unknownField)
    .test('leaseLength', messages.leaseEndDateRequired, function hasLength(value) {
      if (value.months !== undefined || value.leaseEndDate) return true;
      return this.createError({ path: 'leaseEndDate', message: messages.leaseEndDateRequired });
    });
}

/** POST /api/leases: the lease search and the lessee; `today` is the Iceland date ages are counted from. */
export function leaseRequest(area: readonly string[], today: string) {
  return leaseQuoteRequest(area).shape({
    lessee: lesseeSchema(today)
      .noUnknown(true, unknownField)
      .required('Lessee is required')
      .typeError('Lessee must be an object'),
  });
}

export type LeaseQuoteRequest = yup.InferType<ReturnType<typeof leaseQuoteRequest>>;
export type LeaseRequest = yup.InferType<ReturnType<typeof leaseRequest>>;

/** The brand's lease settings; 404 `lease_not_offered` on a brand without leases (spec §1: long-term only). */
export function leaseSettingsOf(tenant: TenantId): LeaseSettings {
  const settings = leaseSettings[tenant];
  if (!settings) {
    throw new ApiError(404, 'lease_not_offered', 'Leases are offered by the long-term brand only.');
  }
  return settings;
}

function leaseError(field: string, message: string, code = 'invalid_lease'): ApiError {
  return new ApiError(422, code, message, { [field]: message });
}

export function leaseLimitsOf(tenant: TenantId): LeaseLimits {
  const terms = rentalTerms[tenant];
  return { minimumDays: terms.minimumRentalDays, maximumDays: terms.maximumRentalDays };
}

interface CheckedLease {
  trip: CheckedTrip;
  startDate: string;
  endDate: string;
  months: number | null;
  time: string;
  handover: 'office' | 'delivery';
  deliveryLocation: LeaseColumn['deliveryLocation'];
  deliveryFeeEur: number;
}

/**
 * The lease search checked against the brand's limits and the handover place's rules (spec §5 Search, as
 * for every brand): the start a day the place hands cars over, the time one of its slots, the delivery
 * address inside the area, the length within the limits. Answers 422 naming the lease's field otherwise.
 * The end is arranged with the lessee, so it is not booked in a return slot.
 */
export function checkLease(
  catalog: Catalog,
  settings: LeaseSettings,
  request: LeaseQuoteRequest,
  now: Date,
): CheckedLease {
  const limits = leaseLimitsOf(catalog.tenant);
  const startDate = request.leaseStartDate;
  const months = request.months ?? null;
  const endDate = months !== null ? leaseEndDate(startDate, months) : (request.leaseEndDate ?? '');
  const lengthField = months !== null ? 'months' : 'leaseEndDate';
  if (leaseLengthProblem(startDate, endDate, limits) !== null) throw leaseError(lengthField, messages.leaseLength);

  const delivery = request.handover === 'delivery';
  const placeId = delivery ? settings.deliveryLocationId : settings.officeLocationId;
  const place = catalog.locations.find((candidate) => candidate.id === placeId);
  if (!place) throw new Error(`Tenant ${catalog.tenant} has no lease place ${placeId}`);
  const timeField = delivery ? 'deliveryTime' : 'pickupTime';
  const time = (delivery ? request.deliveryTime : request.pickupTime) ?? '';
  let deliveryLocation: LeaseColumn['deliveryLocation'] = null;
  if (delivery) {
    const location = request.deliveryLocation;
    if (!location) throw leaseError('deliveryLocation.address', messages.deliveryLocationRequired);
    if (!isInDeliveryArea(location.zipcode, settings.deliveryPostcodes)) {
      throw leaseError('deliveryLocation.zipcode', messages.deliveryOutsideArea, 'outside_delivery_area');
    }
    deliveryLocation = { address: location.address, zipcode: normalizePostcode(location.zipcode), city: location.city };
  }

  const terms = rentalTerms[catalog.tenant];
  const options = { highSeason: catalog.highSeason, selfServiceEnabled: catalog.selfServiceEnabled };
  if (new Date(`${startDate}T23:59:59Z`).getTime() < now.getTime() + terms.minimumLeadHours * 3_600_000) {
    throw leaseError('leaseStartDate', messages.leaseStartDateTooSoon);
  }
  if (isPickupDateUnavailable(place.hours, startDate, options)) {
    throw leaseError('leaseStartDate', 'The office does not hand cars over on this date. Please choose another day.');
  }
  if (!pickupTimes(place.hours, startDate, options).some((slot) => slot.time === time)) {
    throw leaseError(timeField, messages.deliveryTimeInvalid);
  }
  let trip: CheckedTrip;
  try {
    trip = checkTrip(
      catalog,
      {
        pickupLocationId: place.id,
        returnLocationId: place.id,
        pickupAt: `${startDate}T${time}`,
        returnAt: `${endDate}T${time}`,
      },
      now,
      { checksReturnHours: false },
    );
  } catch (error) {
    // The lead time on the day's slot (the checks above cover the rest): said on the lease's own field.
    if (error instanceof ApiError) throw leaseError('leaseStartDate', messages.leaseStartDateTooSoon);
    throw error;
  }
  return {
    trip,
    startDate,
    endDate,
    months,
    time,
    handover: delivery ? 'delivery' : 'office',
    deliveryLocation,
    deliveryFeeEur: delivery ? (catalog.deliveryFeeEur ?? 0) : 0,
  };
}

/** POST /api/leases/quote: the lease's price lines, per month, due now and deposit, and whether a car is free. */
export async function quoteLease(context: EngineContext, request: LeaseQuoteRequest): Promise<LeaseQuoteAnswer> {
  const { db, tenant, now } = context;
  const settings = leaseSettingsOf(tenant);
  const catalog = await loadCatalog(db, tenant);
  const vehicleClass = classOf(catalog, request.classId);
  const lease = checkLease(catalog, settings, request, now);
  const options = checkOptions(catalog, { extras: request.extras, insuranceId: request.insuranceId, extraDrivers: 0 });
  const [free, { pricing }] = await Promise.all([
    freeUnitsByClass(db, tenant, lease.trip, now),
    pricingContext(db, tenant, request.currency, undefined, now),
  ]);
  const price = priceOf(catalog, vehicleClass, lease.trip, options, pricing, lease.deliveryFeeEur);
  return {
    quote: {
      ...classSummary(vehicleClass),
      available: free.get(vehicleClass.id) ?? 0,
      lease: leaseTermsOf(lease, locationSummary(lease.trip.pickupLocation, request.locale), lease.time),
      price,
      perMonth: monthlyPrice(price.total, lease.startDate, lease.endDate, request.currency),
    },
    monthsOffered: leaseMonthsOffered(lease.startDate, settings.monthsOffered, leaseLimitsOf(tenant)),
  };
}

/** The lessee's name as the reservation's customer keeps it: the last word is the last name (for find). */
function splitName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/);
  const lastName = words.length > 1 ? (words.pop() ?? '') : (words[0] ?? '');
  return { firstName: words.join(' '), lastName };
}

/**
 * POST /api/leases: books the lease as a reservation held for the brand's unpaid hold, with the lease's
 * fields stored. Same idempotency, unit and session rules as every booking (`createReservation`).
 */
export async function createLease(
  context: EngineContext,
  request: LeaseRequest,
  key: string,
  session: Session,
  address: string | null = null,
) {
  const { db, tenant, now } = context;
  const settings = leaseSettingsOf(tenant);
  const catalog = await loadCatalog(db, tenant);
  const lease = checkLease(catalog, settings, request, now);
  const { lessee } = request;
  const ssn = lessee.hasKennitala === false ? null : (lessee.ssn ?? '').replace('-', '');
  const dateOfBirth = ssn === null ? (lessee.dateOfBirth ?? null) : kennitalaBirthDate(ssn);
  const column: LeaseColumn = {
    startDate: lease.startDate,
    endDate: lease.endDate,
    months: lease.months,
    handover: lease.handover,
    deliveryTime: lease.handover === 'delivery' ? lease.time : null,
    deliveryLocation: lease.deliveryLocation,
    lessee: {
      fullName: lessee.fullName,
      ssn,
      dateOfBirth: ssn === null ? dateOfBirth : null,
      mobile: toE164(lessee.mobile),
      address: lessee.address,
      // A home abroad keeps its postcode as its country writes it ('SW1A 1AA'); only delivery is Icelandic.
      zipcode: lessee.zipcode,
      city: lessee.city,
      licenseNumber: lessee.licenseNumber,
    },
  };
  const name = splitName(lessee.fullName);
  return createReservation(
    context,
    {
      classId: request.classId,
      pickupLocationId: lease.trip.pickupLocation.id,
      returnLocationId: lease.trip.returnLocation.id,
      pickupAt: lease.trip.pickupLocal,
      returnAt: lease.trip.returnLocal,
      currency: request.currency,
      locale: request.locale,
      promoCode: undefined,
      extras: request.extras,
      insuranceId: request.insuranceId,
      extraDrivers: 0,
      customer: {
        firstName: name.firstName || name.lastName,
        lastName: name.lastName,
        email: lessee.email,
        phone: toE164(lessee.mobile),
        country: 'IS',
        dateOfBirth: dateOfBirth ?? '',
      },
      driver: null,
      trip: null,
    },
    key,
    session,
    { column, deliveryFeeEur: lease.deliveryFeeEur },
    address,
  );
}

/**
 * The proven lease locked in `tx` for its licence photos (issue 15: the details step comes before
 * payment): a lease of this brand, held or paid, not yet started. 404 for a stranger or a reservation
 * that is not a lease, 409 once it is cancelled, expired or started.
 */
export async function lockLeaseForPhotos(
  tx: Transaction,
  context: EngineContext,
  reference: string,
  session: Session | undefined,
): Promise<ReservationRow> {
  leaseSettingsOf(context.tenant);
  const row = await lockProvenReservation(tx, context.tenant, reference, session);
  if (!row.lease) throw new ApiError(404, 'not_found', 'No lease was found.');
  if ((row.status !== 'pending_payment' && row.status !== 'confirmed') || context.now >= row.pickupAt) {
    throw new ApiError(409, 'lease_closed', 'Licence photos can be given until the lease starts.');
  }
  return row;
}
