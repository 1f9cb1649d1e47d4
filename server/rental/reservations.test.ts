/**
 * @jest-environment node
 */
import type { ApiError } from '../http/api-error.server';
import { book, bookingRequest, payByCard, startEngineBench, type EngineBench } from '../testing/engine.server';
import { reservationRules } from './reservations.server';
import { quote } from './search.server';

/**
 * Availability rules of the engine, called directly: a class has as many units as its fleet size in the
 * price list (the Land Cruiser 150: 1), a reservation holds its unit from pickup to return plus the car
 * brand's turnaround of 120 minutes (src/config/rental.ts), an unpaid booking holds it for 30 minutes.
 */

const cruiser = 'car-toyota-land-cruiser-150';
const now = '2027-01-10T12:00';

// Each step books, pays or syncs against the database: seconds on a busy machine, and starting the
// database (migrated and synced) takes a minute or more when the machine is loaded.
jest.setTimeout(60_000);

let bench: EngineBench;
beforeAll(async () => {
  bench = await startEngineBench(now);
}, 240_000);
// Undefined when the database did not start (the failure is reported by beforeAll).
afterAll(async () => (bench as EngineBench | undefined)?.stop());

async function refusal(promise: Promise<unknown>) {
  const error = (await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )) as ApiError | undefined;
  if (!error) throw new Error('The engine accepted what it should refuse');
  return { status: error.status, code: error.code };
}

async function freeCruisers(at: string, pickupAt: string, returnAt: string) {
  const answer = await quote(bench.context(at), { ...bookingRequest(cruiser, pickupAt, returnAt) });
  return answer.quote.available;
}

describe('a one-unit class', () => {
  it('refuses a second overlapping booking and allows one from the end of the turnaround', async () => {
    // Land Cruiser 149 € a low-season day: 2 days = 298 €, paid in full when booking.
    const first = await book(bench, now, bookingRequest(cruiser, '2027-03-10T10:00', '2027-03-12T10:00'));
    expect([first.row.status, first.row.total, first.row.dueNow]).toEqual(['pending_payment', 29800, 29800]);
    expect((await payByCard(bench, now, first.row.reference, first.session)).status).toBe('confirmed');

    expect(await freeCruisers(now, '2027-03-11T10:00', '2027-03-13T10:00')).toBe(0);
    expect(await refusal(book(bench, now, bookingRequest(cruiser, '2027-03-11T10:00', '2027-03-13T10:00')))).toEqual({
      status: 409,
      code: 'sold_out',
    });
    // Returned 12 March 10:00, ready again at 12:00: a pickup at 11:30 is inside the turnaround...
    expect(await freeCruisers(now, '2027-03-12T11:30', '2027-03-14T11:30')).toBe(0);
    expect(await refusal(book(bench, now, bookingRequest(cruiser, '2027-03-12T11:30', '2027-03-14T11:30')))).toEqual({
      status: 409,
      code: 'sold_out',
    });
    // ...and one at 12:00 touches it: allowed (the unit is busy over [pickup, return + turnaround)).
    expect(await freeCruisers(now, '2027-03-12T12:00', '2027-03-14T12:00')).toBe(1);
    const touching = await book(bench, now, bookingRequest(cruiser, '2027-03-12T12:00', '2027-03-14T12:00'));
    expect(touching.row.unitId).toBe(first.row.unitId);
    // Before it the same holds: a trip returned 10 March 08:00 is ready at 10:00, the first's pickup, so it
    // is free; one returned at 08:30 is still in its turnaround at 10:00.
    expect(await freeCruisers(now, '2027-03-09T08:00', '2027-03-10T08:00')).toBe(1);
    expect(await freeCruisers(now, '2027-03-09T08:30', '2027-03-10T08:30')).toBe(0);
  });

  it('frees the unit of an unpaid booking when its 30-minute hold ends, to the minute', async () => {
    const unpaid = await book(bench, now, bookingRequest(cruiser, '2027-04-10T10:00', '2027-04-12T10:00'));
    expect(unpaid.row.holdExpiresAt?.toISOString()).toBe('2027-01-10T12:30:00.000Z');
    expect(
      await refusal(book(bench, '2027-01-10T12:29', bookingRequest(cruiser, '2027-04-11T10:00', '2027-04-13T10:00'))),
    ).toEqual({
      status: 409,
      code: 'sold_out',
    });
    const later = await book(
      bench,
      '2027-01-10T12:30',
      bookingRequest(cruiser, '2027-04-11T10:00', '2027-04-13T10:00'),
    );
    expect(later.row.status).toBe('pending_payment');
    // The expired hold can no longer be paid.
    await expect(payByCard(bench, '2027-01-10T12:30', unpaid.row.reference, unpaid.session)).rejects.toMatchObject({
      status: 409,
      code: 'reservation_expired',
    });
  });

  it('counts free units of a bigger class down booking by booking', async () => {
    // The Caravelle: a fleet of 2.
    const caravelle = 'car-volkswagen-caravelle';
    const trip = ['2027-05-03T10:00', '2027-05-05T10:00'] as const;
    const free = async () => (await quote(bench.context(now), bookingRequest(caravelle, ...trip))).quote.available;
    expect(await free()).toBe(2);
    const first = await book(bench, now, bookingRequest(caravelle, ...trip));
    expect(await free()).toBe(1);
    const second = await book(bench, now, bookingRequest(caravelle, ...trip));
    expect(second.row.unitId).not.toBe(first.row.unitId);
    expect(await free()).toBe(0);
    expect(await refusal(book(bench, now, bookingRequest(caravelle, ...trip)))).toEqual({
      status: 409,
      code: 'sold_out',
    });
  });
});

describe('a booking', () => {
  it('keeps the price it was quoted, and is refused when the pickup is less than 2 hours away', async () => {
    const request = bookingRequest('car-toyota-aygo-x', '2027-01-10T14:00', '2027-01-13T14:00', {
      extras: [{ id: 'child-seat', quantity: 1 }],
    });
    const quoted = (await quote(bench.context(now), request)).quote.price;
    const booked = await book(bench, now, request);
    // 3 × 39 € + 35 € child seat = 152 €.
    expect(booked.row.total).toBe(15200);
    expect(booked.row.price).toEqual({ ...quoted, couponPercent: 0 });
    expect(await refusal(book(bench, '2027-01-10T12:01', request))).toEqual({ status: 422, code: 'invalid_trip' });
  });

  it('refuses an unknown coupon instead of booking without it', async () => {
    const request = bookingRequest('car-toyota-aygo-x', '2027-03-01T10:00', '2027-03-04T10:00', { promoCode: 'NOPE' });
    expect(await refusal(book(bench, now, request))).toEqual({ status: 422, code: 'invalid_promo_code' });
  });
});

describe('the time rules of a reservation', () => {
  it('opens the free cancellation and the edit window by the hour of the pickup', async () => {
    const { row } = await book(bench, now, bookingRequest('car-kia-ceed-sw', '2027-02-10T10:00', '2027-02-13T10:00'));
    // Free cancellation until 48 hours before pickup; changes until 12 hours before (spec §9);
    // check-in opens 168 hours (7 days) before.
    const at = (local: string) => reservationRules(row, bench.context(local).now);
    expect(at('2027-02-08T10:00').cancellation).toMatchObject({ free: true, freeUntil: '2027-02-08T10:00:00.000Z' });
    expect(at('2027-02-08T10:01').cancellation.free).toBe(false);
    expect(at('2027-02-09T22:00').edit).toEqual({ allowed: true, until: '2027-02-09T22:00:00.000Z' });
    expect(at('2027-02-09T22:01').edit.allowed).toBe(false);
    expect(at('2027-02-10T09:59').cancellation.allowed).toBe(true);
    expect(at('2027-02-10T10:00').cancellation.allowed).toBe(false);
  });
});
