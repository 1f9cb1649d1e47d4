import { createHmac } from 'node:crypto';
import { storedSecret } from '../app-secrets.server';
import { and, eq, lt, sql } from 'drizzle-orm';
import * as yup from 'yup';
import { recordRetention } from '../../src/config/abuse';
import { affiliateClickCookieDays } from '../../src/config/constants';
import { currencies, isCurrency } from '../../src/config/currencies';
import { isTenantId, tenantIds, type TenantId } from '../../src/config/tenants';
import type { Database } from '../db/client.server';
import { affiliateClicks, affiliateConversions, affiliateRateLimits, reservations } from '../db/schema';
import { ApiError } from '../http/api-error.server';
import { strictObject } from '../http/request.server';
import { normalizeReference } from '../rental/reference.server';
import { hasProved, type Session } from '../session.server';

/**
 * Affiliate tracking (spec §7 `afiliate/click` and `afiliate/conversion`): clicks and conversions in
 * PostgreSQL, a conversion checked against the paid reservation it names, and a per-client limit shared
 * by every function instance (docs/decisions/014-affiliate-conversions-and-rate-limits.md).
 */

/** Requests one client may send to one affiliate endpoint per minute; over it, 429 with Retry-After. */
export const affiliateRequestsPerMinute = 20;

/** Referral ids as the browser makes them: `U-` and random uppercase letters or digits. */
const referralIdPattern = /^U-[A-Z0-9]{6,40}$/;
/** Referral codes of the address (`?ref=`): letters, digits, `_`, `-` and `.`. */
const referralCodePattern = /^[A-Za-z0-9_.-]{1,64}$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The brand is checked after the shape (`requireSiteTenant`), so an unknown one always answers `unknown_tenant`. */
const tenantField = () => yup.string().trim().required('Tenant is required');

export const clickRequest = strictObject({
  tenant: tenantField(),
  ref: yup
    .string()
    .required('Referral id is required')
    .matches(referralIdPattern, 'Referral id must look like U-ABCDEF'),
  referralCode: yup
    .string()
    .trim()
    .required('Referral code is required')
    .matches(referralCodePattern, 'Referral code must be 1 to 64 letters, digits, _, - or .'),
});

export const conversionRequest = strictObject({
  tenant: tenantField(),
  ref: yup
    .string()
    .required('Referral id is required')
    .matches(referralIdPattern, 'Referral id must look like U-ABCDEF'),
  clickId: yup.string().required('Click id is required').matches(uuidPattern, 'Click id is not valid'),
  externalId: yup
    .string()
    .trim()
    .required('External id (the reservation reference) is required')
    .matches(/^[A-Za-z0-9-]{4,20}$/, 'External id must be a reservation reference'),
  customerId: yup.string().trim().max(100, 'Customer id is too long').nullable().optional(),
  amount: yup
    .number()
    .typeError('Amount must be a number')
    .required('Amount is required')
    .integer('Amount must be whole minor units')
    .min(0, 'Amount must not be negative'),
  currency: yup
    .string()
    .required('Currency is required')
    .test('currency', `Currency must be one of ${currencies.join(', ')}`, (value) => isCurrency(value)),
  coupon: yup.string().trim().max(64, 'Coupon is too long').nullable().optional(),
});

export type ClickRequest = yup.InferType<typeof clickRequest>;
export type ConversionRequest = yup.InferType<typeof conversionRequest>;

export interface AffiliateContext {
  db: Database;
  /** The brand this site serves: a request for another brand is refused. */
  tenant: TenantId;
  now: Date;
}

/** 400 `unknown_tenant` when the request names a brand that does not exist or that this site does not serve. */
function requireSiteTenant(context: AffiliateContext, tenant: string): TenantId {
  if (!isTenantId(tenant)) {
    throw new ApiError(400, 'unknown_tenant', `Unknown brand. Brands are ${tenantIds.join(', ')}.`, {
      tenant: `Tenant must be ${context.tenant}`,
    });
  }
  if (tenant !== context.tenant) {
    throw new ApiError(400, 'unknown_tenant', `This site serves the brand "${context.tenant}", not "${tenant}".`, {
      tenant: `Tenant must be ${context.tenant}`,
    });
  }
  return tenant;
}

/** The key of the hashes kept instead of client addresses and e-mails: stored once, shared by every instance. */
const hashKey = (db: Database) => storedSecret(db, 'affiliate_hash_key');

const keyedHash = (key: string, text: string) => createHmac('sha256', key).update(text).digest('hex');

/**
 * Counts a request of `client` (its address) to `scope` in the current minute, in the database so that
 * every function instance agrees; over `affiliateRequestsPerMinute`, 429 `too_many_requests` with the
 * seconds until the next minute in Retry-After. Only a keyed hash of the address is stored.
 */
export async function limitRate(
  context: AffiliateContext,
  scope: 'click' | 'conversion',
  client: string,
): Promise<void> {
  const { db, now } = context;
  const windowStart = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const clientHash = keyedHash(await hashKey(db), `client:${client}`).slice(0, 32);
  const [row] = await db
    .insert(affiliateRateLimits)
    .values({ scope, client: clientHash, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [affiliateRateLimits.scope, affiliateRateLimits.client, affiliateRateLimits.windowStart],
      set: { count: sql`${affiliateRateLimits.count} + 1` },
    })
    .returning({ count: affiliateRateLimits.count });
  const count = row?.count ?? 1;
  // A client's first request of a minute tidies old windows away (the daily purge does it too).
  if (count === 1) {
    await db
      .delete(affiliateRateLimits)
      .where(
        lt(affiliateRateLimits.windowStart, new Date(now.getTime() - recordRetention.rateCountersHours * 3_600_000)),
      );
  }
  if (count > affiliateRequestsPerMinute) {
    const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + 60_000 - now.getTime()) / 1000));
    throw new ApiError(
      429,
      'too_many_requests',
      `Too many requests. Please try again in ${retryAfter} seconds.`,
      undefined,
      { 'retry-after': String(retryAfter) },
    );
  }
}

/** Stores a click and answers its id, which the browser keeps in a cookie for 60 days. */
export async function recordClick(context: AffiliateContext, request: ClickRequest): Promise<{ clickId: string }> {
  const tenant = requireSiteTenant(context, request.tenant);
  const [row] = await context.db
    .insert(affiliateClicks)
    .values({ tenant, referralId: request.ref, referralCode: request.referralCode, at: context.now })
    .returning({ id: affiliateClicks.id });
  if (!row) throw new Error('The click was not stored');
  return { clickId: row.id };
}

export interface ConversionAnswer {
  conversionId: string;
  /** True when this reservation's conversion was already stored: nothing new was stored. */
  duplicate: boolean;
  externalId: string;
  amount: number;
  currency: string;
}

const paidStatuses = new Set(['confirmed', 'checked_in']);

/** The one answer for a reference the caller may not report: never whether it exists or is paid. */
const unknownReservation = () =>
  new ApiError(404, 'not_found', 'No reservation of this brand has this reference.', {
    externalId: 'Unknown reservation',
  });

/**
 * Stores the conversion of a paid reservation, once per reservation (a repeat answers the stored one).
 * The caller's session must have proved the reservation (booked or found it); else 404, as for an
 * unknown reference. The click must exist for this brand and be at most 60 days old; the reservation must exist for this
 * brand and be paid. Amount, currency, coupon and customer id are taken from the reservation: what the
 * browser sends must match them (422 `conversion_mismatch` otherwise), so a conversion cannot be
 * inflated from the browser.
 */
export async function recordConversion(
  context: AffiliateContext,
  request: ConversionRequest,
  session: Session | undefined,
): Promise<ConversionAnswer & { created: boolean }> {
  const { db, now } = context;
  const tenant = requireSiteTenant(context, request.tenant);
  const externalId = normalizeReference(request.externalId);
  // Issue 38: only the session that booked or proved the reservation reports its conversion; any other
  // reference answers as an unknown one, whether it exists, is paid or was converted already.
  if (!hasProved(session, externalId)) throw unknownReservation();

  const [existing] = await db
    .select()
    .from(affiliateConversions)
    .where(and(eq(affiliateConversions.tenant, tenant), eq(affiliateConversions.externalId, externalId)));
  if (existing) return { ...answerOf(existing, true), created: false };

  const [click] = await db
    .select()
    .from(affiliateClicks)
    .where(and(eq(affiliateClicks.tenant, tenant), eq(affiliateClicks.id, request.clickId.toLowerCase())));
  if (!click) {
    throw new ApiError(422, 'unknown_click', 'No click with this id was recorded for this brand.', {
      clickId: 'Unknown click',
    });
  }
  if (now.getTime() - click.at.getTime() > affiliateClickCookieDays * 86_400_000) {
    throw new ApiError(422, 'click_expired', `The click is older than ${affiliateClickCookieDays} days.`, {
      clickId: 'Expired click',
    });
  }

  const [reservation] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.tenant, tenant), eq(reservations.reference, externalId)));
  if (!reservation) throw unknownReservation();
  const paid = reservation.paid - reservation.refunded;
  if (!paidStatuses.has(reservation.status) || paid <= 0) {
    throw new ApiError(409, 'not_paid', 'The reservation is not paid.', { externalId: 'Not paid' });
  }

  const customerId = `C-${keyedHash(await hashKey(db), `customer:${tenant}:${(reservation.customer.email ?? '').toLowerCase()}`).slice(0, 24)}`;
  const coupon = reservation.couponCode;
  const mismatches: Record<string, string> = {};
  if (request.amount !== paid) mismatches.amount = `Amount must be what was paid: ${paid}`;
  if (request.currency !== reservation.currency) mismatches.currency = `Currency must be ${reservation.currency}`;
  const givenCoupon = request.coupon ? request.coupon.toUpperCase() : null;
  if (givenCoupon !== (coupon ? coupon.toUpperCase() : null)) mismatches.coupon = 'Coupon is not the reservation’s';
  if (request.customerId && request.customerId !== customerId)
    mismatches.customerId = 'Customer id is not the reservation’s';
  if (Object.keys(mismatches).length > 0) {
    throw new ApiError(
      422,
      'conversion_mismatch',
      `The conversion does not match the reservation. ${Object.keys(mismatches).join(', ')}`,
      mismatches,
    );
  }

  const [stored] = await db
    .insert(affiliateConversions)
    .values({
      tenant,
      clickId: click.id,
      referralId: request.ref,
      referralCode: click.referralCode,
      externalId,
      customerId,
      amount: paid,
      currency: reservation.currency,
      coupon,
      at: now,
    })
    .onConflictDoNothing()
    .returning();
  if (stored) return { ...answerOf(stored, false), created: true };
  // Sent twice at once: the other request stored it first.
  const [raced] = await db
    .select()
    .from(affiliateConversions)
    .where(and(eq(affiliateConversions.tenant, tenant), eq(affiliateConversions.externalId, externalId)));
  if (!raced) throw new Error('The conversion was neither stored nor found');
  return { ...answerOf(raced, true), created: false };
}

function answerOf(row: typeof affiliateConversions.$inferSelect, duplicate: boolean): ConversionAnswer {
  return { conversionId: row.id, duplicate, externalId: row.externalId, amount: row.amount, currency: row.currency };
}
