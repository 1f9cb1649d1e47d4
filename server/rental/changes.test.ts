/**
 * @jest-environment node
 */
import { eq } from 'drizzle-orm';
import { exchangeRates } from '../db/schema';
import type { ApiError } from '../http/api-error.server';
import { paymentProcessorFromEnv } from '../payments/index.server';
import type { Session } from '../session.server';
import { book, bookingRequest, payByCard, startEngineBench, type EngineBench } from '../testing/engine.server';
import { cancelReservation, editReservation, type EditRequest } from './changes.server';
import type { ReservationRequest } from './requests';
import type { FrozenPrice } from './reservations.server';
import { quote } from './search.server';

/**
 * Cancellation and change rules of the engine, called directly. The car brand (src/config/rental.ts):
 * free cancellation until 48 hours before pickup, later a fee of 20 % of the total (whole euros) kept
 * from what was paid; changes until 12 hours before pickup (spec §9
 * minimumBookingHoursInAdvanceForPickupReturnChange). Kia Ceed SW: 52 € a low-season day, 89 € high
 * (content/car.ndjson); a fleet of 5. Land Cruiser 150: 149 € low, a fleet of 1.
 */

const ceed = 'car-kia-ceed-sw';
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

const processor = () => paymentProcessorFromEnv();

async function refusal(promise: Promise<unknown>) {
  const error = (await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )) as ApiError | undefined;
  if (!error) throw new Error('The engine accepted what it should refuse');
  return { status: error.status, code: error.code };
}

/** Books and pays in full (the car brand takes 100 % when booking). */
async function bookAndPay(
  request: ReservationRequest,
): Promise<{ reference: string; session: Session; version: number }> {
  const { row, session } = await book(bench, now, request);
  const paid = await payByCard(bench, now, row.reference, session);
  expect([paid.status, paid.paid]).toEqual(['confirmed', row.total]);
  return { reference: row.reference, session, version: paid.version };
}

const cancel = (at: string, booked: { reference: string; session: Session }, expectedRefund?: number) =>
  cancelReservation(
    bench.context(at),
    processor(),
    booked.reference,
    expectedRefund === undefined ? {} : { expectedRefund },
    booked.session,
  );

const edit = (at: string, booked: { reference: string; session: Session }, change: Partial<EditRequest>) =>
  editReservation(bench.context(at), processor(), booked.reference, change as EditRequest, booked.session);

describe('cancelling', () => {
  // Pickup Wednesday 10 March 10:00: free until Monday 8 March 10:00. 3 days × 52 € = 156 € paid.
  const trip = ['2027-03-10T10:00', '2027-03-13T10:00'] as const;

  it('refunds everything up to the last minute of the free window', async () => {
    const booked = await bookAndPay(bookingRequest(ceed, ...trip));
    const cancelled = await cancel('2027-03-08T10:00', booked, 15600);
    expect(cancelled).toMatchObject({ status: 'cancelled', total: 15600, paid: 15600, refunded: 15600 });
  });

  it('keeps 20 % of the total one minute later, and says so when the customer saw the free terms', async () => {
    const booked = await bookAndPay(bookingRequest(ceed, ...trip));
    // Shown at 10:00 (refund 156 €), confirmed at 10:01: the terms changed.
    expect(await refusal(cancel('2027-03-08T10:01', booked, 15600))).toEqual({ status: 409, code: 'terms_changed' });
    // 20 % of 156 € = 31.20 € → 31 € kept; 125 € back.
    const cancelled = await cancel('2027-03-08T10:01', booked, 12500);
    expect(cancelled).toMatchObject({ status: 'cancelled', paid: 15600, refunded: 12500 });
  });

  it('answers an already cancelled reservation as it is, refunding nothing more', async () => {
    const booked = await bookAndPay(bookingRequest(ceed, ...trip));
    await cancel('2027-03-09T10:00', booked);
    const again = await cancel('2027-03-09T11:00', booked);
    expect(again).toMatchObject({ status: 'cancelled', refunded: 12500 });
    expect(again.cancelledAt?.toISOString()).toBe('2027-03-09T10:00:00.000Z');
  });

  it('takes no cancellation from the pickup time on', async () => {
    const booked = await bookAndPay(bookingRequest(ceed, ...trip));
    expect(await refusal(cancel('2027-03-10T10:00', booked))).toEqual({ status: 409, code: 'already_started' });
    // One minute before pickup the late fee applies: 125 € back.
    expect(await cancel('2027-03-10T09:59', booked)).toMatchObject({ status: 'cancelled', refunded: 12500 });
  });

  it('keeps no fee from an unpaid booking cancelled late', async () => {
    // Booked 24 hours before pickup, inside the 48 hours, and cancelled unpaid 10 minutes later.
    const { row, session } = await book(bench, '2027-03-09T10:00', bookingRequest(ceed, ...trip));
    const cancelled = await cancel('2027-03-09T10:10', { reference: row.reference, session });
    expect(cancelled).toMatchObject({ status: 'cancelled', paid: 0, refunded: 0 });
  });
});

describe('changing', () => {
  // Pickup Monday 3 May 10:00: changes allowed until Sunday 2 May 22:00. 3 days × 52 € = 156 € paid.
  const trip = ['2027-05-03T10:00', '2027-05-06T10:00'] as const;

  it('reprices a longer trip with an extra by the same rules until 12 hours before pickup, to the minute', async () => {
    const booked = await bookAndPay(bookingRequest(ceed, ...trip));
    const change = { returnAt: '2027-05-07T10:00', extras: [{ id: 'child-seat', quantity: 1 }] };
    expect(await refusal(edit('2027-05-02T22:01', booked, change))).toEqual({ status: 409, code: 'edit_closed' });
    const changed = await edit('2027-05-02T22:00', booked, change);
    // 4 × 52 € + 35 € child seat = 243 €; 156 € paid, 87 € due.
    expect(changed).toMatchObject({ total: 24300, dueNow: 24300, paid: 15600 });
    expect(changed.version).toBe(booked.version + 1);
    expect(changed.price).toMatchObject({
      days: 4,
      lines: [
        { type: 'rental', amount: 20800 },
        { type: 'extra', id: 'child-seat', quantity: 1, amount: 3500 },
        { type: 'insurance', id: 'basic', amount: 0 },
      ],
    });
  });

  it('refunds the difference of a shorter trip to the card at once', async () => {
    const booked = await bookAndPay(bookingRequest(ceed, ...trip));
    // 2 × 52 € = 104 €: 52 € back.
    const changed = await edit(now, booked, { returnAt: '2027-05-05T10:00' });
    expect(changed).toMatchObject({ total: 10400, paid: 15600, refunded: 5200 });
  });

  it('adds the one-way fee when the return place changes', async () => {
    const booked = await bookAndPay(bookingRequest(ceed, ...trip));
    // Thursday 6 May 10:00 at the Reykjavík office (08:00-18:00): 156 € + 90 €.
    const changed = await edit(now, booked, { returnLocationId: 'rvk' });
    expect(changed.total).toBe(24600);
    expect((changed.price as FrozenPrice).lines).toContainEqual({ type: 'oneWayFee', amount: 9000 });
  });

  it('keeps the coupon and the exchange rate of the booking, with the day rates of the new dates', async () => {
    const booked = await bookAndPay(bookingRequest(ceed, ...trip, { promoCode: 'WELCOME10', currency: 'USD' }));
    // A newer rate is stored after the booking (as the daily fetch would).
    await bench.db.update(exchangeRates).set({ rate: '2' }).where(eq(exchangeRates.currency, 'USD'));
    // 1 to 4 July: 3 × 89 € = 267 € → × 1.0815 = 288.76 $ → 289 $; 10 % off: 28.90 $ → 29 $; 260 $.
    const changed = await edit(now, booked, { pickupAt: '2027-07-01T10:00', returnAt: '2027-07-04T10:00' });
    expect(changed.price).toMatchObject({
      currency: 'USD',
      rate: 1.0815,
      couponPercent: 10,
      lines: [
        { type: 'rental', amount: 28900 },
        { type: 'discount', amount: -2900 },
        { type: 'insurance', id: 'basic', amount: 0 },
      ],
    });
    expect(changed.total).toBe(26000);
    // A new quote takes the new rate: 267 € × 2 = 534 $.
    const fresh = await quote(
      bench.context(now),
      bookingRequest(ceed, '2027-07-01T10:00', '2027-07-04T10:00', { currency: 'USD' }),
    );
    expect(fresh.quote.price.total).toBe(53400);
  });

  it('refuses a change that would overlap another booking of a one-unit class, changing nothing', async () => {
    await bookAndPay(bookingRequest(cruiser, '2027-04-05T10:00', '2027-04-07T10:00'));
    const second = await bookAndPay(bookingRequest(cruiser, '2027-04-10T10:00', '2027-04-12T10:00'));
    // Picked up 6 April: the first holds the only car until 7 April 12:00.
    expect(await refusal(edit(now, second, { pickupAt: '2027-04-06T10:00' }))).toEqual({
      status: 409,
      code: 'sold_out',
    });
    // The refusal changed nothing: the version the customer saw is still current. From 7 April 12:00 (the
    // end of the first's turnaround) the car is free: 5 days × 149 € = 745 €.
    const moved = await edit(now, second, {
      pickupAt: '2027-04-07T12:00',
      returnAt: '2027-04-12T12:00',
      version: second.version,
    });
    expect(moved).toMatchObject({ pickupLocal: '2027-04-07T12:00', total: 74500, version: second.version + 1 });
    // A stale version is refused.
    expect(await refusal(edit(now, second, { returnAt: '2027-04-12T10:00', version: second.version }))).toEqual({
      status: 409,
      code: 'version_conflict',
    });
  });

  it('moves a booking onto its own dates (its own slot does not count against it)', async () => {
    const booked = await bookAndPay(bookingRequest(cruiser, '2027-04-20T10:00', '2027-04-22T10:00'));
    const moved = await edit(now, booked, { pickupAt: '2027-04-21T10:00', returnAt: '2027-04-23T10:00' });
    expect(moved).toMatchObject({ pickupLocal: '2027-04-21T10:00', total: 29800 });
  });

  it('refuses a change of a cancelled booking', async () => {
    const booked = await bookAndPay(bookingRequest(ceed, ...trip));
    await cancel(now, booked);
    expect(await refusal(edit(now, booked, { extraDrivers: 1 }))).toEqual({ status: 409, code: 'not_editable' });
  });
});
