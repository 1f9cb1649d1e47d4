import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Currency } from '../../src/config/currencies';
import { isLocaleCode, type LocaleCode } from '../../src/config/locales';
import { rentalTerms } from '../../src/config/rental';
import { tenants } from '../../src/config/tenants';
import { canChangePickupReturn } from '../../src/domain/checkin';
import { toE164 } from '../../src/domain/phone';
import { cancellationTerms, type PriceSummary } from '../../src/domain/pricing';
import type { Executor, Transaction } from '../db/client.server';
import { exclusionViolation, pgErrorCode, uniqueViolation } from '../db/errors.server';
import {
  auditLog,
  checkIns,
  findAttempts,
  idempotencyKeys,
  reservations,
  type BookingDetailsColumn,
  type LeaseColumn,
} from '../db/schema';
import { messages } from '../../src/domain/validation';
import { ApiError, notFound } from '../http/api-error.server';
import { enqueueMessage } from '../mail/outbox.server';
import { hasProved, proveReservation, type Session } from '../session.server';
import { loadCatalog, optionName, type Catalog } from './catalog.server';
import { licencePhotosOf } from './licence-photo-view.server';
import { leaseView } from './lease-view.server';
import type { EngineContext } from './context.server';
import { depositReleaseDate, ledgerOf, ledgerTotals, rejectedPurpose } from './ledger.server';
import {
  checkOptions,
  checkTrip,
  classSummary,
  locationSummary,
  classOf,
  priceOf,
  pricingContext,
  unitIsBusy,
  type CheckedTrip,
} from './offers.server';
import { checkHoldLimit, holdOwnerOf } from './holds.server';
import { newReference, normalizeReference } from './reference.server';
import type { ReservationRequest } from './requests';
import type { Reservation } from '../../src/api-client/types';

export type ReservationRow = typeof reservations.$inferSelect;

/** The frozen price of a reservation: the summary shown when booked, with the coupon it used. */
export type FrozenPrice = PriceSummary & { couponPercent: number };

/** Find attempts allowed per client and reference, and failed ones per client, in the window. */
export const findLimits = { windowMinutes: 15, perClientAndReference: 10, failuresPerClient: 30 };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The reasons staff gave for charging the deposit (server/staff, "capture part of it with a reason"). */
async function depositCaptureReasons(db: Executor, reservationId: string): Promise<string[]> {
  const captures = await db
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.reservationId, reservationId), eq(auditLog.action, 'deposit.captured')))
    .orderBy(auditLog.id);
  return captures.flatMap(({ details }) => (typeof details.reason === 'string' ? [details.reason] : []));
}

export async function audit(
  db: Executor,
  entry: {
    tenant: string;
    reservationId?: string;
    sessionId?: string;
    action: string;
    details?: Record<string, unknown>;
    at: Date;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    tenant: entry.tenant,
    reservationId: entry.reservationId ?? null,
    sessionId: entry.sessionId ?? null,
    action: entry.action,
    details: entry.details ?? {},
    at: entry.at,
  });
}

/**
 * Unpaid holds whose time is up release their unit. Runs before the unit is locked (`withFreeUnit`):
 * reservation rows come before units in the lock order of docs/decisions/034.
 */
export async function expireHolds(db: Executor, tenant: string, now: Date): Promise<void> {
  await db.execute(sql`
    UPDATE reservations SET status = 'expired', updated_at = ${now.toISOString()}::timestamptz
    WHERE tenant = ${tenant} AND status = 'pending_payment' AND hold_expires_at <= ${now.toISOString()}::timestamptz`);
}

/** Units of the class free over the trip (other live reservations only), in a stable order. */
async function candidateUnits(
  tx: Transaction,
  tenant: string,
  classId: string,
  trip: Pick<CheckedTrip, 'pickupAt' | 'blockedUntil'>,
  now: Date,
  excludeReservationId?: string,
): Promise<number[]> {
  const result = await tx.execute<{ id: number }>(sql`
    SELECT u.id FROM units u
    WHERE u.tenant = ${tenant} AND u.class_id = ${classId} AND NOT u.retired
      AND NOT ${unitIsBusy(trip, now, excludeReservationId)}
    ORDER BY u.id`);
  return result.rows.map((row) => Number(row.id));
}

/**
 * Runs `write` with each free unit in turn, each in a savepoint, until one is accepted. The exclusion
 * constraint is the judge: when a concurrent booking took the unit first, the write fails with an
 * exclusion violation and the next unit is tried. None left: 409 sold_out.
 *
 * The lock order (docs/decisions/034): the unit's row is locked (FOR NO KEY UPDATE, in ascending id, as
 * the candidates come) before anything is written on it, so the bookings and changes of one unit queue
 * on that lock instead of meeting inside the exclusion constraint, where two concurrent inserts wait
 * for each other and PostgreSQL ends one with a deadlock (40P01). The lock is taken in the savepoint: a
 * unit that was taken is released at once.
 */
export async function withFreeUnit<T>(
  tx: Transaction,
  tenant: string,
  classId: string,
  trip: CheckedTrip,
  now: Date,
  write: (savepoint: Transaction, unitId: number) => Promise<T>,
  excludeReservationId?: string,
): Promise<T> {
  for (const unitId of await candidateUnits(tx, tenant, classId, trip, now, excludeReservationId)) {
    try {
      return await tx.transaction(async (savepoint) => {
        await savepoint.execute(sql`SELECT id FROM units WHERE id = ${unitId} FOR NO KEY UPDATE`);
        return write(savepoint, unitId);
      });
    } catch (error) {
      if (pgErrorCode(error) !== exclusionViolation) throw error;
    }
  }
  throw new ApiError(
    409,
    'sold_out',
    'No vehicle of this class is free for these dates any more. Please choose another.',
  );
}

function customerOf(request: ReservationRequest): Record<string, string> {
  const { firstName, lastName, email, phone, country, dateOfBirth } = request.customer;
  // Issue 30: every number is kept in E.164; a payload's bare seven digits are Icelandic.
  return { firstName, lastName, email: email.toLowerCase(), phone: toE164(phone), country, dateOfBirth };
}

/**
 * The driver and trip details of a booking as stored: null when neither was sent; in `trip`, an optional
 * field that was left out or empty is null. A null and an omitted object are the same request.
 */
function detailsOf(request: ReservationRequest): BookingDetailsColumn | null {
  const driver = request.driver
    ? {
        fullName: request.driver.fullName,
        dateOfBirth: request.driver.dateOfBirth,
        licenseNumber: request.driver.licenseNumber,
      }
    : null;
  const trip = request.trip
    ? {
        numberOfPassengers: request.trip.numberOfPassengers,
        flightNumber: request.trip.flightNumber || null,
        arrivalTime: request.trip.arrivalTime || null,
        specialComments: request.trip.specialComments || null,
      }
    : null;
  return driver || trip ? { driver, trip } : null;
}

/** JSON with every object's keys in order, so that equal values give equal text whatever order they came in. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/**
 * The hash an Idempotency-Key's request is compared by: the validated request, with the driver and the
 * trip details as stored, in canonical JSON. Two bodies that book the same thing (keys in another order,
 * `null` or left out, 'fi 615' or 'FI615') are one request; any other difference makes another.
 */
function requestHashOf(
  request: ReservationRequest,
  details: BookingDetailsColumn | null,
  lease: LeaseColumn | null,
): string {
  return sha256(
    canonicalJson({
      ...request,
      driver: details?.driver ?? undefined,
      trip: details?.trip ?? undefined,
      lease: lease ?? undefined,
    }),
  );
}

/** What a lease adds to the booking of its unit (server/rental/leases.server.ts). */
export interface LeaseBooking {
  column: LeaseColumn;
  deliveryFeeEur: number;
}

/**
 * Books a unit of a class (POST /api/reservations). One transaction: the idempotency key, the unit
 * (guarded by the exclusion constraint), the reservation, the session's proof and the audit entry are
 * written together or not at all. The same key with the same request answers the same reservation;
 * with another request, 422.
 */
export async function createReservation(
  context: EngineContext,
  request: ReservationRequest,
  key: string,
  session: Session,
  lease: LeaseBooking | null = null,
  address: string | null = null,
): Promise<{ reservation: ReservationRow; replayed: boolean }> {
  const { db, tenant, now } = context;
  const owner = await holdOwnerOf(db, { sessionId: session.id, address });
  const catalog = await loadCatalog(db, tenant);
  const vehicleClass = classOf(catalog, request.classId);
  const trip = checkTrip(catalog, request, now, { checksReturnHours: lease === null });
  const options = checkOptions(catalog, request);
  const details = detailsOf(request);
  if (details?.trip && details.trip.numberOfPassengers > vehicleClass.seats) {
    // The field keeps the form's message (translated by the site); the count is in the error's message.
    throw new ApiError(422, 'invalid_options', `At most ${vehicleClass.seats} passengers fit in this vehicle.`, {
      'trip.numberOfPassengers': messages.passengersTooMany,
    });
  }
  const { pricing, promo } = await pricingContext(db, tenant, request.currency, request.promoCode, now);
  if (promo && !promo.applied) {
    throw new ApiError(422, 'invalid_promo_code', 'This promo code is not valid.', {
      promoCode: 'This promo code is not valid.',
    });
  }
  const price: FrozenPrice = {
    ...priceOf(catalog, vehicleClass, trip, options, pricing, lease?.deliveryFeeEur ?? 0),
    couponPercent: pricing.couponPercent,
  };
  const requestHash = requestHashOf(request, details, lease?.column ?? null);
  const terms = rentalTerms[tenant];

  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ tenant, scope: 'reservation', key, requestHash, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) {
      // The key was used before (or by a request that has just committed; the insert waited for it).
      const [used] = await tx
        .select()
        .from(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.tenant, tenant),
            eq(idempotencyKeys.scope, 'reservation'),
            eq(idempotencyKeys.key, key),
          ),
        );
      if (!used || used.requestHash !== requestHash) {
        throw new ApiError(422, 'idempotency_key_reused', 'This Idempotency-Key was used for a different request.');
      }
      const [existing] = used.reservationId
        ? await tx.select().from(reservations).where(eq(reservations.id, used.reservationId))
        : [];
      if (!existing) throw new ApiError(409, 'request_in_progress', 'This request is still being processed.');
      await proveReservation(tx, session.id, existing.reference);
      return { reservation: existing, replayed: true };
    }

    await expireHolds(tx, tenant, now);
    // Only an unpaid booking holds a unit for a while; a free one (nothing due now) is confirmed at once.
    if (price.dueNow > 0) await checkHoldLimit(tx, tenant, owner, now);
    const reservation = await withFreeUnit(tx, tenant, vehicleClass.id, trip, now, async (savepoint, unitId) => {
      const [row] = await savepoint
        .insert(reservations)
        .values({
          tenant,
          reference: newReference(tenant),
          status: price.dueNow > 0 ? 'pending_payment' : 'confirmed',
          classId: vehicleClass.id,
          unitId,
          pickupLocationId: trip.pickupLocation.id,
          returnLocationId: trip.returnLocation.id,
          pickupLocal: trip.pickupLocal,
          returnLocal: trip.returnLocal,
          pickupAt: trip.pickupAt,
          returnAt: trip.returnAt,
          blockedUntil: trip.blockedUntil,
          selfService: trip.selfService,
          customer: customerOf(request),
          bookingDetails: details,
          lease: lease?.column ?? null,
          extraDrivers: options.extraDrivers,
          extras: options.extras.map(({ extra, quantity }) => ({ id: extra.id, quantity })),
          insuranceId: options.insurance.id,
          couponCode: promo?.applied ? promo.code : null,
          locale: request.locale,
          currency: request.currency,
          exchangeRate: String(pricing.rate),
          price,
          total: price.total,
          dueNow: price.dueNow,
          holdExpiresAt: price.dueNow > 0 ? new Date(now.getTime() + terms.unpaidHoldMinutes * 60_000) : null,
          holdClient: price.dueNow > 0 ? owner.addressHash : null,
          holdSession: price.dueNow > 0 ? owner.sessionId : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('The reservation was not written');
      return row;
    }).catch((error: unknown) => {
      // A reference collision (1 in hundreds of millions) is worth a clear retry, not a 500.
      if (pgErrorCode(error) === uniqueViolation) {
        throw new ApiError(503, 'try_again', 'Please send the same request again.', undefined, { 'retry-after': '1' });
      }
      throw error;
    });
    await tx
      .update(idempotencyKeys)
      .set({ reservationId: reservation.id })
      .where(
        and(eq(idempotencyKeys.tenant, tenant), eq(idempotencyKeys.scope, 'reservation'), eq(idempotencyKeys.key, key)),
      );
    await proveReservation(tx, session.id, reservation.reference);
    await audit(tx, {
      tenant,
      reservationId: reservation.id,
      sessionId: session.id,
      action: lease ? 'lease.created' : 'reservation.created',
      // Never the lessee's kennitala, name or address: ids and amounts only.
      details: {
        classId: reservation.classId,
        unitId: reservation.unitId,
        total: reservation.total,
        currency: reservation.currency,
      },
      at: now,
    });
    if (reservation.status === 'confirmed') await enqueueMessage(tx, { kind: 'booking-confirmed', reservation, now });
    return { reservation, replayed: false };
  });
}

/**
 * The reservation of `reference` for a session that proved it; 404 otherwise (never saying whether it
 * exists). With `lock`, the row is locked for an update in the transaction `db`.
 */
export async function provenReservation(
  db: Executor,
  tenant: string,
  reference: string,
  session: Session | undefined,
  lock = false,
): Promise<ReservationRow> {
  const normalized = normalizeReference(reference);
  if (!hasProved(session, normalized)) throw notFound('No reservation was found.');
  const query = db
    .select()
    .from(reservations)
    .where(and(eq(reservations.tenant, tenant), eq(reservations.reference, normalized)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('No reservation was found.');
  return row;
}

/** The proven row locked for an update in `tx` (see `provenReservation`). */
export function lockProvenReservation(
  tx: Transaction,
  tenant: string,
  reference: string,
  session: Session | undefined,
): Promise<ReservationRow> {
  return provenReservation(tx, tenant, reference, session, true);
}

const normalizeName = (value: string) => value.normalize('NFC').trim().toLocaleLowerCase('en');

/**
 * POST /api/reservations/find: proves a reservation to the caller's session when the reference matches
 * the email or the last name. Attempts are counted per client and reference and failures per client
 * (`findLimits`); over the limit, 429. A wrong reference and a wrong email answer the same 404.
 */
export async function findReservation(
  context: EngineContext,
  input: { reference: string; email?: string; lastName?: string },
  client: string,
  session: Session,
): Promise<ReservationRow> {
  const { db, tenant, now } = context;
  const reference = normalizeReference(input.reference);
  const windowStart = new Date(now.getTime() - findLimits.windowMinutes * 60_000);
  const [attempt] = await db
    .insert(findAttempts)
    .values({ tenant, client, reference, succeeded: false, at: now })
    .returning({ id: findAttempts.id });
  const [counts] = (
    await db.execute<{ pair: number; failures: number }>(sql`
      SELECT
        count(*) FILTER (WHERE reference = ${reference})::int AS pair,
        count(*) FILTER (WHERE NOT succeeded)::int AS failures
      FROM find_attempts
      WHERE tenant = ${tenant} AND client = ${client} AND at > ${windowStart.toISOString()}::timestamptz`)
  ).rows;
  if (!counts || counts.pair > findLimits.perClientAndReference || counts.failures > findLimits.failuresPerClient) {
    throw new ApiError(
      429,
      'too_many_attempts',
      `Too many attempts to find a reservation. Please try again in ${findLimits.windowMinutes} minutes.`,
      undefined,
      { 'retry-after': String(findLimits.windowMinutes * 60) },
    );
  }
  const [row] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.tenant, tenant), eq(reservations.reference, reference)));
  const matches =
    row !== undefined &&
    ((input.email !== undefined && row.customer.email === input.email.trim().toLowerCase()) ||
      (input.lastName !== undefined && normalizeName(row.customer.lastName ?? '') === normalizeName(input.lastName)));
  if (!row || !matches) {
    throw new ApiError(404, 'not_found', 'No reservation matches this reference and email or last name.');
  }
  await db
    .update(findAttempts)
    .set({ succeeded: true })
    .where(eq(findAttempts.id, attempt?.id ?? -1));
  await proveReservation(db, session.id, row.reference);
  await audit(db, { tenant, reservationId: row.id, sessionId: session.id, action: 'reservation.found', at: now });
  return row;
}

type Amounts = Pick<ReservationRow, 'total' | 'dueNow' | 'paid' | 'refunded'>;

/** What the customer has paid and kept: charges minus refunds. */
export function netPaid(row: Pick<ReservationRow, 'paid' | 'refunded'>): number {
  return row.paid - row.refunded;
}

/** What is left of the total, whenever it is due (the check-in payment takes all of it). */
export function outstanding(row: Amounts): number {
  return row.total - netPaid(row);
}

/** What is still to pay now: what was due at booking minus what was paid. */
export function amountDue(row: Pick<ReservationRow, 'dueNow' | 'paid' | 'refunded'>): number {
  return Math.max(0, row.dueNow - netPaid(row));
}

/** Whether the reservation holds its unit and can still be changed or paid. */
export function isLive(row: ReservationRow): boolean {
  return row.status === 'pending_payment' || row.status === 'confirmed' || row.status === 'checked_in';
}

/** The trip details with every field present: null for one not given. */
function tripDetailsView(trip: BookingDetailsColumn['trip']) {
  if (!trip) return null;
  return {
    numberOfPassengers: trip.numberOfPassengers,
    flightNumber: trip.flightNumber ?? null,
    arrivalTime: trip.arrivalTime ?? null,
    specialComments: trip.specialComments ?? null,
  };
}

/** The reservation as the customer sees it (GET /api/reservations/{reference} and every change). */
export async function reservationView(
  db: Executor,
  row: ReservationRow,
  now: Date,
  locale?: LocaleCode,
  catalogIn?: Catalog,
): Promise<Reservation> {
  const catalog = catalogIn ?? (await loadCatalog(db, row.tenant as Catalog['tenant']));
  const language: LocaleCode = locale ?? (isLocaleCode(row.locale) ? row.locale : 'en');
  const tenant = tenants[catalog.tenant];
  const terms = rentalTerms[catalog.tenant];
  const vehicleClass = catalog.classes.find((candidate) => candidate.id === row.classId);
  const place = (id: string) => {
    const location = catalog.locations.find((candidate) => candidate.id === id);
    return location ? locationSummary(location, language) : { id, title: id };
  };
  const [checkIn] = await db.select().from(checkIns).where(eq(checkIns.reservationId, row.id));
  const currency = row.currency as Currency;
  const photos = checkIn || row.lease ? await licencePhotosOf(db, row.id) : [];
  // Every amount shown comes from the ledger (server/payments/README.md).
  const entries = await ledgerOf(db, row.id);
  const totals = ledgerTotals(entries);
  const amounts = { ...row, paid: totals.paid, refunded: totals.refunded };
  const depositAmount = (row.price as { deposit?: number }).deposit ?? 0;
  return {
    reference: row.reference,
    status: row.status,
    classId: row.classId,
    vehicle: vehicleClass ? classSummary(vehicleClass) : { classId: row.classId },
    pickup: { location: place(row.pickupLocationId), at: row.pickupLocal },
    return: { location: place(row.returnLocationId), at: row.returnLocal },
    selfService: row.selfService,
    customer: row.customer,
    driver: row.bookingDetails?.driver ?? null,
    trip: tripDetailsView(row.bookingDetails?.trip ?? null),
    extraDrivers: row.extraDrivers,
    extras: row.extras.map((chosen) => ({
      ...chosen,
      name: optionName(catalog, 'extra', chosen.id, language) ?? chosen.id,
    })),
    insurance: {
      id: row.insuranceId,
      name: optionName(catalog, 'insurance', row.insuranceId, language) ?? row.insuranceId,
    },
    promoCode: row.couponCode,
    locale: row.locale,
    currency,
    price: row.price as FrozenPrice,
    total: row.total,
    dueNow: row.dueNow,
    paid: totals.paid,
    refunded: totals.refunded,
    // A cancelled or expired reservation owes nothing.
    amountDue: isLive(row) ? amountDue(amounts) : 0,
    dueAtPickup: isLive(row) ? Math.max(0, outstanding(amounts) - amountDue(amounts)) : 0,
    holdExpiresAt: row.status === 'pending_payment' ? (row.holdExpiresAt?.toISOString() ?? null) : null,
    deposit: {
      amount: depositAmount,
      status: totals.deposit.status,
      heldAmount: totals.deposit.heldAmount,
      capturedAmount: totals.deposit.capturedAmount,
      releaseOn: totals.deposit.status === 'held' ? depositReleaseDate(row).toISOString() : null,
      heldAt: totals.deposit.heldAt?.toISOString() ?? null,
      captureReasons: totals.deposit.capturedAmount > 0 ? await depositCaptureReasons(db, row.id) : [],
      pending: totals.deposit.pending,
      failures: totals.deposit.failures.map((failure) => ({
        action: failure.action,
        amount: failure.amount,
        at: failure.at.toISOString(),
      })),
      renewalFailed: totals.deposit.renewalFailed,
      lapsesOn: totals.deposit.renewalFailed ? (totals.deposit.authorisationExpiresAt?.toISOString() ?? null) : null,
      holdRefused:
        totals.deposit.status === 'not_held' &&
        entries.some((entry) => entry.kind === 'failed' && entry.purpose === 'deposit' && entry.attemptId !== null),
    },
    payments: { paid: totals.paid, refunded: totals.refunded, held: totals.deposit.heldAmount },
    // What happened to the money; a deposit modification still pending shows in `deposit.pending`. The
    // giving back of a charge not taken as payment is the desk's (its `failed` entry is the customer's).
    ledger: entries
      .filter(
        (entry) => entry.kind !== 'adjusted' && !entry.kind.endsWith('_requested') && entry.purpose !== rejectedPurpose,
      )
      .map((entry) => ({
        kind: entry.kind as Reservation['ledger'][number]['kind'],
        purpose: entry.purpose,
        amount: entry.amount,
        currency: entry.currency as Currency,
        at: entry.createdAt.toISOString(),
        cardBrand: entry.cardBrand,
        cardLast4: entry.cardLast4,
      })),
    policies: {
      freeCancellationHours: terms.freeCancellationHours,
      lateCancellationFeePercent: terms.lateCancellationFeePercent,
      editableUntilHoursBeforePickup: tenant.hours.minimumBookingHoursInAdvanceForPickupReturnChange,
      checkInOpensHoursBeforePickup: tenant.hours.hoursUntilCheckInOpen,
    },
    ...reservationRules(row, now),
    checkIn: checkIn
      ? {
          step: checkIn.step,
          completedAt: checkIn.completedAt?.toISOString() ?? null,
          licencePhotos: photos,
        }
      : null,
    lease: row.lease
      ? leaseView(row.lease, place(row.pickupLocationId), row.pickupLocal.slice(11), row.total, currency, photos)
      : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** The time-dependent facts of a reservation at `now`: what cancelling costs, whether it can change, check-in. */
export function reservationRules(row: ReservationRow, now: Date) {
  const tenantId = row.tenant as keyof typeof tenants;
  const hours = tenants[tenantId].hours;
  const started = now.getTime() >= row.pickupAt.getTime();
  const cancellation = cancellationTerms(rentalTerms[tenantId], row.pickupAt, now, {
    total: row.total,
    paid: netPaid(row),
    currency: row.currency as Currency,
  });
  const editableUntil = new Date(
    row.pickupAt.getTime() - hours.minimumBookingHoursInAdvanceForPickupReturnChange * 3_600_000,
  );
  const checkInOpensAt = new Date(row.pickupAt.getTime() - hours.hoursUntilCheckInOpen * 3_600_000);
  return {
    cancellation: {
      allowed: isLive(row) && !started,
      free: cancellation.free,
      freeUntil: cancellation.freeUntil.toISOString(),
      fee: cancellation.fee,
      refund: cancellation.refund,
    },
    edit: {
      // A lease is changed by the office, not the edit wizard (issue 15).
      allowed:
        !row.lease &&
        (row.status === 'pending_payment' || row.status === 'confirmed') &&
        canChangePickupReturn(row.pickupAt, now, hours.minimumBookingHoursInAdvanceForPickupReturnChange),
      until: editableUntil.toISOString(),
    },
    checkInWindow: {
      opensAt: checkInOpensAt.toISOString(),
      open: row.status === 'confirmed' && now >= checkInOpensAt && !started,
    },
  };
}
