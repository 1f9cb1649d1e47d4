/**
 * @jest-environment node
 */
import { sql } from 'drizzle-orm';
import { unpaidHoldLimits } from '../../../src/config/abuse';
import { closeDatabase, getDatabase } from '../../../server/db/client.server';
import { ApiClient } from '../../../server/testing/api-client.server';
import affiliateClick from '../affiliate-click.mts';
import affiliateConversion from '../affiliate-conversion.mts';
import paymentWebhook from '../payment-webhook.mts';
import reservationCancel from '../reservation-cancel.mts';
import reservationPayments from '../reservation-payments.mts';
import refundRequests from '../reservation-refund-requests.mts';
import reservation from '../reservation.mts';
import reservations from '../reservations.mts';
import find from '../reservations-find.mts';
import staffMe from '../staff-me.mts';
import staffSignOut from '../staff-sign-out.mts';
import { customer, newKey, payByCard, pinClock, trip } from './fixtures';
import { signInAsStaff } from './staff-support';

/** Issue 38: what a script, a forged page or a careless paste cannot do (docs/decisions/045). */

interface ErrorBody {
  error: { code: string; message: string };
}
interface ReservationBody {
  reservation: { reference: string; status: string };
}

/** A booking of an Aygo on its own week of 2027 (`week` 0…), so that no two holds want the same unit. */
const bookingOn = (week: number) => {
  const pickup = new Date(Date.UTC(2027, 4, 3 + week * 7, 10));
  const back = new Date(pickup.getTime() + 2 * 86_400_000);
  const local = (date: Date) => date.toISOString().slice(0, 16);
  return { classId: 'car-toyota-aygo-x', ...trip(local(pickup), local(back)), extras: [], customer, extraDrivers: 0 };
};

const book = (client: ApiClient, week: number, headers: Record<string, string> = {}) =>
  client.call<ReservationBody & ErrorBody>(reservations, {
    path: '/api/reservations',
    body: bookingOn(week),
    headers: { 'idempotency-key': newKey('hold'), ...headers },
  });

afterAll(closeDatabase);

describe('the limit of unpaid holds per client', () => {
  beforeEach(() => pinClock('2027-01-20T12:00:00Z'));

  it('lets a family book two cars and pay for them', async () => {
    const family = new ApiClient();
    const first = await book(family, 0);
    const second = await book(family, 0);
    expect([first.status, second.status]).toEqual([201, 201]);
    for (const booked of [first, second]) {
      const paid = await payByCard<ReservationBody>(family, booked.body.reservation.reference, '4242 4242 4242 4242');
      expect(paid.body.reservation.status).toBe('confirmed');
    }
  });

  it('stops a script at the address limit at once, with or without its cookie, until the holds run out', async () => {
    const address = '198.51.100.200';
    const statuses: number[] = [];
    // A script that drops its cookie: a new session for every request, one address.
    for (let week = 0; week < unpaidHoldLimits.perAddress; week += 1) {
      statuses.push((await book(new ApiClient(address), 10 + week)).status);
    }
    expect(statuses).toEqual(Array(unpaidHoldLimits.perAddress).fill(201));
    const refused = await book(new ApiClient(address), 30);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('too_many_holds');
    expect(refused.body.error.message).toBe(
      `You already have ${unpaidHoldLimits.perAddress} bookings waiting for payment. Please pay for one of them, or try again in 30 minutes.`,
    );
    expect(refused.headers.get('retry-after')).toBe('1800');
    // Another client on another network books as usual meanwhile.
    expect((await book(new ApiClient(), 30)).status).toBe(201);
    // The first hold runs out after its 30 minutes: the address may hold one more.
    pinClock('2027-01-20T12:30:01Z');
    expect((await book(new ApiClient(address), 31)).status).toBe(201);
  });

  it('stops one session at the session limit when it changes address', async () => {
    const phone = new ApiClient('192.0.2.201');
    for (let week = 0; week < unpaidHoldLimits.perSession; week += 1) {
      expect((await book(phone, 40 + week)).status).toBe(201);
    }
    // The same browser on another network: its cookie goes with it.
    const refused = await book(new ApiClient('192.0.2.202'), 50, { cookie: phone.sessionCookie ?? '' });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('too_many_holds');
  });

  it('does not count a replayed request as another hold', async () => {
    const client = new ApiClient();
    const key = newKey('replay');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < unpaidHoldLimits.perSession + 2; attempt += 1) {
      const answer = await client.call(reservations, {
        path: '/api/reservations',
        body: bookingOn(60),
        headers: { 'idempotency-key': key },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual(Array(unpaidHoldLimits.perSession + 2).fill(201));
  });
});

/** The name=value of the session cookie a Set-Cookie header sets. */
const cookiePair = (setCookie: string | null) => (setCookie ?? '').split(';')[0] ?? '';

describe('cookies and sessions', () => {
  beforeEach(() => pinClock('2027-01-21T12:00:00Z'));

  it('sets __Host- cookies: Secure, Path=/, no Domain', async () => {
    const answer = await book(new ApiClient(), 70);
    const setCookie = answer.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(
      /^__Host-nl_session=[0-9a-f-]{36}\.[\w-]+; Path=\/; HttpOnly; Secure; SameSite=Lax; Expires=/,
    );
    expect(setCookie).not.toMatch(/Domain=/i);
    const { client, callback } = await signInAsStaff('desk@example.com', 'desk-demo');
    const staffCookies = callback.headers.getSetCookie();
    expect(staffCookies[0]).toMatch(/^__Host-nl_staff=[^;]+; Path=\/; HttpOnly; Secure; SameSite=Lax; Expires=/);
    expect(staffCookies[1]).toMatch(/^__Host-nl_staff_signin=; Path=\/; HttpOnly; Secure; SameSite=Lax; Expires=/);
    expect((await client.call(staffMe, { path: '/api/staff/me' })).status).toBe(200);
  });

  it('gives a session a new id when it proves a reservation, and the old id opens nothing', async () => {
    const owner = new ApiClient();
    const { reference } = (await book(owner, 71)).body.reservation;
    // Another browser with a session of its own (one an attacker could have planted there).
    const other = new ApiClient();
    await book(other, 72);
    const planted = other.sessionCookie ?? '';
    const found = await other.call(find, {
      path: '/api/reservations/find',
      body: { reference, email: customer.email },
    });
    expect(found.status).toBe(200);
    const renewed = cookiePair(found.headers.get('set-cookie'));
    expect(renewed).toMatch(/^__Host-nl_session=/);
    expect(renewed).not.toBe(planted);
    // The new id sees the found reservation and the one the browser booked before.
    const view = (cookie: string) =>
      new ApiClient().call(reservation, {
        path: `/api/reservations/${reference}`,
        params: { reference },
        headers: { cookie },
      });
    expect((await view(renewed)).status).toBe(200);
    expect((await view(planted)).status).toBe(404);
    // A failed find changes nothing.
    const failed = await other.call(find, {
      path: '/api/reservations/find',
      body: { reference, email: 'x@example.com' },
    });
    expect(failed.status).toBe(404);
    expect(failed.headers.get('set-cookie')).toBeNull();
  });

  it('gives a staff member who signs in again a new session and ends the one the browser had', async () => {
    const sessionRows = async (cookie: string) => {
      const id = /=([0-9a-f-]{36})\./.exec(cookie)?.[1] ?? '';
      const { rows } = await getDatabase().execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM staff_sessions WHERE id = ${id}::uuid`,
      );
      return rows[0]?.n;
    };
    const { client } = await signInAsStaff('desk@example.com', 'desk-demo');
    const before = client.sessionCookie ?? '';
    expect(await sessionRows(before)).toBe(1);
    // The same browser signs in again (a session planted in it would go the same way).
    await signInAsStaff('manager@example.com', 'manager-demo', '/staff/', client);
    const after = client.sessionCookie ?? '';
    expect(after).toMatch(/^__Host-nl_staff=/);
    expect(after).not.toBe(before);
    expect(await sessionRows(before)).toBe(0);
    const me = await client.call<{ staff: { email: string } }>(staffMe, { path: '/api/staff/me' });
    expect(me.body.staff.email).toBe('manager@example.com');
  });
});

describe('cross-site requests', () => {
  beforeEach(() => pinClock('2027-01-22T12:00:00Z'));

  const cancel = (client: ApiClient, reference: string, headers: Record<string, string>) =>
    client.call<ErrorBody & ReservationBody>(reservationCancel, {
      path: `/api/reservations/${reference}/cancel`,
      params: { reference },
      body: {},
      headers,
    });

  it('refuses a forged POST from another site that carries the session cookie, before it acts', async () => {
    const owner = new ApiClient();
    const { reference } = (await book(owner, 80)).body.reservation;
    const forgeries: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', origin: 'https://shop.localhost' },
      // A form posts text/plain: the check comes before the body is read.
      { 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' },
    ];
    for (const headers of forgeries) {
      const forged = await cancel(owner, reference, headers);
      expect(forged.status).toBe(403);
      expect(forged.body.error).toEqual({
        code: 'cross_site_request',
        message: 'This request came from another site and was refused. Please use this site’s own pages.',
      });
    }
    const still = await owner.call<ReservationBody>(reservation, {
      path: `/api/reservations/${reference}`,
      params: { reference },
    });
    expect(still.body.reservation.status).toBe('pending_payment');
    // The site's own page: same origin by Sec-Fetch-Site, or by Origin.
    const own = await cancel(owner, reference, { 'sec-fetch-site': 'same-origin', origin: 'http://localhost' });
    expect(own.status).toBe(200);
    expect(own.body.reservation.status).toBe('cancelled');
  });

  it('accepts SITE_URL as the site’s origin', async () => {
    const owner = new ApiClient();
    const { reference } = (await book(owner, 81)).body.reservation;
    process.env.SITE_URL = 'https://cars.example.is';
    try {
      expect((await cancel(owner, reference, { origin: 'https://cars.example.is' })).status).toBe(200);
    } finally {
      delete process.env.SITE_URL;
    }
  });

  it('refuses a forged staff sign-out; the staff session lives on', async () => {
    const { client } = await signInAsStaff('desk@example.com', 'desk-demo');
    const forged = await client.call<ErrorBody>(staffSignOut, {
      method: 'POST',
      path: '/api/staff/sign-out',
      headers: { origin: 'https://evil.example' },
    });
    expect(forged.status).toBe(403);
    expect(forged.body.error.code).toBe('cross_site_request');
    expect((await client.call(staffMe, { path: '/api/staff/me' })).status).toBe(200);
  });

  it('keeps the payment webhook reachable from the processor (no cookie, any origin)', async () => {
    const answer = await new ApiClient().call<ErrorBody>(paymentWebhook, {
      path: '/api/payments/webhook',
      rawBody: '{"live":"false","notificationItems":[]}',
      headers: { 'content-type': 'application/json', origin: 'https://processor.example' },
    });
    // Refused for its missing signature, not for where it came from.
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe('invalid_signature');
  });
});

describe('the payment return address', () => {
  beforeEach(() => pinClock('2027-01-23T12:00:00Z'));

  it('is refused on the address an Origin header names; accepted on SITE_URL and the function’s own', async () => {
    const owner = new ApiClient();
    const { reference } = (await book(owner, 90)).body.reservation;
    const start = (returnUrl: string, headers: Record<string, string> = {}) =>
      owner.call<ErrorBody & { error: { fields?: Record<string, string> } }>(reservationPayments, {
        path: `/api/reservations/${reference}/payments`,
        params: { reference },
        body: { returnUrl },
        headers: { 'idempotency-key': newKey('return'), ...headers },
      });
    // No cookie-less trick either: Sec-Fetch-Site says the page is this site's, the Origin lies.
    const refused = await start('https://evil.example/payment-return/', {
      origin: 'https://evil.example',
      'sec-fetch-site': 'same-origin',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ returnUrl: 'Must be an address on this site.' });
    expect((await start('http://localhost/payment-return/')).status).toBe(201);
    process.env.SITE_URL = 'https://cars.example.is';
    try {
      expect((await start('https://cars.example.is/payment-return/')).status).toBe(201);
    } finally {
      delete process.env.SITE_URL;
    }
  });
});

describe('the affiliate conversion', () => {
  beforeEach(() => pinClock('2027-01-24T12:00:00Z'));

  it('is stored only for the session that proved the reservation; any other reference answers the same 404', async () => {
    const owner = new ApiClient();
    const { clickId } = (
      await owner.call<{ clickId: string }>(affiliateClick, {
        path: '/api/affiliate/click',
        body: { tenant: 'car', ref: 'U-ABCDEFGHJK', referralCode: 'AFF1' },
      })
    ).body;
    const { reference: paid } = (await book(owner, 100)).body.reservation;
    const payment = await payByCard<{ reservation: { paid: number; currency: string } }>(owner, paid);
    const { reference: held } = (await book(owner, 101)).body.reservation;
    const conversion = (externalId: string) => ({
      tenant: 'car',
      ref: 'U-ABCDEFGHJK',
      clickId,
      externalId,
      amount: payment.body.reservation.paid,
      currency: payment.body.reservation.currency,
      coupon: null,
    });
    const stranger = new ApiClient();
    const asStranger = await Promise.all(
      [paid, held, 'CZZZZZZ'].map((externalId) =>
        stranger.call<ErrorBody>(affiliateConversion, {
          path: '/api/affiliate/conversion',
          body: conversion(externalId),
        }),
      ),
    );
    // A paid, an unpaid and a made-up reference: one answer, so nothing tells them apart.
    for (const answer of asStranger) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(asStranger[0]?.body);
    }
    expect(asStranger[0]?.body.error.code).toBe('not_found');
    const stored = await owner.call(affiliateConversion, { path: '/api/affiliate/conversion', body: conversion(paid) });
    expect(stored.status).toBe(201);
    // Once stored, a stranger still learns nothing (not even that it is a duplicate).
    const after = await stranger.call<ErrorBody>(affiliateConversion, {
      path: '/api/affiliate/conversion',
      body: conversion(paid),
    });
    expect(after.status).toBe(404);
    expect(after.body).toEqual(asStranger[0]?.body);
  });
});

describe('card numbers in free text', () => {
  beforeEach(() => pinClock('2027-01-25T12:00:00Z'));

  it('refuses special requests and a refund reason holding a card number; stores nothing of it', async () => {
    const client = new ApiClient();
    const withCard = await client.call<ErrorBody & { error: { fields?: Record<string, string> } }>(reservations, {
      path: '/api/reservations',
      body: {
        ...bookingOn(110),
        trip: { numberOfPassengers: 2, specialComments: 'Charge 4242 4242 4242 4242 please' },
      },
      headers: { 'idempotency-key': newKey('card') },
    });
    expect(withCard.status).toBe(400);
    expect(withCard.body.error.fields).toEqual({
      'trip.specialComments':
        'Please do not type a card number here. Card details are entered only on the payment page.',
    });
    const { rows } = await getDatabase().execute(
      sql`SELECT 1 FROM reservations WHERE booking_details::text LIKE '%4242 4242%'`,
    );
    expect(rows).toHaveLength(0);

    const { reference } = (await book(client, 111)).body.reservation;
    await payByCard(client, reference);
    const refund = await client.call<ErrorBody & { error: { fields?: Record<string, string> } }>(refundRequests, {
      path: `/api/reservations/${reference}/refund-requests`,
      params: { reference },
      body: { reason: 'Refund to my other card 5555-5555-5555-4444' },
    });
    expect(refund.status).toBe(400);
    expect(refund.body.error.fields?.reason).toBe(
      'Please do not type a card number here. Card details are entered only on the payment page.',
    );
    const plain = await client.call(refundRequests, {
      path: `/api/reservations/${reference}/refund-requests`,
      params: { reference },
      body: { reason: 'Our flight FI 615 was cancelled on 2027-05-03.' },
    });
    expect(plain.status).toBe(201);
  });
});
