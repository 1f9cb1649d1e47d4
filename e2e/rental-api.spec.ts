import { expect, test, type APIResponse } from '@playwright/test';

/**
 * The rental API through `npm start` (netlify serve, real functions, the embedded database): routing
 * of every path, the session cookie, and a booking from search to a paid, found reservation. The
 * engine's rules are covered by the integration tests in netlify/functions/tests.
 */

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function sessionCookie(response: APIResponse): string {
  const header = response.headers()['set-cookie'] ?? '';
  const cookie = header.split(';')[0] ?? '';
  expect(cookie).toMatch(/^__Host-nl_session=/);
  expect(header).toMatch(/HttpOnly/);
  expect(header).toMatch(/Secure/);
  expect(header).toMatch(/SameSite=Lax/);
  return cookie;
}

test.describe('rental API', () => {
  // About twenty calls of the functions, each about half a second through `netlify serve` (more under load).
  test.describe.configure({ timeout: 90_000 });

  test('books, starts a payment, refuses a card, views and finds a reservation through the served functions', async ({
    request,
    playwright,
    baseURL,
  }) => {
    const places = await request.get('/api/locations?locale=is');
    expect(places.status()).toBe(200);
    expect((await places.json()).locations).toContainEqual({
      id: 'kef',
      title: 'Keflavíkurflugvöllur',
      pickup: true,
      return: true,
    });

    const search = {
      pickupLocationId: 'kef',
      returnLocationId: 'kef',
      pickupAt: `${inDays(40)}T10:00`,
      returnAt: `${inDays(43)}T10:00`,
      currency: 'ISK',
      locale: 'en',
    };
    const offers = await request.post('/api/availability', { data: search });
    expect(offers.status()).toBe(200);
    const vehicles = (await offers.json()).vehicles as {
      classId: string;
      available: number;
      price: { total: number; currency: string };
    }[];
    const vehicle = vehicles.find((candidate) => candidate.available > 0);
    expect(vehicle?.price.currency).toBe('ISK');

    const customer = {
      firstName: 'Ann',
      lastName: 'Lee',
      email: `ann.${test.info().project.name}@example.com`,
      phone: '5551234',
      country: 'US',
      dateOfBirth: '1990-01-01',
    };
    const created = await request.post('/api/reservations', {
      data: { classId: vehicle?.classId, ...search, extras: [], extraDrivers: 0, customer },
      headers: { 'idempotency-key': `e2e-${Date.now()}` },
    });
    expect(created.status()).toBe(201);
    const cookie = sessionCookie(created);
    const { reference, total } = (await created.json()).reservation;
    expect(total).toBe(vehicle?.price.total);

    // The card is typed on the processor's page (issue 26): a payment starts a checkout there.
    const returnUrl = new URL('/payment-return/', baseURL).toString();
    const started = await request.post(`/api/reservations/${reference}/payments`, {
      data: { returnUrl },
      headers: { 'idempotency-key': `e2e-pay-${Date.now()}`, cookie },
    });
    expect(started.status()).toBe(201);
    const checkout = (await started.json()) as {
      payment: { status: string; amount: number; currency: string };
      checkout: { url: string } | null;
      reservation: { status: string };
    };
    expect(checkout.payment).toMatchObject({ status: 'pending', amount: total, currency: 'ISK' });
    expect(checkout.checkout?.url).toMatch(/^https?:\/\//);
    expect(checkout.reservation.status).toBe('pending_payment');
    // No endpoint takes a card any more.
    const withCard = await request.post(`/api/reservations/${reference}/payments`, {
      data: { returnUrl, card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2035, cvc: '123' } },
      headers: { 'idempotency-key': `e2e-card-${Date.now()}`, cookie },
    });
    expect(withCard.status()).toBe(400);
    expect((await withCard.json()).error.code).toBe('card_data_refused');
    // Another site's page posting with the visitor's cookie (issue 38): refused before anything is done.
    const forged = await request.post(`/api/reservations/${reference}/cancel`, {
      data: {},
      headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(forged.status()).toBe(403);
    expect((await forged.json()).error.code).toBe('cross_site_request');

    expect((await request.get(`/api/reservations/${reference}`, { headers: { cookie } })).status()).toBe(200);
    expect(
      (
        await request.get(`/api/reservations/${reference}`, { headers: { cookie: '__Host-nl_session=forged.value' } })
      ).status(),
    ).toBe(404);

    // Another device: a fresh cookie jar, which proves the reservation with the last name.
    const otherDevice = await playwright.request.newContext({ baseURL });
    const found = await otherDevice.post('/api/reservations/find', { data: { reference, lastName: 'LEE' } });
    expect(found.status()).toBe(200);
    const otherCookie = sessionCookie(found);
    expect(otherCookie).not.toBe(cookie);
    expect((await otherDevice.get(`/api/reservations/${reference}`)).status()).toBe(200);
    await otherDevice.dispose();
  });

  test('answers bad input with JSON errors, never HTML or a 500', async ({ request }) => {
    const malformed = await request.post('/api/availability', {
      data: '{"pickupLocationId":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status()).toBe(400);
    expect((await malformed.json()).error.code).toBe('invalid_json');
    const unknown = await request.post('/api/quote', { data: { surprise: 1 } });
    expect(unknown.status()).toBe(400);
    expect((await unknown.json()).error.message).toContain('Unknown field: surprise');
    const noKey = await request.post('/api/reservations', { data: {} });
    expect(noKey.status()).toBe(400);
    expect((await noKey.json()).error.code).toBe('idempotency_key_required');
  });
});
