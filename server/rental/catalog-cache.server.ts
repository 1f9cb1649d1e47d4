import { sql, type SQL } from 'drizzle-orm';
import type { TenantId } from '../../src/config/tenants';
import { businessDateTime } from '../../src/domain/dates';
import type { Database, Executor } from '../db/client.server';
import { queryPrepared } from '../db/prepared.server';
import { ApiError } from '../http/api-error.server';
import { checkedRate, couponKey, loadCatalog, validCoupon, type Catalog, type StoredCoupon } from './catalog.server';
import type { EngineContext } from './context.server';
import { freeUnitsQuery, pricingFor, type CheckedTrip, type PricingContext, type PromoResult } from './offers.server';
import type { TripRequest } from './requests';

/**
 * A search in one database round trip (docs/decisions/038). The catalog (places and their hours, classes,
 * rates, extras, insurances, the brand's settings) changes only when the rental data is written, on a
 * content sync; each function instance keeps a copy of it per brand, with the version of the rental data
 * it was loaded under (`rental_data_version`, which triggers renew in every transaction that writes that
 * data). A search reads the version in the same statement as what must be fresh — the free units, the
 * exchange rate, the coupon — and, when the version is not its copy's, loads the catalog again and asks
 * once more. So a sync is seen by the next search of every instance, and a booking at once: the free
 * units are never kept.
 */

interface KeptCatalog {
  /** The rental data version read before the catalog was loaded: the catalog is at least this new. */
  version: string | undefined;
  catalog: Promise<Catalog>;
}

/** This instance's catalog of each brand, or its load under way (one load however many ask at once). */
const keptCatalogs = new Map<TenantId, KeptCatalog>();

/** How many times a search reads when the rental data changed under it; then it answers with the last. */
const maximumReads = 3;

/** The rental data version now; undefined when the database has none (then nothing is kept). */
async function readVersion(db: Executor): Promise<string | undefined> {
  const result = await db.execute<{ version: string }>(sql`SELECT version::text AS version FROM rental_data_version`);
  return result.rows[0]?.version;
}

/**
 * The brand's catalog as of `version` (read before it is loaded): the kept one when it is of that
 * version, else one loaded now and kept for the searches that follow.
 */
function catalogAt(db: Executor, tenant: TenantId, version: string | undefined): KeptCatalog {
  const kept = keptCatalogs.get(tenant);
  if (kept && version !== undefined && kept.version === version) return kept;
  const loaded: KeptCatalog = { version, catalog: loadCatalog(db, tenant) };
  keptCatalogs.set(tenant, loaded);
  // A load that failed is not kept: the next search loads again (its own caller gets the error).
  loaded.catalog.catch(() => {
    if (keptCatalogs.get(tenant) === loaded) keptCatalogs.delete(tenant);
  });
  return loaded;
}

/** The catalog this instance keeps for the brand, or one loaded now under the version read first. */
async function keptCatalog(db: Executor, tenant: TenantId): Promise<KeptCatalog> {
  return keptCatalogs.get(tenant) ?? catalogAt(db, tenant, await readVersion(db));
}

/**
 * The brand's catalog, current as of this call: one round trip (the version) when this instance's copy
 * is current. For answers that need nothing fresh beside it.
 */
export async function currentCatalog(db: Executor, tenant: TenantId): Promise<Catalog> {
  const version = await readVersion(db);
  return catalogAt(db, tenant, version).catalog;
}

/** What a search reads fresh, in the statement that also reads the rental data version. */
interface FreshRow {
  version: string | null;
  /** Free units by class id; null when the trip was refused (nothing to count). */
  free: Record<string, number> | null;
  /** The stored exchange rate of the currency (numeric as text); null for EUR or when none is stored. */
  rate: string | null;
  coupon: StoredCoupon | null;
}

/** Which parts the search statement has: the free units (a checked trip), a stored rate, a coupon. */
interface FreshShape {
  trip: boolean;
  rate: boolean;
  coupon: boolean;
}

/**
 * The search statement of each shape, its values placeholders: built by Drizzle once, and filled with
 * each search's values (server/db/prepared.server.ts compiles it once and runs it prepared).
 */
const freshStatements = new Map<string, SQL>();

function freshStatement(shape: FreshShape): SQL {
  const key = `${Number(shape.trip)}${Number(shape.rate)}${Number(shape.coupon)}`;
  const kept = freshStatements.get(key);
  if (kept) return kept;
  const value = (name: keyof FreshValues) => sql.placeholder(name);
  const trip = { pickupAt: value('pickupAt'), blockedUntil: value('blockedUntil') };
  const free = shape.trip
    ? sql`(SELECT coalesce(json_object_agg(f.class_id, f.free), '{}'::json) FROM (${freeUnitsQuery(value('tenant'), trip, value('now'))}) f)`
    : sql`NULL::json`;
  const rate = shape.rate
    ? sql`(SELECT rate::text FROM exchange_rates WHERE currency = ${value('currency')})`
    : sql`NULL::text`;
  const coupon = shape.coupon
    ? sql`(SELECT json_build_object('code', code, 'percent', percent, 'validFrom', valid_from, 'validTo', valid_to)
        FROM coupons WHERE tenant = ${value('tenant')} AND upper(code) = ${value('couponKey')} LIMIT 1)`
    : sql`NULL::json`;
  const statement = sql`
    SELECT (SELECT version::text FROM rental_data_version) AS version,
      ${free} AS free, ${rate} AS rate, ${coupon} AS coupon`;
  freshStatements.set(key, statement);
  return statement;
}

/** The values of a search statement's placeholders; instants as ISO strings. */
type FreshValues = {
  tenant: TenantId;
  now: string;
  pickupAt?: string;
  blockedUntil?: string;
  currency: string;
  couponKey?: string;
};

/** The search's one statement, of its shape, run prepared (server/db/prepared.server.ts). */
async function readFresh(
  db: Database,
  tenant: TenantId,
  trip: Pick<CheckedTrip, 'pickupAt' | 'blockedUntil'> | undefined,
  request: Pick<TripRequest, 'currency' | 'promoCode'>,
  now: Date,
): Promise<FreshRow> {
  const values: FreshValues = {
    tenant,
    now: now.toISOString(),
    currency: request.currency,
    ...(trip ? { pickupAt: trip.pickupAt.toISOString(), blockedUntil: trip.blockedUntil.toISOString() } : {}),
    ...(request.promoCode ? { couponKey: couponKey(request.promoCode) } : {}),
  };
  const statement = freshStatement({
    trip: trip !== undefined,
    rate: request.currency !== 'EUR',
    coupon: Boolean(request.promoCode),
  });
  const [row] = await queryPrepared(db, statement, values);
  if (!row) throw new Error('The search statement answered no row');
  return row as unknown as FreshRow;
}

export interface SearchSnapshot<Checked> {
  catalog: Catalog;
  /** What `check` made of the request against the catalog. */
  checked: Checked;
  /** Free units by class for the checked trip, turnaround included, as of this search. */
  free: Map<string, number>;
  pricing: PricingContext;
  promo?: PromoResult;
}

/**
 * What a search needs, in one round trip while this instance's catalog is current: `check` (pure: the
 * trip, the class, the options against the catalog; it throws the request's ApiError) runs on the kept
 * catalog, then one statement reads the rental data version, the units free for the checked trip, the
 * exchange rate and the coupon. When the version is not the catalog's, the catalog is loaded again and
 * the search asks once more, so every answer and every refusal is of the current catalog.
 */
export async function searchSnapshot<Checked extends { trip: CheckedTrip }>(
  { db, tenant, now }: EngineContext,
  request: Pick<TripRequest, 'currency' | 'promoCode'>,
  check: (catalog: Catalog) => Checked,
): Promise<SearchSnapshot<Checked>> {
  let kept = await keptCatalog(db, tenant);
  for (let reads = 1; ; reads += 1) {
    const catalog = await kept.catalog;
    let checked: Checked | undefined;
    let refusal: ApiError | undefined;
    try {
      checked = check(catalog);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      refusal = error;
    }
    const fresh = await readFresh(db, tenant, checked?.trip, request, now);
    const isCurrent = fresh.version !== null && fresh.version === kept.version;
    if (!isCurrent && reads < maximumReads) {
      kept = catalogAt(db, tenant, fresh.version ?? undefined);
      continue;
    }
    if (refusal || !checked) throw refusal ?? new Error('The search was neither checked nor refused');
    const { pricing, promo } = pricingFor(
      request.currency,
      checkedRate(request.currency, fresh.rate),
      request.promoCode,
      validCoupon(fresh.coupon, businessDateTime(now)),
    );
    return {
      catalog,
      checked,
      free: new Map(Object.entries(fresh.free ?? {})),
      pricing,
      ...(promo ? { promo } : {}),
    };
  }
}
