/**
 * @jest-environment node
 */
import { sql } from 'drizzle-orm';
import { closeDatabase, getDatabase } from '../../../server/db/client.server';
import { ApiClient } from '../../../server/testing/api-client.server';
import reservationPayments from '../reservation-payments.mts';
import reservations from '../reservations.mts';
import { completeCheckout, customer, newKey, pinClock, returnUrl, trip } from './fixtures';

/**
 * No double booking and no double charge, with real concurrency against the database. Thirty
 * transactions through one embedded PostgreSQL run one after another: on a busy two-core machine
 * that took more than Jest's default 5 s once, so these tests get 30 s.
 */
jest.setTimeout(30_000);

describe('races', () => {
  beforeEach(() => pinClock('2027-01-10T12:00:00Z'));
  afterAll(closeDatabase);

  const lastUnit = (pickupAt: string, returnAt: string) => ({
    // The Land Cruiser class has one unit.
    classId: 'car-toyota-land-cruiser-150',
    ...trip(pickupAt, returnAt),
    extras: [],
    extraDrivers: 0,
    customer,
  });

  it('gives the last unit to exactly one of 30 concurrent bookings; the others get 409 sold_out', async () => {
    const body = lastUnit('2027-04-01T10:00', '2027-04-04T10:00');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        new ApiClient(`10.0.0.${index}`).call<{ error?: { code: string } }>(reservations, {
          path: '/api/reservations',
          body,
          headers: { 'idempotency-key': newKey(`race${index}`) },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(29);
    for (const answer of answers.filter((candidate) => candidate.status === 409)) {
      expect(answer.body.error?.code).toBe('sold_out');
    }
    const { rows } = await getDatabase().execute<{ count: number }>(sql`
      SELECT count(*)::int AS count FROM reservations
      WHERE class_id = 'car-toyota-land-cruiser-150' AND pickup_local = '2027-04-01T10:00' AND status <> 'expired'`);
    expect(rows[0]?.count).toBe(1);
  });

  it('honours the turnaround gap: the unit cannot be picked up again right after its return', async () => {
    const first = await new ApiClient().call(reservations, {
      path: '/api/reservations',
      body: lastUnit('2027-04-10T10:00', '2027-04-12T10:00'),
      headers: { 'idempotency-key': newKey() },
    });
    expect(first.status).toBe(201);
    const tooSoon = lastUnit('2027-04-12T11:00', '2027-04-14T10:00');
    expect(
      (
        await new ApiClient().call(reservations, {
          path: '/api/reservations',
          body: tooSoon,
          headers: { 'idempotency-key': newKey() },
        })
      ).status,
    ).toBe(409);
    const afterTurnaround = lastUnit('2027-04-12T12:00', '2027-04-14T10:00');
    expect(
      (
        await new ApiClient().call(reservations, {
          path: '/api/reservations',
          body: afterTurnaround,
          headers: { 'idempotency-key': newKey() },
        })
      ).status,
    ).toBe(201);
  });

  it('books once for the same idempotency key sent 10 times, and charges once for a payment key sent 10 times', async () => {
    const visitor = new ApiClient();
    const key = newKey('same');
    const body = {
      ...lastUnit('2027-04-20T10:00', '2027-04-22T10:00'),
      classId: 'car-kia-picanto',
      customer: { ...customer, email: 'same-key@example.com' },
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        visitor.call<{ reservation: { reference: string } }>(reservations, {
          path: '/api/reservations',
          body,
          headers: { 'idempotency-key': key },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    const references = new Set(answers.map((answer) => answer.body.reservation.reference));
    expect(references.size).toBe(1);
    const [reference = ''] = references;
    const { rows } = await getDatabase().execute<{ count: number }>(sql`
      SELECT count(*)::int AS count FROM reservations WHERE customer->>'email' = 'same-key@example.com'`);
    expect(rows[0]?.count).toBe(1);

    const reused = await visitor.call<{ error: { code: string } }>(reservations, {
      path: '/api/reservations',
      body: { ...body, extraDrivers: 1 },
      headers: { 'idempotency-key': key },
    });
    expect(reused.status).toBe(422);
    expect(reused.body.error.code).toBe('idempotency_key_reused');

    const payKey = newKey('pay');
    const payments = await Promise.all(
      Array.from({ length: 10 }, () =>
        visitor.call(reservationPayments, {
          path: `/api/reservations/${reference}/payments`,
          params: { reference },
          body: { returnUrl },
          headers: { 'idempotency-key': payKey },
        }),
      ),
    );
    // One checkout for the key: the first answer 201, every other the same attempt replayed.
    expect(payments.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(payments.map((answer) => (answer.body as { payment: { id: string } }).payment.id));
    expect(ids.size).toBe(1);
    const paid = await completeCheckout(visitor, reference, payments[0]?.body as never);
    expect(paid.status).toBe(200);
    const charges = await getDatabase().execute<{ count: number }>(sql`
      SELECT count(*)::int AS count FROM payments p JOIN reservations r ON r.id = p.reservation_id
      WHERE r.reference = ${reference} AND p.kind = 'captured'`);
    expect(charges.rows[0]?.count).toBe(1);
  });

  it('charges once when two checkouts of one reservation are both paid (the second is refunded)', async () => {
    const visitor = new ApiClient();
    const created = await visitor.call<{ reservation: { reference: string } }>(reservations, {
      path: '/api/reservations',
      body: { ...lastUnit('2027-04-25T10:00', '2027-04-27T10:00'), classId: 'car-kia-picanto' },
      headers: { 'idempotency-key': newKey() },
    });
    const { reference } = created.body.reservation;
    const clicks = await Promise.all(
      [newKey('a'), newKey('b')].map((key) =>
        visitor.call<{ payment: { id: string }; checkout: { url: string } }>(reservationPayments, {
          path: `/api/reservations/${reference}/payments`,
          params: { reference },
          body: { returnUrl },
          headers: { 'idempotency-key': key },
        }),
      ),
    );
    expect(clicks.map((answer) => answer.status)).toEqual([201, 201]);
    const results = await Promise.all(clicks.map((click) => completeCheckout(visitor, reference, click.body)));
    expect(results.map((answer) => answer.status)).toEqual([200, 200]);
    const totals = await getDatabase().execute<{ kind: string; amount: number }>(sql`
      SELECT p.kind, sum(p.amount)::int AS amount FROM payments p JOIN reservations r ON r.id = p.reservation_id
      WHERE r.reference = ${reference} GROUP BY p.kind`);
    const byKind = Object.fromEntries(totals.rows.map((row) => [row.kind, row.amount]));
    // Both were captured by the processor; the second, finding nothing due, was refunded whole.
    const { total } = (results[0]?.body as { reservation: { total: number } }).reservation;
    expect(byKind).toMatchObject({ captured: 2 * total, refunded: total });
  });
});
