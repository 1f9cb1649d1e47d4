import { and, eq, notInArray, sql } from 'drizzle-orm';
import { tenantIds, type TenantId } from '../../src/config/tenants';
import { eurToMinor, priceListProblems, type PriceListInput } from '../../src/content/price-list';
import { rentalDataQuery } from '../../src/content/queries';
import type { RentalDataQueryResult } from '../../src/content/sanity.types';
import type { ContentSource } from '../../src/content/sources';
import { conditionSettingsOf, conditionSettingsProblems } from '../../src/domain/condition';
import { businessToday } from '../../src/domain/dates';
import type { Database, Executor } from '../db/client.server';
import {
  bookingSettings,
  coupons,
  exchangeRates,
  extras,
  insurances,
  locations,
  ratePeriods,
  rates,
  units,
  vehicleClasses,
} from '../db/schema';
import { exchangeRateSnapshot } from './exchange-rate-snapshot';

/**
 * The engine follows the published content (issue 28, docs/decisions/027): a brand's places and their
 * opening hours (rentalCompany, carenSettings), its vehicles, its fleet and prices (priceList) and the
 * promotion's coupon are written into the engine's tables in one transaction, on every publish (the Sanity
 * webhook) and every deploy (scripts/build.mts). Idempotent: the same content twice leaves the same rows.
 * Bookings are never repriced: a reservation keeps the price lines it was sold with (`reservations.price`).
 */

export type RentalContent = RentalDataQueryResult;

/** What the content asks that the engine could not sell; nothing was written. Names each problem. */
export class RentalDataError extends Error {
  override readonly name = 'RentalDataError';
  constructor(
    readonly tenant: TenantId,
    readonly problems: string[],
  ) {
    super(`The rental data of "${tenant}" was not taken: ${problems.join(' ')}`);
  }
}

export interface SyncReport {
  tenant: TenantId;
  classes: number;
  units: number;
  /** Reservations moved from a retired unit to another unit of their class (the customer sees no change). */
  movedReservations: string[];
}

/** The brand's rental data from the content source (Sanity's API itself on a publish, not its CDN). */
export async function readRentalContent(source: ContentSource, tenant: TenantId): Promise<RentalContent> {
  return source.fetch<RentalContent>(rentalDataQuery, { tenant });
}

/**
 * What in the content the engine could not take, without the database: no places, a place without hours,
 * a vehicle without a price list entry, and the price list's own checks (src/content/price-list.ts).
 */
export function rentalContentProblems(content: RentalContent): string[] {
  const problems: string[] = [];
  if (!content.company) problems.push('There is no Rental company document.');
  if (!content.settings) problems.push('There is no Booking settings document.');
  if (!content.priceList) problems.push('There is no Fleet and prices document.');
  const hours = new Set((content.settings?.locations ?? []).map((location) => location.id));
  for (const place of content.company?.locations ?? []) {
    if (!hours.has(place.id)) problems.push(`The place "${place.id}" has no opening hours in Booking settings.`);
  }
  if (content.settings?.conditionPhotos) {
    problems.push(...conditionSettingsProblems(content.settings.conditionPhotos));
  }
  if (content.priceList) {
    const classCodes = [...new Set(content.vehicles.map((vehicle) => vehicle.classCode))];
    problems.push(
      ...priceListProblems(content.priceList as PriceListInput, classCodes).map((problem) => problem.message),
    );
  }
  return problems;
}

/** Content keys of a Sanity object (`_type`, `_key`) are not part of a text in every language. */
function texts(value: Record<string, unknown> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(value ?? {}).filter(
      (entry): entry is [string, string] => !entry[0].startsWith('_') && typeof entry[1] === 'string',
    ),
  );
}

type LiveReservation = {
  id: string;
  reference: string;
  unit_id: number;
  pickup_at: Date;
  blocked_until: Date;
};

/** Live reservations of a class still to come or running: they hold a unit from now on. */
async function liveReservations(tx: Executor, tenant: TenantId, classId: string, now: Date) {
  const result = await tx.execute<LiveReservation>(sql`
    SELECT id, reference, unit_id, pickup_at, blocked_until FROM reservations
    WHERE tenant = ${tenant} AND class_id = ${classId}
      AND status IN ('pending_payment', 'confirmed', 'checked_in')
      AND NOT (status = 'pending_payment' AND hold_expires_at <= ${now.toISOString()}::timestamptz)
      AND blocked_until > ${now.toISOString()}::timestamptz
    ORDER BY pickup_at, id`);
  return result.rows.map((row) => ({
    ...row,
    unit_id: Number(row.unit_id),
    pickup_at: new Date(row.pickup_at),
    blocked_until: new Date(row.blocked_until),
  }));
}

/** The most reservations that hold a unit at one moment, and which they are. */
function busiestMoment(reservations: LiveReservation[]): LiveReservation[] {
  let busiest: LiveReservation[] = [];
  for (const reservation of reservations) {
    // The set at a reservation's start: every one that started by then and has not ended.
    const overlapping = reservations.filter(
      (other) => other.pickup_at <= reservation.pickup_at && other.blocked_until > reservation.pickup_at,
    );
    if (overlapping.length > busiest.length) busiest = overlapping;
  }
  return busiest;
}

const overlaps = (a: LiveReservation, b: LiveReservation) =>
  a.pickup_at < b.blocked_until && b.pickup_at < a.blocked_until;

/**
 * The class's units follow its fleet size: retired units come back first, then new ones are added; a
 * smaller fleet retires the units with the fewest bookings and moves their bookings to the units kept.
 * Refuses (a problem naming the bookings) a fleet smaller than the units booked at one moment.
 */
async function followFleetSize(
  tx: Executor,
  tenant: TenantId,
  classId: string,
  fleetSize: number,
  platePrefix: string,
  now: Date,
  moved: string[],
): Promise<string[]> {
  const all = await tx
    .select()
    .from(units)
    .where(and(eq(units.tenant, tenant), eq(units.classId, classId)));
  all.sort((a, b) => a.id - b.id);
  const reservations = await liveReservations(tx, tenant, classId, now);
  const busiest = busiestMoment(reservations);
  if (busiest.length > fleetSize) {
    const day = businessToday(busiest.reduce((latest, r) => (r.pickup_at > latest ? r.pickup_at : latest), now));
    return [
      `Class ${classId}: a fleet of ${fleetSize} is smaller than the ${busiest.length} units booked on ${day} ` +
        `(bookings ${busiest.map((reservation) => reservation.reference).join(', ')}).`,
    ];
  }
  const active = all.filter((unit) => !unit.retired);
  if (active.length < fleetSize) {
    const retired = all.filter((unit) => unit.retired).slice(0, fleetSize - active.length);
    for (const unit of retired) await tx.update(units).set({ retired: false }).where(eq(units.id, unit.id));
    const missing = fleetSize - active.length - retired.length;
    const plates = new Set(all.map((unit) => unit.plate));
    let number = all.length;
    const added: { tenant: string; classId: string; plate: string }[] = [];
    while (added.length < missing) {
      number += 1;
      const plate = `${platePrefix}-${number}`;
      if (!plates.has(plate)) added.push({ tenant, classId, plate });
    }
    if (added.length > 0) await tx.insert(units).values(added);
    return [];
  }
  if (active.length === fleetSize) return [];

  // Keep the units that carry the most bookings; the others retire and their bookings move.
  const bookingsOn = (unitId: number) => reservations.filter((reservation) => reservation.unit_id === unitId);
  const ranked = [...active].sort((a, b) => bookingsOn(b.id).length - bookingsOn(a.id).length || a.id - b.id);
  const kept = ranked.slice(0, fleetSize);
  const retiring = ranked.slice(fleetSize);
  const assignment = new Map(reservations.map((reservation) => [reservation.id, reservation.unit_id]));
  const problems: string[] = [];
  for (const unit of retiring) {
    for (const reservation of bookingsOn(unit.id)) {
      const target = kept.find((candidate) =>
        reservations.every(
          (other) =>
            assignment.get(other.id) !== candidate.id || other.id === reservation.id || !overlaps(other, reservation),
        ),
      );
      if (!target) {
        problems.push(
          `Class ${classId}: booking ${reservation.reference} cannot keep a unit in a fleet of ${fleetSize}; ` +
            'change its dates or keep a larger fleet.',
        );
        continue;
      }
      assignment.set(reservation.id, target.id);
      await tx.execute(sql`UPDATE reservations SET unit_id = ${target.id} WHERE id = ${reservation.id}::uuid`);
      moved.push(reservation.reference);
    }
    await tx.update(units).set({ retired: true }).where(eq(units.id, unit.id));
  }
  return problems;
}

/** Writes one brand's content into the engine's tables, in the caller's transaction. */
async function writeTenant(tx: Executor, tenant: TenantId, content: RentalContent, now: Date): Promise<SyncReport> {
  const company = content.company!;
  const settings = content.settings!;
  const priceList = content.priceList!;

  await tx
    .insert(bookingSettings)
    .values({
      tenant,
      highSeason: settings.highSeason,
      selfService: settings.selfService,
      oneWayFeeEur: eurToMinor(priceList.oneWayFee),
      deliveryFeeEur: priceList.deliveryFee === undefined ? null : eurToMinor(priceList.deliveryFee),
      // The condition photo rules as published (issue 39); none: the brand's defaults.
      condition: settings.conditionPhotos ? conditionSettingsOf(tenant, settings.conditionPhotos) : null,
    })
    .onConflictDoUpdate({
      target: bookingSettings.tenant,
      set: {
        highSeason: sql`excluded.high_season`,
        selfService: sql`excluded.self_service`,
        oneWayFeeEur: sql`excluded.one_way_fee_eur`,
        deliveryFeeEur: sql`excluded.delivery_fee_eur`,
        condition: sql`excluded.condition`,
      },
    });

  const hoursById = new Map(settings.locations.map((location) => [location.id, location]));
  const placeIds = company.locations.map((place) => place.id);
  for (const [position, place] of company.locations.entries()) {
    const hours = hoursById.get(place.id)!;
    const row = { title: texts(hours.title), pickup: place.pickup, return: place.return, hours, position };
    await tx
      .insert(locations)
      .values({ tenant, id: place.id, ...row })
      .onConflictDoUpdate({ target: [locations.tenant, locations.id], set: row });
  }
  // A place taken out of the content stays for the bookings at it, but is offered no more.
  await tx
    .update(locations)
    .set({ pickup: false, return: false, hours: sql`${locations.hours} || '{"hidden": true}'::jsonb` })
    .where(and(eq(locations.tenant, tenant), notInArray(locations.id, placeIds)));

  const entries = new Map((priceList.classes ?? []).map((entry) => [entry.classCode, entry]));
  const priced = new Set<string>();
  const problems: string[] = [];
  const moved: string[] = [];
  let unitCount = 0;
  await tx.delete(rates).where(eq(rates.tenant, tenant));
  await tx.delete(ratePeriods).where(eq(ratePeriods.tenant, tenant));
  const prefix = tenant === 'car' ? 'C' : tenant === 'camper' ? 'K' : 'L';
  for (const [index, vehicle] of content.vehicles.entries()) {
    const entry = entries.get(vehicle.classCode);
    // Two vehicles of one class: the first names it. A vehicle without an entry is a problem already.
    if (!entry || priced.has(vehicle.classCode)) continue;
    priced.add(vehicle.classCode);
    const row = {
      vehicleDocumentId: vehicle._id,
      name: vehicle.name,
      category: vehicle.category ?? '',
      transmission: vehicle.transmission,
      fuel: vehicle.fuel,
      seats: vehicle.seats,
      doors: vehicle.doors ?? null,
      sleepingSpots: vehicle.sleepingSpots ?? null,
      fourByFour: vehicle.fourByFour,
      fRoadAllowed: vehicle.fRoadAllowed,
      depositEur: eurToMinor(entry.deposit),
    };
    await tx
      .insert(vehicleClasses)
      .values({ tenant, id: vehicle.classCode, ...row })
      .onConflictDoUpdate({ target: [vehicleClasses.tenant, vehicleClasses.id], set: row });
    await tx.insert(rates).values([
      { tenant, classId: vehicle.classCode, season: 'low', dayRateEur: eurToMinor(entry.lowSeasonRate) },
      { tenant, classId: vehicle.classCode, season: 'high', dayRateEur: eurToMinor(entry.highSeasonRate) },
    ]);
    if (entry.ratePeriods?.length) {
      await tx.insert(ratePeriods).values(
        entry.ratePeriods.map((period) => ({
          tenant,
          classId: vehicle.classCode,
          fromDate: period.from,
          toDate: period.to,
          dayRateEur: eurToMinor(period.dayRate),
        })),
      );
    }
    const platePrefix = `${prefix}${String(index + 1).padStart(2, '0')}`;
    problems.push(...(await followFleetSize(tx, tenant, vehicle.classCode, entry.fleetSize, platePrefix, now, moved)));
    unitCount += entry.fleetSize;
  }
  if (problems.length > 0) throw new RentalDataError(tenant, problems);

  await tx.delete(extras).where(eq(extras.tenant, tenant));
  const extraRows = (priceList.extras ?? []).map((extra, position) => ({
    tenant,
    id: extra.id,
    name: texts(extra.name),
    pricing: extra.pricing,
    priceEur: eurToMinor(extra.price),
    maxPriceEur: extra.maxPrice === undefined ? null : eurToMinor(extra.maxPrice),
    maxQuantity: extra.maxQuantity,
    position,
  }));
  if (extraRows.length > 0) await tx.insert(extras).values(extraRows);

  await tx.delete(insurances).where(eq(insurances.tenant, tenant));
  const insuranceRows = (priceList.insurances ?? []).map((insurance, position) => ({
    tenant,
    id: insurance.id,
    name: texts(insurance.name),
    description: texts(insurance.description),
    pricePerDayEur: eurToMinor(insurance.pricePerDay),
    excessEur: eurToMinor(insurance.excess),
    included: insurance.included === true,
    position,
  }));
  if (insuranceRows.length > 0) await tx.insert(insurances).values(insuranceRows);

  await tx.delete(coupons).where(eq(coupons.tenant, tenant));
  const couponsByCode = new Map<string, typeof coupons.$inferInsert>();
  for (const coupon of priceList.coupons ?? []) {
    couponsByCode.set(coupon.code.trim().toUpperCase(), {
      tenant,
      code: coupon.code.trim(),
      percent: coupon.percent,
      validFrom: coupon.validFrom,
      validTo: coupon.validTo,
    });
  }
  const promotion = content.promotion;
  if (promotion?.code && promotion.percent && promotion.from && promotion.to) {
    couponsByCode.set(promotion.code.trim().toUpperCase(), {
      tenant,
      code: promotion.code.trim(),
      percent: promotion.percent,
      // The promotion's instants (spec §4: valid strictly between them), Iceland time.
      validFrom: `${promotion.from}T${promotion.fromTime ?? '00:00'}`,
      validTo: `${promotion.to}T${promotion.toTime ?? '23:59'}`,
    });
  }
  if (couponsByCode.size > 0) await tx.insert(coupons).values([...couponsByCode.values()]);

  return { tenant, classes: priced.size, units: unitCount, movedReservations: moved };
}

/**
 * Makes the engine's tables of `tenant` follow `content`, in one transaction (one sync per brand at a
 * time, by an advisory lock). Throws RentalDataError, with nothing written, when the content asks what the
 * engine could not sell: the checks of `rentalContentProblems`, and a fleet smaller than the units already
 * booked at one moment (naming those bookings).
 */
export async function syncTenant(
  db: Database,
  tenant: TenantId,
  content: RentalContent,
  now: Date,
): Promise<SyncReport> {
  const problems = rentalContentProblems(content);
  if (problems.length > 0) throw new RentalDataError(tenant, problems);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`rental-data:${tenant}`}))`);
    return writeTenant(tx, tenant, content, now);
  });
}

/** Stores the bundled exchange-rate snapshot when no rate is stored yet (a fetch keeps newer ones). */
export async function storeExchangeRateSnapshot(db: Executor, now: Date): Promise<void> {
  await db
    .insert(exchangeRates)
    .values(
      Object.entries(exchangeRateSnapshot.rates).map(([currency, rate]) => ({
        currency,
        rate: String(rate),
        source: `snapshot ${exchangeRateSnapshot.date}`,
        fetchedAt: now,
        ratesDate: exchangeRateSnapshot.date,
      })),
    )
    .onConflictDoNothing();
}

/**
 * Syncs `tenants` (every brand by default) from `source`, each in its own transaction, and stores the
 * exchange-rate snapshot when none is stored. Answers a report per brand; the first brand whose content
 * the engine cannot take throws its RentalDataError (the brands before it are synced).
 */
export async function syncRentalData(
  db: Database,
  source: ContentSource,
  now: Date,
  tenants: readonly TenantId[] = tenantIds,
): Promise<SyncReport[]> {
  const reports: SyncReport[] = [];
  for (const tenant of tenants)
    reports.push(await syncTenant(db, tenant, await readRentalContent(source, tenant), now));
  await storeExchangeRateSnapshot(db, now);
  return reports;
}
