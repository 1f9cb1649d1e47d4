import { sql } from 'drizzle-orm';
import { tenantIds, type TenantId } from '../../src/config/tenants';
import type { CarenSettings, RentalCompany } from '../../src/content/types';
import type { ContentSource } from '../../src/content/sources';
import type { Database, Executor } from '../db/client.server';
import {
  bookingSettings,
  coupons,
  exchangeRates,
  extras,
  insurances,
  locations,
  rates,
  units,
  vehicleClasses,
} from '../db/schema';
import { classPrices, exchangeRateSnapshot, extraCoupons, extraPrices, insurancePrices } from './price-list';

interface SeedVehicle {
  _id: string;
  name: string;
  classCode: string;
  transmission: string;
  fuel: string;
  seats: number;
  doors?: number;
  sleepingSpots?: number;
  fourByFour: boolean;
  fRoadAllowed: boolean;
  category: string;
}

const vehiclesQuery = `*[_type == "vehicle" && $tenant in tenantPrimaryCategories[].tenant]{
  _id, name, classCode, transmission, fuel, seats, doors, sleepingSpots, fourByFour, fRoadAllowed,
  "category": tenantPrimaryCategories[tenant == $tenant][0].primaryCategory->key
}`;
const rentalCompanyQuery = `*[_type == "rentalCompany" && tenant == $tenant][0]`;
const carenSettingsQuery = `*[_type == "carenSettings" && tenant == $tenant][0]`;
const promotionQuery = `*[_type == "promotionSettings" && tenant == $tenant && language == "en"][0]{
  "code": template.promoCode, "percent": template.percentage, "from": validDates.from.date, "to": validDates.to.date
}`;

/** A content mistake that would leave the engine without a price: named, so the editor can fix it. */
export class SeedError extends Error {
  override readonly name = 'SeedError';
}

async function seedTenant(tx: Executor, source: ContentSource, tenant: TenantId): Promise<number> {
  const [company, settings, vehicles, promotion] = await Promise.all([
    source.fetch<RentalCompany | null>(rentalCompanyQuery, { tenant }),
    source.fetch<CarenSettings | null>(carenSettingsQuery, { tenant }),
    source.fetch<SeedVehicle[]>(vehiclesQuery, { tenant }),
    source.fetch<{ code?: string; percent?: number; from?: string; to?: string } | null>(promotionQuery, { tenant }),
  ]);
  if (!company) throw new SeedError(`No rentalCompany document for tenant "${tenant}"`);
  const hoursById = new Map((settings?.locations ?? []).map((location) => [location.id, location]));

  await tx
    .insert(bookingSettings)
    .values({ tenant, highSeason: settings?.highSeason ?? null, selfService: settings?.selfService ?? false });
  await tx.insert(locations).values(
    company.locations.map((place, position) => {
      const hours = hoursById.get(place.id);
      if (!hours) throw new SeedError(`Location "${place.id}" of rentalCompany ${tenant} has no carenSettings entry`);
      return {
        tenant,
        id: place.id,
        title: Object.fromEntries(Object.entries(hours.title).filter(([key]) => !key.startsWith('_'))),
        pickup: place.pickup,
        return: place.return,
        hours,
        position,
      };
    }),
  );

  const prices = classPrices[tenant];
  for (const vehicle of vehicles) {
    const price = prices[vehicle.classCode];
    if (!price)
      throw new SeedError(`Vehicle ${vehicle._id} (class ${vehicle.classCode}) has no price for tenant "${tenant}"`);
    await tx.insert(vehicleClasses).values({
      tenant,
      id: vehicle.classCode,
      vehicleDocumentId: vehicle._id,
      name: vehicle.name,
      category: vehicle.category,
      transmission: vehicle.transmission,
      fuel: vehicle.fuel,
      seats: vehicle.seats,
      doors: vehicle.doors ?? null,
      sleepingSpots: vehicle.sleepingSpots ?? null,
      fourByFour: vehicle.fourByFour,
      fRoadAllowed: vehicle.fRoadAllowed,
      depositEur: price.deposit,
    });
    await tx.insert(rates).values([
      { tenant, classId: vehicle.classCode, season: 'low', dayRateEur: price.low },
      { tenant, classId: vehicle.classCode, season: 'high', dayRateEur: price.high },
    ]);
    const prefix = tenant === 'car' ? 'C' : tenant === 'camper' ? 'K' : 'L';
    await tx.insert(units).values(
      Array.from({ length: price.units }, (_, index) => ({
        tenant,
        classId: vehicle.classCode,
        plate: `${prefix}${String(vehicles.indexOf(vehicle) + 1).padStart(2, '0')}-${index + 1}`,
      })),
    );
  }
  const extraList = extraPrices[tenant];
  if (extraList.length > 0) {
    await tx.insert(extras).values(
      extraList.map((extra, position) => ({
        tenant,
        id: extra.id,
        name: extra.name,
        pricing: extra.pricing,
        priceEur: extra.price,
        maxPriceEur: extra.maxPrice ?? null,
        maxQuantity: extra.maxQuantity,
        position,
      })),
    );
  }
  await tx.insert(insurances).values(
    insurancePrices[tenant].map((insurance, position) => ({
      tenant,
      id: insurance.id,
      name: insurance.name,
      description: insurance.description,
      pricePerDayEur: insurance.pricePerDay,
      excessEur: insurance.excess,
      included: insurance.included,
      position,
    })),
  );
  const couponRows = [...extraCoupons[tenant]];
  if (promotion?.code && promotion.percent && promotion.from && promotion.to) {
    couponRows.push({
      code: promotion.code,
      percent: promotion.percent,
      validFrom: promotion.from,
      validTo: promotion.to,
    });
  }
  if (couponRows.length > 0) await tx.insert(coupons).values(couponRows.map((coupon) => ({ tenant, ...coupon })));
  return vehicles.length;
}

/**
 * Seeds every tenant that has no vehicle classes yet from the content and the price list, and the
 * exchange-rate snapshot when no rate is stored; each tenant in one transaction, so a failure leaves
 * nothing half-seeded. Answers the tenants it seeded.
 */
export async function seedRentalData(db: Database, source: ContentSource, now: Date): Promise<TenantId[]> {
  const seeded: TenantId[] = [];
  for (const tenant of tenantIds) {
    const done = await db.transaction(async (tx) => {
      // One seeder at a time per tenant, even when two `npm start`s share a database.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`seed:${tenant}`}))`);
      const existing = await tx.execute(sql`SELECT 1 FROM vehicle_classes WHERE tenant = ${tenant} LIMIT 1`);
      if (existing.rows.length > 0) return false;
      await seedTenant(tx, source, tenant);
      return true;
    });
    if (done) seeded.push(tenant);
  }
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
  return seeded;
}
