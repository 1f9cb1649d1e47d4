/**
 * @jest-environment node
 */
import { unpaidHoldLimits } from '../../../src/config/abuse';
import { closeDatabase } from '../../../server/db/client.server';
import { ApiClient } from '../../../server/testing/api-client.server';
import reservations from '../reservations.mts';
import { customer, newKey, payByCard, pinClock, trip } from './fixtures';

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
