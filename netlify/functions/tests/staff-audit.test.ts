/**
 * @jest-environment node
 */
import { and, desc, eq, gte } from 'drizzle-orm';
import { deskRefundLimit } from '../../../src/config/staff';
import { closeDatabase, getDatabase } from '../../../server/db/client.server';
import { reservations as reservationRows, staffActions } from '../../../server/db/schema';
import { ApiClient } from '../../../server/testing/api-client.server';
import refundRequests from '../reservation-refund-requests.mts';
import reservations from '../reservations.mts';
import staffRefundDecision from '../staff-refund-decision.mts';
import staffReservation from '../staff-reservation.mts';
import staffReservations from '../staff-reservations.mts';
import staffToday from '../staff-today.mts';
import { customer, newKey, payByCard, pinClock, trip } from './fixtures';
import { signInAsStaff } from './staff-support';

/**
 * Issue 38: staff reads of personal data are audited (who, what, when; the reservation's reference, no
 * personal data), and a refund above the desk's limit (src/config/staff.ts) needs a manager.
 */

jest.setTimeout(60_000);

interface Body {
  error: { code: string; message: string };
  reservation: { reference: string; paid: number; refunded: number; currency: string };
  refundRequest: { id: string };
  staff: { refundRequests: { id: string; status: string }[] };
  changed: boolean;
}

/** A customer's own address, so nothing here matches another test's reservations. */
const email = `audit-${process.pid}@example.com`;

async function bookAndPay(client: ApiClient, pickupAt: string, returnAt: string): Promise<Body['reservation']> {
  const created = await client.call<Body>(reservations, {
    path: '/api/reservations',
    body: {
      classId: 'car-suzuki-vitara-4x4',
      ...trip(pickupAt, returnAt),
      extras: [],
      customer: { ...customer, email },
    },
    headers: { 'idempotency-key': newKey('audit-book') },
  });
  expect(created.status).toBe(201);
  const paid = await payByCard<Body>(client, created.body.reservation.reference);
  expect(paid.status).toBe(200);
  return paid.body.reservation;
}

/** The staff actions written since `since` by `actor`, newest first. */
async function auditSince(since: Date, actor: string) {
  return getDatabase()
    .select()
    .from(staffActions)
    .where(and(gte(staffActions.at, since), eq(staffActions.actor, actor)))
    .orderBy(desc(staffActions.id));
}

/** Nothing of the customer's in an audit row: no name, address, phone or birth date. */
function expectNoPersonalData(row: object): void {
  const text = JSON.stringify(row);
  for (const value of [customer.firstName, customer.lastName, email, customer.phone, customer.dateOfBirth]) {
    expect(text).not.toContain(value);
  }
}

afterAll(closeDatabase);

describe('staff reads of personal data', () => {
  it('records the day’s list, a search and a reservation’s view, with references only', async () => {
    const at = new Date('2031-03-03T08:00:00Z');
    pinClock(at.toISOString());
    const booked = await bookAndPay(new ApiClient(), '2031-03-03T10:00', '2031-03-06T10:00');
    const { reference } = booked;
    const desk = (await signInAsStaff('desk@example.com', 'desk-demo')).client;

    const today = await desk.call(staffToday, { path: '/api/staff/today?office=kef&day=today' });
    expect(today.status).toBe(200);
    const search = await desk.call<{ reservations: { reference: string }[] }>(staffReservations, {
      path: `/api/staff/reservations?q=${encodeURIComponent(email)}`,
    });
    expect(search.body.reservations.map((found) => found.reference)).toEqual([reference]);
    const view = await desk.call<{ staff: { history: { action: string }[] } }>(staffReservation, {
      path: `/api/staff/reservations/${reference}`,
      params: { reference },
    });
    expect(view.status).toBe(200);
    // A view is audited, not shown as a change in the reservation's history.
    expect(view.body.staff.history.map((entry) => entry.action)).not.toContain('staff.reservation.viewed');

    const rows = await auditSince(at, 'desk@example.com');
    const [viewed, searched, listed] = rows;
    const [row] = await getDatabase()
      .select({ id: reservationRows.id })
      .from(reservationRows)
      .where(eq(reservationRows.reference, reference));
    expect(viewed).toMatchObject({
      action: 'reservation.viewed',
      reservationId: row?.id,
      role: 'desk',
      at,
      details: { parts: expect.arrayContaining(['customer']) },
    });
    expect(searched).toMatchObject({
      action: 'reservations.searched',
      reservationId: null,
      details: { by: 'words', found: 1, references: [reference] },
    });
    expect(listed).toMatchObject({
      action: 'desk-day.viewed',
      details: { office: 'kef', day: 'today', date: '2031-03-03', references: expect.arrayContaining([reference]) },
    });
    for (const audited of [viewed, searched, listed]) {
      expect(audited?.staffSessionId).toMatch(/^[0-9a-f-]{36}$/);
      expectNoPersonalData(audited ?? {});
    }
  });
});

describe('a refund above the desk’s limit', () => {
  it('needs a manager: the desk gets 403 and nothing is refunded; the desk refunds a small one', async () => {
    pinClock('2031-04-01T08:00:00Z');
    const customerClient = new ApiClient();
    // Three weeks of a 4x4: well over the limit in euros.
    const booked = await bookAndPay(customerClient, '2031-05-05T10:00', '2031-05-26T10:00');
    const { reference } = booked;
    const limit = deskRefundLimit.EUR;
    expect(booked.currency).toBe('EUR');
    expect(booked.paid).toBeGreaterThan(limit + 1000);
    const ask = async (amount: number) => {
      const asked = await customerClient.call<Body>(refundRequests, {
        path: `/api/reservations/${reference}/refund-requests`,
        params: { reference },
        body: { reason: 'The roof box was missing', amount },
      });
      expect(asked.status).toBe(201);
      return asked.body.refundRequest.id;
    };
    const small = await ask(limit);
    const large = await ask(limit + 1);
    const desk = (await signInAsStaff('desk@example.com', 'desk-demo')).client;
    const manager = (await signInAsStaff('manager@example.com', 'manager-demo')).client;
    const approve = (client: ApiClient, id: string) =>
      client.call<Body>(staffRefundDecision, {
        path: `/api/staff/reservations/${reference}/refund-requests/${id}/approve`,
        params: { reference, id, decision: 'approve' },
        body: {},
      });

    // Up to the limit, the desk refunds alone.
    const approvedSmall = await approve(desk, small);
    expect(approvedSmall.status).toBe(200);
    expect(approvedSmall.body.reservation.refunded).toBe(limit);

    // One cent over: a clear 403 to the desk, and no money moves.
    const refused = await approve(desk, large);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({
      code: 'manager_required',
      message: 'Refunds above 350.00 EUR need a manager: ask a manager to approve this one.',
    });
    const after = await desk.call<Body>(staffReservation, {
      path: `/api/staff/reservations/${reference}`,
      params: { reference },
    });
    expect(after.body.reservation.refunded).toBe(limit);
    expect(after.body.staff.refundRequests.find((request) => request.id === large)?.status).toBe('requested');

    // A manager approves it.
    const approvedLarge = await approve(manager, large);
    expect(approvedLarge.status).toBe(200);
    expect(approvedLarge.body.reservation.refunded).toBe(2 * limit + 1);
  });
});
