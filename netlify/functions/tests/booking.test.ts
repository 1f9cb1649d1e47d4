/**
 * @jest-environment node
 */
import { sql } from 'drizzle-orm';
import { closeDatabase, getDatabase } from '../../../server/db/client.server';
import { findLimits } from '../../../server/rental/reservations.server';
import { ApiClient } from '../../../server/testing/api-client.server';
import reservationPayments from '../reservation-payments.mts';
import reservation from '../reservation.mts';
import reservations from '../reservations.mts';
import find from '../reservations-find.mts';
import session from '../session.mts';
import {
  card,
  customer,
  declinedCard,
  insufficientFundsCard,
  newKey,
  payByCard,
  pinClock,
  returnUrl,
  trip,
} from './fixtures';

interface ReservationBody {
  reservation: {
    reference: string;
    status: string;
    total: number;
    currency: string;
    amountDue: number;
    paid: number;
    customer: Record<string, string>;
    driver: Record<string, string> | null;
    trip: Record<string, unknown> | null;
    cancellation: { free: boolean; refund: number };
  };
}
interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

const booking = (overrides: Record<string, unknown> = {}) => ({
  classId: 'car-toyota-aygo-x',
  ...trip('2027-03-01T10:00', '2027-03-04T10:00'),
  extras: [{ id: 'gps', quantity: 1 }],
  customer,
  extraDrivers: 1,
  ...overrides,
});

async function book(client: ApiClient, overrides: Record<string, unknown> = {}) {
  return client.call<ReservationBody>(reservations, {
    path: '/api/reservations',
    body: booking(overrides),
    headers: { 'idempotency-key': newKey() },
  });
}

/** The driver and trip details as stored with the reservation. */
async function storedDetails(reference: string): Promise<unknown> {
  const { rows } = await getDatabase().execute<{ details: unknown }>(
    sql`SELECT booking_details AS details FROM reservations WHERE reference = ${reference}`,
  );
  return rows[0]?.details;
}

type PaidBody = ReservationBody & ErrorBody & { payment: { status: string; amount: number; testMode: boolean } };

/** Pays on the test processor's page with `payment` (a test card), as the payment step does. */
async function pay(client: ApiClient, reference: string, payment = card) {
  return payByCard<PaidBody>(client, reference, payment.number);
}

describe('a booking from availability to paid confirmation', () => {
  beforeEach(() => pinClock('2027-01-10T12:00:00Z'));
  afterAll(closeDatabase);

  it('books, pays with the test card and confirms (core contract)', async () => {
    const visitor = new ApiClient();
    const created = await book(visitor);
    expect(created.status).toBe(201);
    expect(created.headers.get('set-cookie')).toMatch(
      /^__Host-nl_session=[^;]+; Path=\/; HttpOnly; Secure; SameSite=Lax; Expires=/,
    );
    const { reference, status, total, currency, amountDue } = created.body.reservation;
    expect(reference).toMatch(/^C[A-Z2-9]{6}$/);
    expect(status).toBe('pending_payment');
    expect(currency).toBe('EUR');
    // 3 days at 39 €, GPS 3 × 9 €, the included insurance, one free extra driver.
    expect(total).toBe(11700 + 2700);
    expect(amountDue).toBe(total);

    const paid = await pay(visitor, reference);
    expect(paid.status).toBe(200);
    expect(paid.body.payment).toMatchObject({ status: 'succeeded', amount: total, testMode: true });
    expect(paid.body.reservation).toMatchObject({ status: 'confirmed', paid: total, amountDue: 0 });

    const again = await pay(visitor, reference);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('nothing_due');

    const viewed = await visitor.call<ReservationBody>(reservation, {
      path: `/api/reservations/${reference}`,
      params: { reference },
    });
    expect(viewed.status).toBe(200);
    expect(viewed.body.reservation).toMatchObject({
      reference,
      status: 'confirmed',
      cancellation: { free: true, refund: total },
    });
  });

  it('keeps a reservation from anyone who has not proved it, without saying whether it exists', async () => {
    const owner = new ApiClient();
    const { reference } = (await book(owner)).body.reservation;
    const stranger = new ApiClient('198.51.100.9');
    const hidden = await stranger.call<ErrorBody>(reservation, {
      path: `/api/reservations/${reference}`,
      params: { reference },
    });
    const missing = await stranger.call<ErrorBody>(reservation, {
      path: '/api/reservations/CAAAAAA',
      params: { reference: 'CAAAAAA' },
    });
    expect(hidden.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(hidden.body).toEqual(missing.body);
    expect((await pay(stranger, reference)).status).toBe(404);

    const wrongEmail = await stranger.call<ErrorBody>(find, {
      path: '/api/reservations/find',
      body: { reference, email: 'other@example.com' },
    });
    const wrongReference = await stranger.call<ErrorBody>(find, {
      path: '/api/reservations/find',
      body: { reference: 'CAAAAAA', email: customer.email },
    });
    expect(wrongEmail.status).toBe(404);
    expect(wrongEmail.body).toEqual(wrongReference.body);

    const found = await stranger.call<ReservationBody>(find, {
      path: '/api/reservations/find',
      body: { reference: reference.toLowerCase(), email: 'GUDRUN@example.com ' },
    });
    expect(found.status).toBe(200);
    expect(found.body.reservation.reference).toBe(reference);
    expect(
      (await stranger.call(reservation, { path: `/api/reservations/${reference}`, params: { reference } })).status,
    ).toBe(200);

    const byName = new ApiClient('198.51.100.10');
    const foundByName = await byName.call(find, {
      path: '/api/reservations/find',
      body: { reference, lastName: ' jónsdóttir' },
    });
    expect(foundByName.status).toBe(200);
  });

  it('limits find attempts per client and reference', async () => {
    const owner = new ApiClient();
    const { reference } = (await book(owner)).body.reservation;
    const guesser = new ApiClient('192.0.2.44');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < findLimits.perClientAndReference + 1; attempt += 1) {
      statuses.push(
        (
          await guesser.call(find, {
            path: '/api/reservations/find',
            body: { reference, email: `guess${attempt}@example.com` },
          })
        ).status,
      );
    }
    expect(statuses.slice(0, findLimits.perClientAndReference)).toEqual(
      Array(findLimits.perClientAndReference).fill(404),
    );
    const limited = await guesser.call<ErrorBody>(find, {
      path: '/api/reservations/find',
      body: { reference, email: customer.email },
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('900');
    // Another client is not affected.
    expect(
      (
        await new ApiClient('192.0.2.45').call(find, {
          path: '/api/reservations/find',
          body: { reference, email: customer.email },
        })
      ).status,
    ).toBe(200);
  });

  it('answers the session check without creating a session; the booking creates it', async () => {
    // An instant of this test's own, so that sessions other test files make meanwhile are not counted.
    const instant = '2027-01-10T12:00:07.321Z';
    pinClock(instant);
    const visitor = new ApiClient();
    const count = async () =>
      Number(
        (
          await getDatabase().execute<{ n: number }>(
            sql`SELECT count(*)::int AS n FROM sessions WHERE created_at = ${instant}::timestamptz`,
          )
        ).rows[0]?.n,
      );
    const before = await count();
    const first = await visitor.call<{ session: { active: boolean } }>(session, { path: '/api/session' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ session: { active: false, expiresAt: null, reservations: [] } });
    expect(first.headers.get('set-cookie')).toBeNull();
    // Issue 38: a hundred cookieless checks write no row.
    for (let check = 0; check < 100; check += 1) await new ApiClient().call(session, { path: '/api/session' });
    expect(await count()).toBe(before);
    const { reference } = (await book(visitor)).body.reservation;
    const second = await visitor.call<{ session: { active: boolean; reservations: string[] } }>(session, {
      path: '/api/session',
    });
    expect(second.body.session).toMatchObject({ active: true, reservations: [reference] });
    expect(second.headers.get('set-cookie')).toBeNull();
  });

  it('signs out on the device: DELETE ends the session and its proofs and clears the cookie (issue 40)', async () => {
    const visitor = new ApiClient();
    const { reference } = (await book(visitor)).body.reservation;
    const cookie = visitor.sessionCookie;
    expect(
      (await visitor.call(reservation, { path: `/api/reservations/${reference}`, params: { reference } })).status,
    ).toBe(200);

    const out = await visitor.call<{ session: { active: boolean } }>(session, {
      path: '/api/session',
      method: 'DELETE',
    });
    expect(out.status).toBe(200);
    expect(out.body.session.active).toBe(false);
    expect(out.headers.get('set-cookie')).toMatch(/^__Host-nl_session=; .*Expires=Thu, 01 Jan 1970/);
    expect(visitor.sessionCookie).toBeUndefined();
    // The old cookie, kept by someone, proves nothing any more.
    const replayed = await new ApiClient().call(reservation, {
      path: `/api/reservations/${reference}`,
      params: { reference },
      headers: { cookie: cookie ?? '' },
    });
    expect(replayed.status).toBe(404);
    // Without a session it only clears the cookie.
    expect((await new ApiClient().call(session, { path: '/api/session', method: 'DELETE' })).status).toBe(200);
  });

  it('keeps a declined payment, leaves the reservation unpaid, and takes a good card afterwards', async () => {
    const visitor = new ApiClient();
    const { reference } = (await book(visitor)).body.reservation;
    // A declined card leaves the processor's page open for another (as Adyen's); this customer gives up
    // there ("Cancel and go back"): the payment ends cancelled, the reservation stays unpaid
    // (payments-checkout.test.ts pays with a second card on the same page).
    const declined = await pay(visitor, reference, declinedCard);
    expect(declined.status).toBe(402);
    expect(declined.body.error.code).toBe('cancelled');
    expect(declined.body.reservation.status).toBe('pending_payment');
    const poor = await pay(visitor, reference, insufficientFundsCard);
    expect(poor.status).toBe(402);
    expect(poor.body.reservation.status).toBe('pending_payment');
    // Card details never reach this site: a body that carries them is refused, whatever they are.
    const carried = await visitor.call<ErrorBody>(reservationPayments, {
      path: `/api/reservations/${reference}/payments`,
      params: { reference },
      body: { card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' }, returnUrl },
      headers: { 'idempotency-key': newKey('pay') },
    });
    expect(carried.status).toBe(400);
    expect(carried.body.error.code).toBe('card_data_refused');
    expect((await pay(visitor, reference)).status).toBe(200);
  });

  it('lets an unpaid hold expire and frees its unit', async () => {
    const visitor = new ApiClient();
    const cruiser = { classId: 'car-toyota-land-cruiser-150', ...trip('2027-03-10T10:00', '2027-03-12T10:00') };
    const held = await book(visitor, cruiser);
    expect(held.status).toBe(201);
    expect((await book(new ApiClient(), cruiser)).status).toBe(409);
    pinClock('2027-01-10T12:31:00Z');
    const later = await book(new ApiClient(), cruiser);
    expect(later.status).toBe(201);
    const expired = await pay(visitor, held.body.reservation.reference);
    expect(expired.status).toBe(409);
    expect(expired.body.error.code).toBe('reservation_expired');
  });

  it('refuses an invalid promo code and a too young driver at booking', async () => {
    const visitor = new ApiClient();
    const promo = await visitor.call<ErrorBody>(reservations, {
      path: '/api/reservations',
      body: booking({ promoCode: 'NOPE' }),
      headers: { 'idempotency-key': newKey() },
    });
    expect(promo.status).toBe(422);
    expect(promo.body.error.fields).toEqual({ promoCode: 'This promo code is not valid.' });
    const young = await visitor.call<ErrorBody>(reservations, {
      path: '/api/reservations',
      body: booking({ customer: { ...customer, dateOfBirth: '2009-01-11' } }),
      headers: { 'idempotency-key': newKey() },
    });
    expect(young.status).toBe(400);
    expect(young.body.error.fields).toEqual({ 'customer.dateOfBirth': 'You must be at least 18 years old' });
  });

  it('keeps who drives and the trip details of the details step, and shows them with the reservation', async () => {
    const visitor = new ApiClient();
    const driver = { fullName: 'Sigríður Jónsdóttir', dateOfBirth: '1985-02-03', licenseNumber: 'IS-123456' };
    const created = await book(visitor, {
      driver,
      trip: { numberOfPassengers: 3, flightNumber: ' fi 615', arrivalTime: '06:40', specialComments: ' Late arrival ' },
    });
    expect(created.status).toBe(201);
    const trip = {
      numberOfPassengers: 3,
      flightNumber: 'FI615',
      arrivalTime: '06:40',
      specialComments: 'Late arrival',
    };
    expect(created.body.reservation).toMatchObject({ driver, trip });
    const { reference } = created.body.reservation;
    const seen = await visitor.call<ReservationBody>(reservation, {
      path: `/api/reservations/${reference}`,
      params: { reference },
    });
    expect(seen.status).toBe(200);
    expect(seen.body.reservation.driver).toEqual(driver);
    expect(seen.body.reservation.trip).toEqual(trip);
    expect(await storedDetails(reference)).toEqual({ driver, trip });
    // The audit trail names neither the driver nor the licence.
    const { rows } = await getDatabase().execute(sql`
      SELECT a.details FROM audit_log a JOIN reservations r ON r.id = a.reservation_id WHERE r.reference = ${reference}`);
    expect(JSON.stringify(rows)).not.toMatch(/sigr|IS-123456|FI615/i);
  });

  it('books without a driver or trip details as before: the customer drives', async () => {
    const visitor = new ApiClient();
    const plain = await book(visitor);
    expect(plain.status).toBe(201);
    expect(plain.body.reservation).toMatchObject({ driver: null, trip: null });
    expect(await storedDetails(plain.body.reservation.reference)).toBeNull();
    // null is the same as leaving them out; the optional trip fields are null when not given.
    const nulls = await book(visitor, { driver: null, trip: null });
    expect(nulls.status).toBe(201);
    expect(nulls.body.reservation).toMatchObject({ driver: null, trip: null });
    const passengersOnly = await book(visitor, { trip: { numberOfPassengers: 1, flightNumber: '' } });
    expect(passengersOnly.status).toBe(201);
    expect(passengersOnly.body.reservation).toMatchObject({
      driver: null,
      trip: { numberOfPassengers: 1, flightNumber: null, arrivalTime: null, specialComments: null },
    });
  });

  it('compares the driver and trip details when an Idempotency-Key comes again', async () => {
    const visitor = new ApiClient();
    const key = newKey();
    const send = (overrides: Record<string, unknown>) =>
      visitor.call<ReservationBody & ErrorBody>(reservations, {
        path: '/api/reservations',
        body: booking(overrides),
        headers: { 'idempotency-key': key },
      });
    const driver = { fullName: 'Sigríður Jónsdóttir', dateOfBirth: '1985-02-03', licenseNumber: 'IS-123456' };
    const first = await send({ driver, trip: { numberOfPassengers: 2, flightNumber: 'fi 615' } });
    expect(first.status).toBe(201);
    // The same booking written differently is the same request.
    const again = await send({
      trip: { flightNumber: 'FI615', numberOfPassengers: 2, arrivalTime: '' },
      driver: { licenseNumber: 'IS-123456', dateOfBirth: '1985-02-03', fullName: 'Sigríður Jónsdóttir' },
    });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.reservation.reference).toBe(first.body.reservation.reference);
    for (const changed of [
      { driver, trip: { numberOfPassengers: 3, flightNumber: 'FI615' } },
      { driver, trip: { numberOfPassengers: 2, flightNumber: 'FI616' } },
      { driver: { ...driver, licenseNumber: 'IS-654321' }, trip: { numberOfPassengers: 2, flightNumber: 'FI615' } },
      { trip: { numberOfPassengers: 2, flightNumber: 'FI615' } },
      { driver },
    ]) {
      const reused = await send(changed);
      expect(reused.status).toBe(422);
      expect(reused.body.error.code).toBe('idempotency_key_reused');
    }
  });

  it('writes an audit trail without personal data', async () => {
    const visitor = new ApiClient();
    const { reference } = (await book(visitor)).body.reservation;
    await pay(visitor, reference);
    const { rows } = await getDatabase().execute<{ action: string; details: unknown }>(sql`
      SELECT a.action, a.details FROM audit_log a JOIN reservations r ON r.id = a.reservation_id
      WHERE r.reference = ${reference} ORDER BY a.id`);
    expect(rows.map((row) => row.action)).toEqual(['reservation.created', 'payment.started', 'payment.succeeded']);
    expect(JSON.stringify(rows)).not.toMatch(/gudrun|4242/i);
  });
});
