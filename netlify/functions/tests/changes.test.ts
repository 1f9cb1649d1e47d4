/**
 * @jest-environment node
 */
import { sql } from 'drizzle-orm';
import { closeDatabase, getDatabase } from '../../../server/db/client.server';
import { ApiClient } from '../../../server/testing/api-client.server';
import cancel from '../reservation-cancel.mts';
import find from '../reservations-find.mts';
import refundRequests from '../reservation-refund-requests.mts';
import reservation from '../reservation.mts';
import reservations from '../reservations.mts';
import { customer, newKey, payByCard, pinClock, trip } from './fixtures';

interface View {
  reference: string;
  status: string;
  total: number;
  paid: number;
  refunded: number;
  amountDue: number;
  version: number;
  pickup: { at: string };
  cancellation: { free: boolean; fee: number; refund: number };
  edit: { allowed: boolean };
}
interface Answer {
  reservation: View;
  error: { code: string; fields?: Record<string, string> };
  cancellation: { refund: number };
  refundRequest: { status: string; amount: number };
}

async function bookAndPay(client: ApiClient, pickupAt: string, returnAt: string, extra: Record<string, unknown> = {}) {
  const created = await client.call<Answer>(reservations, {
    path: '/api/reservations',
    body: { classId: 'car-kia-ceed-sw', ...trip(pickupAt, returnAt), extras: [], extraDrivers: 0, customer, ...extra },
    headers: { 'idempotency-key': newKey() },
  });
  expect(created.status).toBe(201);
  const { reference } = created.body.reservation;
  const paid = await payByCard<Answer>(client, reference);
  expect(paid.status).toBe(200);
  return paid.body.reservation;
}

/** Months later the session has expired (30 days): the customer finds the reservation again. */
async function findAgain(client: ApiClient, reference: string) {
  const found = await client.call(find, { path: '/api/reservations/find', body: { reference, email: customer.email } });
  expect(found.status).toBe(200);
}

const patch = (client: ApiClient, reference: string, body: unknown) =>
  client.call<Answer>(reservation, {
    method: 'PATCH',
    path: `/api/reservations/${reference}`,
    params: { reference },
    body,
  });

describe('changing, cancelling and refunding', () => {
  beforeEach(() => pinClock('2027-01-10T12:00:00Z'));
  afterAll(closeDatabase);

  it('changes the dates and options, leaves the difference due, and takes it with a payment', async () => {
    const client = new ApiClient();
    const booked = await bookAndPay(client, '2027-05-03T10:00', '2027-05-06T10:00');
    // 3 days at 52 €: 156 €.
    expect(booked.total).toBe(15600);
    const changed = await patch(client, booked.reference, {
      returnAt: '2027-05-07T10:00',
      extras: [{ id: 'child-seat', quantity: 1 }],
      version: booked.version,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.reservation).toMatchObject({
      total: 4 * 5200 + 3500,
      paid: 15600,
      amountDue: 4 * 5200 + 3500 - 15600,
    });
    const stale = await patch(client, booked.reference, { extraDrivers: 2, version: booked.version });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('version_conflict');
    // The difference is paid through the same flow as the booking: the processor's page.
    const settled = await payByCard<Answer>(client, booked.reference);
    expect(settled.status).toBe(200);
    expect(settled.body.reservation.amountDue).toBe(0);
  });

  it('refunds the difference at once when a change makes it cheaper', async () => {
    const client = new ApiClient();
    const booked = await bookAndPay(client, '2027-05-10T10:00', '2027-05-14T10:00', { insuranceId: 'premium' });
    const changed = await patch(client, booked.reference, { insuranceId: 'basic' });
    expect(changed.status).toBe(200);
    expect(changed.body.reservation).toMatchObject({ total: 4 * 5200, refunded: 4 * 2900, amountDue: 0 });
  });

  it('refuses changes within 12 hours of pickup, and changes into dates with no free unit', async () => {
    const client = new ApiClient();
    const booked = await bookAndPay(client, '2027-05-20T10:00', '2027-05-22T10:00');
    pinClock('2027-05-19T22:30:00Z');
    await findAgain(client, booked.reference);
    const late = await patch(client, booked.reference, { extraDrivers: 1 });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('edit_closed');

    pinClock('2027-01-10T12:00:00Z');
    const cruiser = {
      classId: 'car-toyota-land-cruiser-150',
      ...trip('2027-05-25T10:00', '2027-05-27T10:00'),
      extras: [],
      extraDrivers: 0,
      customer,
    };
    expect(
      (
        await new ApiClient().call(reservations, {
          path: '/api/reservations',
          body: cruiser,
          headers: { 'idempotency-key': newKey() },
        })
      ).status,
    ).toBe(201);
    const upgrade = await patch(client, booked.reference, {
      classId: 'car-toyota-land-cruiser-150',
      pickupAt: '2027-05-25T10:00',
      returnAt: '2027-05-27T10:00',
    });
    expect(upgrade.status).toBe(409);
    expect(upgrade.body.error.code).toBe('sold_out');
    const unchanged = await client.call<Answer>(reservation, {
      path: `/api/reservations/${booked.reference}`,
      params: { reference: booked.reference },
    });
    expect(unchanged.body.reservation.pickup.at).toBe('2027-05-20T10:00');
  });

  it('cancels for free before the limit and refunds everything', async () => {
    const client = new ApiClient();
    const booked = await bookAndPay(client, '2027-06-01T10:00', '2027-06-03T10:00');
    expect(booked.cancellation).toMatchObject({ free: true, fee: 0, refund: booked.total });
    const cancelled = await client.call<Answer>(cancel, {
      path: `/api/reservations/${booked.reference}/cancel`,
      params: { reference: booked.reference },
      body: { expectedRefund: booked.total },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.reservation).toMatchObject({ status: 'cancelled', refunded: booked.total });
    const { rows } = await getDatabase().execute<{ kind: string; amount: number }>(sql`
      SELECT p.kind, p.amount FROM payments p JOIN reservations r ON r.id = p.reservation_id
      WHERE r.reference = ${booked.reference} ORDER BY p.created_at, p.kind`);
    expect(rows).toEqual([
      { kind: 'authorised', amount: booked.total },
      { kind: 'captured', amount: booked.total },
      { kind: 'refunded', amount: booked.total },
    ]);
  });

  it('charges the late fee after the free period, and refuses a cancellation whose terms changed since shown', async () => {
    const client = new ApiClient();
    const booked = await bookAndPay(client, '2027-06-10T10:00', '2027-06-12T10:00');
    pinClock('2027-06-09T10:00:00Z');
    await findAgain(client, booked.reference);
    const stale = await client.call<Answer>(cancel, {
      path: `/api/reservations/${booked.reference}/cancel`,
      params: { reference: booked.reference },
      body: { expectedRefund: booked.total },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('terms_changed');
    // June is high season: 2 days at 89 €; 20 % of 178 € is 35.60 €, shown as 36 €.
    expect(stale.body.cancellation.refund).toBe(17800 - 3600);
    const cancelled = await client.call<Answer>(cancel, {
      path: `/api/reservations/${booked.reference}/cancel`,
      params: { reference: booked.reference },
      body: { expectedRefund: 17800 - 3600 },
    });
    expect(cancelled.body.reservation).toMatchObject({ status: 'cancelled', refunded: 14200 });

    const request = await client.call<Answer>(refundRequests, {
      path: `/api/reservations/${booked.reference}/refund-requests`,
      params: { reference: booked.reference },
      body: { reason: 'My flight was cancelled by the airline.' },
    });
    expect(request.status).toBe(201);
    expect(request.body.refundRequest).toMatchObject({ status: 'requested', amount: 3600 });
    const tooMuch = await client.call<Answer>(refundRequests, {
      path: `/api/reservations/${booked.reference}/refund-requests`,
      params: { reference: booked.reference },
      body: { reason: 'More', amount: 999999 },
    });
    expect(tooMuch.status).toBe(422);
  });
});
