/**
 * @jest-environment node
 */
import { sql } from 'drizzle-orm';
import { affiliateRequestsPerMinute } from '../../../server/affiliate/affiliate.server';
import { closeDatabase, getDatabase } from '../../../server/db/client.server';
import { ApiClient } from '../../../server/testing/api-client.server';
import affiliateClick from '../affiliate-click.mts';
import affiliateConversion from '../affiliate-conversion.mts';
import reservations from '../reservations.mts';
import { customer, newKey, payByCard, pinClock, trip } from './fixtures';

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}
interface ClickBody {
  clickId: string;
}
interface ConversionBody {
  conversionId: string;
  duplicate: boolean;
  externalId: string;
  amount: number;
  currency: string;
}
interface ReservationBody {
  reservation: { reference: string; currency: string; paid: number; refunded: number; promoCode: string | null };
}

let addresses = 0;
/** A visitor from an address of its own, so one test's requests never count against another's limit. */
const visitor = () => new ApiClient(`198.51.100.${(addresses += 1)}`);

const clickOf = (overrides: Record<string, unknown> = {}) => ({
  tenant: 'car',
  ref: 'U-ABCDEFGHJK',
  referralCode: 'AFF1',
  ...overrides,
});

function click(client: ApiClient, body: unknown = clickOf()) {
  return client.call<ClickBody & ErrorBody>(affiliateClick, { path: '/api/affiliate/click', body });
}

function convert(client: ApiClient, body: unknown) {
  return client.call<ConversionBody & ErrorBody>(affiliateConversion, { path: '/api/affiliate/conversion', body });
}

let bookings = 0;
const dayOf = (offset: number) => new Date(Date.UTC(2027, 9, 4) + offset * 86_400_000).toISOString().slice(0, 10);
/** A reservation of its own days from October 2027, so bookings of this file never compete for a car. */
async function book(client: ApiClient, overrides: Record<string, unknown> = {}) {
  const offset = (bookings += 1) * 3;
  const day = dayOf(offset);
  const end = dayOf(offset + 2);
  const answer = await client.call<ReservationBody>(reservations, {
    path: '/api/reservations',
    body: {
      classId: 'car-kia-picanto',
      ...trip(`${day}T10:00`, `${end}T10:00`),
      extras: [],
      extraDrivers: 0,
      customer,
      ...overrides,
    },
    headers: { 'idempotency-key': newKey('affiliate') },
  });
  expect(answer.status).toBe(201);
  return answer.body.reservation;
}

async function paidBooking(client: ApiClient, overrides: Record<string, unknown> = {}) {
  const { reference } = await book(client, overrides);
  const paid = await payByCard<ReservationBody>(client, reference);
  expect(paid.status).toBe(200);
  return paid.body.reservation;
}

const conversionOf = (
  clickId: string,
  reservation: ReservationBody['reservation'],
  overrides: Record<string, unknown> = {},
) => ({
  tenant: 'car',
  ref: 'U-ABCDEFGHJK',
  clickId,
  externalId: reservation.reference,
  amount: reservation.paid - reservation.refunded,
  currency: reservation.currency,
  coupon: reservation.promoCode,
  ...overrides,
});

describe('POST /api/affiliate/click', () => {
  beforeEach(() => pinClock('2027-01-10T12:00:00Z'));
  afterAll(closeDatabase);

  it('stores the click with the brand, referral id and code, and no client address', async () => {
    const answer = await click(visitor());
    expect(answer.status).toBe(201);
    expect(answer.body.clickId).toMatch(/^[0-9a-f-]{36}$/);
    const { rows } = await getDatabase().execute<Record<string, unknown>>(
      sql`SELECT * FROM affiliate_clicks WHERE id = ${answer.body.clickId}`,
    );
    expect(rows).toEqual([
      {
        id: answer.body.clickId,
        tenant: 'car',
        referral_id: 'U-ABCDEFGHJK',
        referral_code: 'AFF1',
        at: expect.anything(),
      },
    ]);
    const limits = await getDatabase().execute<{ client: string }>(sql`SELECT client FROM affiliate_rate_limits`);
    expect(limits.rows.map((row) => row.client).join()).not.toContain('198.51.100');
  });

  it('refuses an unknown brand and a brand this site does not serve', async () => {
    for (const tenant of ['bikes', 'camper']) {
      const answer = await click(visitor(), clickOf({ tenant }));
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 'unknown_tenant', fields: { tenant: 'Tenant must be car' } });
    }
  });

  it('names missing, invalid and unknown fields', async () => {
    const missing = await click(visitor(), {});
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({
      code: 'invalid_request',
      fields: {
        tenant: 'Tenant is required',
        ref: 'Referral id is required',
        referralCode: 'Referral code is required',
      },
    });
    const invalid = await click(visitor(), clickOf({ ref: 'user-1', referralCode: 'AFF 1<script>' }));
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fields).toEqual({
      ref: 'Referral id must look like U-ABCDEF',
      referralCode: 'Referral code must be 1 to 64 letters, digits, _, - or .',
    });
    const wrongType = await click(visitor(), clickOf({ referralCode: { code: 'AFF1' } }));
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error.fields).toEqual({ referralCode: 'Must be text' });
    const unknown = await click(visitor(), clickOf({ email: 'gudrun@example.com' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toContain('Unknown field: email');
  });

  it.each([
    ['malformed JSON', '{"tenant": ', 'invalid_json'],
    ['an empty body', '', 'invalid_json'],
    ['a JSON list', '["car"]', 'invalid_json'],
  ])('answers %s with 400', async (_name, rawBody, code) => {
    const answer = await visitor().call<ErrorBody>(affiliateClick, {
      path: '/api/affiliate/click',
      rawBody,
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe(code);
  });

  it('refuses a body that is not JSON or too large, and other methods', async () => {
    const text = await visitor().call<ErrorBody>(affiliateClick, {
      path: '/api/affiliate/click',
      rawBody: JSON.stringify(clickOf()),
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    const huge = await click(visitor(), clickOf({ referralCode: 'A'.repeat(5000) }));
    expect(huge.status).toBe(413);
    const get = await visitor().call<ErrorBody>(affiliateClick, { method: 'GET', path: '/api/affiliate/click' });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    expect(get.body.error.code).toBe('method_not_allowed');
  });

  it(`allows ${affiliateRequestsPerMinute} requests a minute per client, then 429 with Retry-After until the next minute`, async () => {
    pinClock('2027-01-10T12:00:15Z');
    const client = visitor();
    for (let request = 0; request < affiliateRequestsPerMinute; request += 1) {
      expect((await click(client)).status).toBe(201);
    }
    const limited = await click(client);
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('too_many_requests');
    expect(limited.headers.get('retry-after')).toBe('45');
    // Bad requests count as well; another client is not held up.
    expect((await click(client, {})).status).toBe(429);
    expect((await click(visitor())).status).toBe(201);
    pinClock('2027-01-10T12:01:00Z');
    expect((await click(client)).status).toBe(201);
  });
});

describe('POST /api/affiliate/conversion', () => {
  beforeEach(() => pinClock('2027-01-10T12:00:00Z'));
  afterAll(closeDatabase);

  it('stores the conversion of a paid reservation once, with the amounts of the engine', async () => {
    const client = visitor();
    const { clickId } = (await click(client)).body;
    const reservation = await paidBooking(client);
    expect(reservation.paid).toBeGreaterThan(0);

    const first = await convert(client, conversionOf(clickId, reservation));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      duplicate: false,
      externalId: reservation.reference,
      amount: reservation.paid,
      currency: reservation.currency,
    });
    const again = await convert(client, conversionOf(clickId, reservation));
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ conversionId: first.body.conversionId, duplicate: true });

    const { rows } = await getDatabase().execute<Record<string, unknown>>(
      sql`SELECT * FROM affiliate_conversions WHERE external_id = ${reservation.reference}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tenant: 'car',
      click_id: clickId,
      referral_id: 'U-ABCDEFGHJK',
      referral_code: 'AFF1',
      amount: reservation.paid,
      currency: reservation.currency,
      coupon: null,
    });
    // A pseudonymous customer id: neither the name nor the e-mail is kept.
    expect(rows[0]?.customer_id).toMatch(/^C-[0-9a-f]{24}$/);
    expect(JSON.stringify(rows[0])).not.toMatch(/gudrun|Jónsdóttir/i);
  });

  it('gives the same customer id to two reservations of one customer', async () => {
    const client = visitor();
    const { clickId } = (await click(client)).body;
    const one = await paidBooking(client);
    const two = await paidBooking(client);
    expect((await convert(client, conversionOf(clickId, one))).status).toBe(201);
    expect((await convert(client, conversionOf(clickId, two))).status).toBe(201);
    const { rows } = await getDatabase().execute<{ customer_id: string }>(
      sql`SELECT customer_id FROM affiliate_conversions WHERE external_id IN (${one.reference}, ${two.reference})`,
    );
    expect(new Set(rows.map((row) => row.customer_id)).size).toBe(1);
  });

  it('refuses an unpaid reservation, an unknown one and an unknown or expired click', async () => {
    const client = visitor();
    const { clickId } = (await click(client)).body;
    const held = await book(client);
    const unpaid = await convert(
      client,
      conversionOf(clickId, { ...held, paid: 100, refunded: 0 }, { currency: held.currency }),
    );
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.error).toMatchObject({ code: 'not_paid', fields: { externalId: 'Not paid' } });

    const paid = await paidBooking(client);
    const unknownReservation = await convert(client, conversionOf(clickId, paid, { externalId: 'ZZZZ999' }));
    expect(unknownReservation.status).toBe(404);
    expect(unknownReservation.body.error.code).toBe('not_found');

    const unknownClick = await convert(client, conversionOf('00000000-0000-4000-8000-000000000000', paid));
    expect(unknownClick.status).toBe(422);
    expect(unknownClick.body.error.code).toBe('unknown_click');

    pinClock('2027-03-11T12:00:01Z');
    // Booked and paid 60 days after the click (the session of the first booking has expired by then).
    const late = await paidBooking(client);
    const expired = await convert(client, conversionOf(clickId, late));
    expect(expired.status).toBe(422);
    expect(expired.body.error.code).toBe('click_expired');
  });

  it('refuses an amount, currency, coupon or customer id that is not the reservation’s', async () => {
    const client = visitor();
    const { clickId } = (await click(client)).body;
    const reservation = await paidBooking(client);
    const answer = await convert(
      client,
      conversionOf(clickId, reservation, {
        amount: reservation.paid * 10,
        currency: reservation.currency === 'EUR' ? 'USD' : 'EUR',
        coupon: 'FREE100',
        customerId: 'someone-else',
      }),
    );
    expect(answer.status).toBe(422);
    expect(answer.body.error.code).toBe('conversion_mismatch');
    expect(Object.keys(answer.body.error.fields ?? {}).sort()).toEqual(['amount', 'coupon', 'currency', 'customerId']);
    const { rows } = await getDatabase().execute(
      sql`SELECT 1 FROM affiliate_conversions WHERE external_id = ${reservation.reference}`,
    );
    expect(rows).toHaveLength(0);
  });

  it('refuses a reservation of another brand as unknown', async () => {
    const client = visitor();
    const { clickId } = (await click(client)).body;
    const reservation = await paidBooking(client);
    const answer = await convert(client, conversionOf(clickId, reservation, { tenant: 'longterm' }));
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('unknown_tenant');
    const unknown = await convert(client, conversionOf(clickId, reservation, { tenant: 'bikes' }));
    expect(unknown.body.error.code).toBe('unknown_tenant');
  });

  it('names missing and invalid fields, and refuses bad JSON and other methods', async () => {
    const missing = await convert(visitor(), {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toMatchObject({
      tenant: 'Tenant is required',
      ref: 'Referral id is required',
      clickId: 'Click id is required',
      externalId: 'External id (the reservation reference) is required',
      amount: 'Amount is required',
      currency: 'Currency is required',
    });
    const invalid = await convert(visitor(), {
      tenant: 'car',
      ref: 'U-ABCDEFGHJK',
      clickId: 'click-1',
      externalId: '../etc',
      amount: 12.5,
      currency: 'XYZ',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fields).toEqual({
      clickId: 'Click id is not valid',
      externalId: 'External id must be a reservation reference',
      amount: 'Amount must be whole minor units',
      currency: 'Currency must be one of EUR, USD, GBP, CAD, CHF, DKK, SEK, NOK, ISK',
    });
    const notANumber = await convert(visitor(), {
      ...conversionOf('x', { reference: 'ABC1234', currency: 'EUR', paid: 1, refunded: 0, promoCode: null }),
      amount: 'lots',
    });
    expect(notANumber.body.error.fields?.amount).toBe('Amount must be a number');
    const broken = await visitor().call<ErrorBody>(affiliateConversion, {
      path: '/api/affiliate/conversion',
      rawBody: '{"tenant":"car",',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(broken.body.error.code).toBe('invalid_json');
    const put = await visitor().call<ErrorBody>(affiliateConversion, {
      method: 'PUT',
      path: '/api/affiliate/conversion',
      body: {},
    });
    expect(put.status).toBe(405);
  });

  it('limits each client to its own requests a minute', async () => {
    pinClock('2027-01-10T12:05:50Z');
    const client = visitor();
    for (let request = 0; request < affiliateRequestsPerMinute; request += 1) {
      expect((await convert(client, {})).status).toBe(400);
    }
    const limited = await convert(client, {});
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('10');
    // The click endpoint counts on its own.
    expect((await click(client)).status).toBe(201);
  });
});
