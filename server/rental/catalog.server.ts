import { and, asc, eq, sql } from 'drizzle-orm';
import type { ExchangeRatesAnswer } from '../../src/api-client/types';
import type { Currency } from '../../src/config/currencies';
import type { LocaleCode } from '../../src/config/locales';
import type { TenantId } from '../../src/config/tenants';
import type { Location as HoursLocation } from '../../src/domain/hours';
import type { Season } from '../../src/domain/season';
import type { Executor } from '../db/client.server';
import {
  bookingSettings,
  coupons,
  exchangeRates,
  extras,
  insurances,
  locations,
  ratePeriods,
  rates,
  vehicleClasses,
} from '../db/schema';
import { ApiError } from '../http/api-error.server';

/** What the engine knows of one tenant's offer, read once per request. */
export interface Catalog {
  tenant: TenantId;
  highSeason?: Season;
  selfServiceEnabled: boolean;
  /** The price list's fees (content, synced): EUR minor units; a brand without delivery has null. */
  oneWayFeeEur: number;
  deliveryFeeEur: number | null;
  locations: CatalogLocation[];
  classes: CatalogClass[];
  extras: (typeof extras.$inferSelect)[];
  insurances: (typeof insurances.$inferSelect)[];
}

export interface CatalogLocation {
  id: string;
  title: Record<string, string>;
  pickup: boolean;
  return: boolean;
  /** Kept for the bookings that use it, not offered in the search (spec §3 Location `hidden`). */
  hidden: boolean;
  hours: HoursLocation;
}

export type CatalogClass = typeof vehicleClasses.$inferSelect & {
  rates: { low: number; high: number; periods: { from: string; to: string; dayRateEur: number }[] };
};

export async function loadCatalog(db: Executor, tenant: TenantId): Promise<Catalog> {
  const [settingsRows, locationRows, classRows, rateRows, periodRows, extraRows, insuranceRows] = await Promise.all([
    db.select().from(bookingSettings).where(eq(bookingSettings.tenant, tenant)),
    db.select().from(locations).where(eq(locations.tenant, tenant)).orderBy(asc(locations.position)),
    db.select().from(vehicleClasses).where(eq(vehicleClasses.tenant, tenant)),
    db.select().from(rates).where(eq(rates.tenant, tenant)),
    db.select().from(ratePeriods).where(eq(ratePeriods.tenant, tenant)).orderBy(asc(ratePeriods.fromDate)),
    db.select().from(extras).where(eq(extras.tenant, tenant)).orderBy(asc(extras.position)),
    db.select().from(insurances).where(eq(insurances.tenant, tenant)).orderBy(asc(insurances.position)),
  ]);
  const settings = settingsRows[0];
  if (!settings) {
    throw new Error(
      `The rental engine has no data for tenant "${tenant}": run \`npm start\` or the deploy's build, which sync it from the content`,
    );
  }
  const rateOf = (classId: string, season: 'low' | 'high') =>
    rateRows.find((rate) => rate.classId === classId && rate.season === season)?.dayRateEur;
  return {
    tenant,
    highSeason: (settings.highSeason as Season | null) ?? undefined,
    selfServiceEnabled: settings.selfService,
    oneWayFeeEur: settings.oneWayFeeEur,
    deliveryFeeEur: settings.deliveryFeeEur,
    locations: locationRows.map((row) => ({
      id: row.id,
      title: row.title,
      pickup: row.pickup,
      return: row.return,
      hidden: (row.hours as { hidden?: unknown }).hidden === true,
      hours: row.hours as HoursLocation,
    })),
    classes: classRows.flatMap((row) => {
      const low = rateOf(row.id, 'low');
      const high = rateOf(row.id, 'high');
      // A class without both rates cannot be priced, so it is not offered.
      if (low === undefined || high === undefined) return [];
      const periods = periodRows
        .filter((period) => period.classId === row.id)
        .map((period) => ({ from: period.fromDate, to: period.toDate, dayRateEur: period.dayRateEur }));
      return [{ ...row, rates: { low, high, periods } }];
    }),
    extras: extraRows,
    insurances: insuranceRows,
  };
}

export function localized(text: Record<string, string>, locale: LocaleCode): string {
  return text[locale] ?? text.en ?? Object.values(text)[0] ?? '';
}

/** The name of an extra or insurance package in `locale`, or undefined for an id the catalog lacks. */
export function optionName(catalog: Catalog, kind: 'extra' | 'insurance', id: string | undefined, locale: LocaleCode) {
  const list: { id: string; name: Record<string, string> }[] = kind === 'extra' ? catalog.extras : catalog.insurances;
  const option = list.find((candidate) => candidate.id === id);
  return option ? localized(option.name, locale) : undefined;
}

/** Units of `currency` per EUR from the stored rates; 1 for EUR. */
export async function exchangeRate(db: Executor, currency: Currency): Promise<number> {
  if (currency === 'EUR') return 1;
  const [row] = await db.select().from(exchangeRates).where(eq(exchangeRates.currency, currency));
  return checkedRate(currency, row?.rate);
}

/** Units of `currency` per EUR from its stored rate (numeric, as text; none stored: null); 1 for EUR. */
export function checkedRate(currency: Currency, stored: string | null | undefined): number {
  if (currency === 'EUR') return 1;
  const rate = stored === null || stored === undefined ? Number.NaN : Number(stored);
  if (!(rate > 0)) throw new ApiError(503, 'exchange_rate_unavailable', `No exchange rate is stored for ${currency}.`);
  return rate;
}

/** Every stored rate, units per EUR, with the day they are of (null when none is stored). */
export async function allExchangeRates(db: Executor): Promise<ExchangeRatesAnswer> {
  const rows = await db.select().from(exchangeRates);
  const newest = rows.reduce<(typeof rows)[number] | undefined>(
    (latest, row) => (!latest || row.fetchedAt > latest.fetchedAt ? row : latest),
    undefined,
  );
  return {
    rates: { EUR: 1, ...Object.fromEntries(rows.map((row) => [row.currency, Number(row.rate)])) },
    source: newest?.source ?? 'none',
    fetchedAt: newest?.fetchedAt.toISOString() ?? null,
    ratesDate: newest?.ratesDate ?? null,
  };
}

/**
 * Whether a coupon is valid at `at` (Iceland date and time, 'YYYY-MM-DDTHH:mm:ss'). A bound with a time
 * ('YYYY-MM-DDTHH:mm', the promotion's) is an instant the coupon is valid strictly after or before (spec
 * §4 Promotion); a bound without one (a price list coupon's 'YYYY-MM-DD') is an Iceland day that counts.
 */
export function isCouponValidAt(validFrom: string, validTo: string, at: string): boolean {
  const day = at.slice(0, 10);
  const instant = (bound: string) => `${bound}:00`.slice(0, 19);
  const afterStart = validFrom.includes('T') ? at > instant(validFrom) : day >= validFrom;
  const beforeEnd = validTo.includes('T') ? at < instant(validTo) : day <= validTo;
  return afterStart && beforeEnd;
}

/** A coupon as stored: its code as written, its percentage and its bounds (see isCouponValidAt). */
export type StoredCoupon = Pick<typeof coupons.$inferSelect, 'code' | 'percent' | 'validFrom' | 'validTo'>;

/** The coupon's percentage when `code` is valid at `at` (Iceland date and time); case does not matter. */
export async function findCoupon(
  db: Executor,
  tenant: TenantId,
  code: string,
  at: string,
): Promise<{ code: string; percent: number } | undefined> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.tenant, tenant), eq(sql`upper(${coupons.code})`, couponKey(code))));
  return validCoupon(row, at);
}

/** How a promo code is looked up: trimmed, upper case (the sync keeps one coupon per such key). */
export const couponKey = (code: string) => code.trim().toUpperCase();

/** The stored coupon's code and percentage when it is valid at `at` (Iceland date and time). */
export function validCoupon(
  row: StoredCoupon | null | undefined,
  at: string,
): { code: string; percent: number } | undefined {
  if (!row || !isCouponValidAt(row.validFrom, row.validTo, at)) return undefined;
  return { code: row.code, percent: row.percent };
}
