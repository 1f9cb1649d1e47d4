/**
 * @jest-environment node
 */
import { and, eq, or, sql } from 'drizzle-orm';
import { clock } from '../../../server/clock.server';
import { closeDatabase, getDatabase } from '../../../server/db/client.server';
import { reservations as reservationRows, staffActions } from '../../../server/db/schema';
import { startMailCatcher } from '../../../server/mail/maildev.server';
import { deliverDueMessages } from '../../../server/mail/sender.server';
import { createSmtpTransport } from '../../../server/mail/smtp.server';
import { purgeLicencePhotos } from '../../../server/rental/licence-photos.server';
import { fileStorageFromEnv } from '../../../server/storage/index.server';
import { ApiClient } from '../../../server/testing/api-client.server';
import { testCheckInDetails } from '../../../server/testing/customer';
import checkInDetails from '../check-in-details.mts';
import checkInOptions from '../check-in-options.mts';
import checkInPayment from '../check-in-payment.mts';
import checkInLicencePhoto from '../check-in-licence-photo.mts';
import checkIn from '../check-in.mts';
import refundRequests from '../reservation-refund-requests.mts';
import reservation from '../reservation.mts';
import reservations from '../reservations.mts';
import staffCancel from '../staff-cancel.mts';
import staffContract from '../staff-contract.mts';
import staffDeposit from '../staff-deposit.mts';
import staffLicencePhoto from '../staff-licence-photo.mts';
import staffMe from '../staff-me.mts';
import staffPickedUp from '../staff-picked-up.mts';
import staffRefundDecision from '../staff-refund-decision.mts';
import staffReservation from '../staff-reservation.mts';
import staffReservations from '../staff-reservations.mts';
import staffReturned from '../staff-returned.mts';
import staffSignOut from '../staff-sign-out.mts';
import staffToday from '../staff-today.mts';
import { completeCheckout, customer, newKey, payByCard, pinClock, returnUrl, trip } from './fixtures';
import { startProcessorWithWebhooks, type ProcessorWithWebhooks } from './processor-with-webhooks';
import { signInAsStaff } from './staff-support';

// Sign-in and payments go over HTTP to the local provider and processor.
jest.setTimeout(60_000);

interface Body {
  error: { code: string; message: string; fields?: Record<string, string> };
  reservation: {
    reference: string;
    status: string;
    total: number;
    paid: number;
    refunded: number;
    deposit: {
      amount: number;
      status: string;
      heldAmount: number;
      capturedAmount: number;
      captureReasons: string[];
      pending: { capture: number; release: number; renewal: boolean };
    };
  };
  refundRequest: { id: string; amount: number };
  staff: {
    email: string;
    role: string;
    pickedUpAt: string | null;
    returnedAt: string | null;
    refundRequests: { id: string; status: string; refundedAmount: number | null }[];
    history: { action: string; by: string }[];
    ledger: { kind: string; purpose: string; amount: number }[];
    emails: { kind: string; to: string; status: string }[];
  };
  changed: boolean;
  pickups: { reference: string; checkIn: string; deposit: string; name: string }[];
  reservations: { reference: string }[];
}

type Handler = (request: Request, context?: { params?: Record<string, string> }) => Promise<Response>;

async function bookAndPay(client: ApiClient, pickupAt: string, returnAt: string): Promise<string> {
  const created = await client.call<Body>(reservations, {
    path: '/api/reservations',
    body: { classId: 'car-suzuki-vitara-4x4', ...trip(pickupAt, returnAt), extras: [], customer },
    headers: { 'idempotency-key': newKey('book') },
  });
  expect(created.status).toBe(201);
  const { reference } = created.body.reservation;
  expect((await payByCard(client, reference)).status).toBe(200);
  return reference;
}

/** A booked, paid and checked-in reservation whose deposit is held on the card kept at booking. */
async function checkedIn(client: ApiClient, pickupAt: string, returnAt: string): Promise<string> {
  const reference = await bookAndPay(client, pickupAt, returnAt);
  const post = (handler: Handler, path: string, body: unknown = {}, headers: Record<string, string> = {}) =>
    client.call<Body>(handler, { path: `/api/reservations/${reference}${path}`, params: { reference }, body, headers });
  expect((await post(checkIn, '/check-in')).status).toBe(200);
  const details = { ...testCheckInDetails, drivers: [] };
  expect((await post(checkInDetails, '/check-in/details', details)).status).toBe(200);
  const options = { extras: [], insuranceId: 'basic', extraDrivers: 0 };
  expect((await post(checkInOptions, '/check-in/options', options)).status).toBe(200);
  const paid = await post(checkInPayment, '/check-in/payment', { returnUrl }, { 'idempotency-key': newKey('ci') });
  // The hold goes on the card kept at booking, or (no card kept: this processor sends no webhooks here) the
  // customer authorises it on the processor's page.
  if (paid.status === 201) {
    const settled = await completeCheckout<Body>(client, reference, paid.body as never);
    expect(settled.status).toBe(200);
    expect(settled.body.reservation.deposit.status).toBe('held');
  } else {
    expect(paid.status).toBe(200);
    expect(paid.body.reservation.deposit.status).toBe('held');
  }
  return reference;
}

/** Every staff route but the sign-in's own, with how to call it. */
function staffRoutes(reference: string) {
  const base = `/api/staff/reservations/${reference}`;
  const params = { reference };
  const json = { 'content-type': 'application/json' };
  return [
    { name: 'me', handler: staffMe, path: '/api/staff/me' },
    { name: 'today', handler: staffToday, path: '/api/staff/today?office=kef&day=today' },
    { name: 'find', handler: staffReservations, path: '/api/staff/reservations?q=gudrun' },
    { name: 'reservation', handler: staffReservation, path: base, params },
    { name: 'change', handler: staffReservation, path: base, params, method: 'PATCH', body: { extraDrivers: 1 } },
    { name: 'picked-up', handler: staffPickedUp, path: `${base}/picked-up`, params, body: {} },
    { name: 'returned', handler: staffReturned, path: `${base}/returned`, params, body: {} },
    { name: 'cancel', handler: staffCancel, path: `${base}/cancel`, params, body: {} },
    {
      name: 'approve',
      handler: staffRefundDecision,
      path: `${base}/refund-requests/00000000-0000-0000-0000-000000000000/approve`,
      params: { ...params, id: '00000000-0000-0000-0000-000000000000', decision: 'approve' },
      body: {},
    },
    {
      name: 'reject',
      handler: staffRefundDecision,
      path: `${base}/refund-requests/00000000-0000-0000-0000-000000000000/reject`,
      params: { ...params, id: '00000000-0000-0000-0000-000000000000', decision: 'reject' },
      body: {},
    },
    {
      name: 'release',
      handler: staffDeposit,
      path: `${base}/deposit/release`,
      params: { ...params, action: 'release' },
      body: {},
    },
    {
      name: 'capture',
      handler: staffDeposit,
      path: `${base}/deposit/capture`,
      params: { ...params, action: 'capture' },
      body: { amount: 100, reason: 'Scratch' },
      headers: { ...json, 'idempotency-key': newKey('capture') },
    },
    {
      name: 'licence photo',
      handler: staffLicencePhoto,
      path: `${base}/licence-photos/0/front`,
      params: { ...params, driver: '0', side: 'front' },
    },
    { name: 'contract', handler: staffContract, path: `${base}/contract`, params },
  ] as {
    name: string;
    handler: Handler;
    path: string;
    params?: Record<string, string>;
    method?: string;
    body?: unknown;
    headers?: Record<string, string>;
  }[];
}

// The processor's webhooks reach the site: a deposit capture is pending until its CAPTURE webhook.
let payments: ProcessorWithWebhooks;
beforeAll(async () => {
  payments = await startProcessorWithWebhooks();
});
afterAll(() => payments.close());

describe('the staff desk', () => {
  afterAll(closeDatabase);
  afterEach(() => jest.restoreAllMocks());

  it('answers 401 without a staff session and 403 for a customer’s, on every route, no-store', async () => {
    pinClock('2027-06-01T08:00:00Z');
    const customerClient = new ApiClient();
    const reference = await bookAndPay(customerClient, '2027-06-20T10:00', '2027-06-23T10:00');
    const anonymous = new ApiClient();
    for (const route of staffRoutes(reference)) {
      const signedOut = await anonymous.call<Body>(route.handler, route);
      expect([route.name, signedOut.status, signedOut.body.error?.code]).toEqual([
        route.name,
        401,
        'staff_sign_in_required',
      ]);
      expect(signedOut.headers.get('cache-control')).toBe('no-store');
      const asCustomer = await customerClient.call<Body>(route.handler, route);
      expect([route.name, asCustomer.status, asCustomer.body.error?.code]).toEqual([route.name, 403, 'not_staff']);
    }
    // Nothing changed for the customer's tries: no staff action on this reservation, or at this test's time
    // (the database is shared: other test files' staff act meanwhile, at their own times).
    const [row] = await getDatabase()
      .select({ id: reservationRows.id })
      .from(reservationRows)
      .where(eq(reservationRows.reference, reference));
    if (!row) throw new Error('The reservation was not stored');
    const count = await getDatabase().$count(
      staffActions,
      or(eq(staffActions.reservationId, row.id), eq(staffActions.at, new Date('2027-06-01T08:00:00Z'))),
    );
    expect(count).toBe(0);
  });

  it('signs in through the local OpenID provider, refuses a wrong password, and expires', async () => {
    pinClock('2027-06-02T08:00:00Z');
    const { client, callback } = await signInAsStaff('desk@example.com', 'desk-demo', '/is/staff/');
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/is/staff/');
    const me = await client.call<Body>(staffMe, { path: '/api/staff/me' });
    expect(me.status).toBe(200);
    expect(me.body.staff).toMatchObject({ email: 'desk@example.com', role: 'desk' });
    expect(me.headers.get('cache-control')).toBe('no-store');

    await expect(signInAsStaff('desk@example.com', 'wrong')).rejects.toThrow('refused the password');

    // Ten hours later the session has expired.
    jest.spyOn(clock, 'now').mockReturnValue(new Date('2027-06-02T18:00:01Z'));
    const expired = await client.call<Body>(staffMe, { path: '/api/staff/me' });
    expect(expired.status).toBe(401);

    // A fresh one, then signed out.
    pinClock('2027-06-02T19:00:00Z');
    const again = await signInAsStaff('manager@example.com', 'manager-demo');
    expect((await again.client.call<Body>(staffMe, { path: '/api/staff/me' })).body.staff.role).toBe('manager');
    const out = await again.client.call<Body>(staffSignOut, { path: '/api/staff/sign-out', body: {} });
    expect(out.status).toBe(200);
    expect((await again.client.call<Body>(staffMe, { path: '/api/staff/me' })).status).toBe(401);
  });

  it('a callback whose state was not started here is refused', async () => {
    pinClock('2027-06-02T08:00:00Z');
    const { default: staffCallback } = await import('../staff-callback.mts');
    const answer = await new ApiClient().call(staffCallback, { path: '/api/staff/callback?code=abc&state=forged' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/staff/?signIn=expired');
  });

  it('hands over, takes back, refunds and captures, once each, all audited', async () => {
    pinClock('2027-07-01T08:00:00Z');
    const customerClient = new ApiClient();
    const reference = await checkedIn(customerClient, '2027-07-04T10:00', '2027-07-07T10:00');
    const asked = await customerClient.call<Body>(refundRequests, {
      path: `/api/reservations/${reference}/refund-requests`,
      params: { reference },
      body: { reason: 'The child seat was missing', amount: 1000 },
    });
    expect(asked.status).toBe(201);
    const requestId = asked.body.refundRequest.id;

    pinClock('2027-07-04T08:00:00Z');
    const desk = (await signInAsStaff('desk@example.com', 'desk-demo')).client;
    const manager = (await signInAsStaff('manager@example.com', 'manager-demo')).client;
    const params = { reference };
    const base = `/api/staff/reservations/${reference}`;

    const today = await desk.call<Body>(staffToday, { path: '/api/staff/today?office=kef&day=today' });
    expect(today.status).toBe(200);
    expect(today.body.pickups).toContainEqual(
      expect.objectContaining({ reference, checkIn: 'contract', deposit: 'held', name: 'Guðrún Jónsdóttir' }),
    );
    const badDay = await desk.call<Body>(staffToday, { path: '/api/staff/today?day=yesterday' });
    expect(badDay.status).toBe(400);
    expect(badDay.body.error.fields).toHaveProperty('day');

    const found = await desk.call<Body>(staffReservations, { path: `/api/staff/reservations?q=${reference}` });
    expect(found.body.reservations.map((row) => row.reference)).toContain(reference);
    const byEmail = await desk.call<Body>(staffReservations, { path: '/api/staff/reservations?q=gudrun@example' });
    expect(byEmail.body.reservations.map((row) => row.reference)).toContain(reference);

    const detail = await desk.call<Body>(staffReservation, { path: base, params });
    expect(detail.status).toBe(200);
    expect(detail.body.staff.refundRequests).toEqual([expect.objectContaining({ id: requestId, status: 'requested' })]);
    // The e-mails the customer was sent (or is about to be): what the desk can tell a caller.
    expect(detail.body.staff.emails.map((email) => email.kind)).toEqual(
      expect.arrayContaining(['booking-confirmed', 'payment-received', 'refund-requested']),
    );
    expect(detail.body.staff.emails[0]).toEqual(
      expect.objectContaining({ to: 'gudrun@example.com', status: 'pending' }),
    );

    // Returned before picked up: refused.
    const early = await desk.call<Body>(staffReturned, { path: `${base}/returned`, params, body: {} });
    expect(early.status).toBe(409);

    const pickedUp = await desk.call<Body>(staffPickedUp, {
      path: `${base}/picked-up`,
      params,
      body: { odometer: 42_100, fuel: 'full' },
    });
    expect(pickedUp.status).toBe(200);
    expect(pickedUp.body.changed).toBe(true);
    const twice = await desk.call<Body>(staffPickedUp, { path: `${base}/picked-up`, params, body: {} });
    expect(twice.body.changed).toBe(false);
    const badFuel = await desk.call<Body>(staffPickedUp, { path: `${base}/picked-up`, params, body: { fuel: 'lots' } });
    expect(badFuel.status).toBe(400);
    expect(badFuel.body.error.fields).toHaveProperty('fuel');

    // A desk account may not capture.
    const deskCapture = await desk.call<Body>(staffDeposit, {
      path: `${base}/deposit/capture`,
      params: { ...params, action: 'capture' },
      body: { amount: 5000, reason: 'Dent in the rear door' },
      headers: { 'idempotency-key': newKey('capture') },
    });
    expect(deskCapture.status).toBe(403);
    expect(deskCapture.body.error.code).toBe('role_not_allowed');

    pinClock('2027-07-07T09:30:00Z');
    // Three days later: yesterday's sessions have expired; today's shift signs in again.
    expect((await desk.call<Body>(staffMe, { path: '/api/staff/me' })).status).toBe(401);
    const deskToday = (await signInAsStaff('desk@example.com', 'desk-demo')).client;
    const returned = await deskToday.call<Body>(staffReturned, {
      path: `${base}/returned`,
      params,
      body: { fuel: '3/4' },
    });
    expect(returned.body.changed).toBe(true);
    expect(returned.body.staff.returnedAt).toBe('2027-07-07T09:30:00.000Z');
    const managerToday = (await signInAsStaff('manager@example.com', 'manager-demo')).client;
    expect((await manager.call<Body>(staffMe, { path: '/api/staff/me' })).status).toBe(401);

    const key = newKey('capture');
    const capture = () =>
      managerToday.call<Body>(staffDeposit, {
        path: `${base}/deposit/capture`,
        params: { ...params, action: 'capture' },
        body: { amount: 5000, reason: 'Dent in the rear door' },
        headers: { 'idempotency-key': key },
      });
    // The capture's webhook comes later, as Adyen's does: held until the answer is read.
    payments.processor.controlWebhooks({ timing: 'held' });
    const captured = await capture();
    expect(captured.status).toBe(200);
    expect(captured.body.changed).toBe(true);
    // The processor received it; until its webhook says so nothing is captured.
    expect(captured.body.reservation.deposit).toMatchObject({ capturedAmount: 0, pending: { capture: 5000 } });
    expect((await capture()).body.changed).toBe(false);
    payments.processor.controlWebhooks({ timing: 'immediate' });
    await payments.processor.releaseWebhooks();
    await payments.processor.webhooksSettled();

    const approve = () =>
      deskToday.call<Body>(staffRefundDecision, {
        path: `${base}/refund-requests/${requestId}/approve`,
        params: { ...params, id: requestId, decision: 'approve' },
        body: {},
      });
    const approved = await approve();
    expect(approved.status).toBe(200);
    expect(approved.body.reservation.refunded).toBe(1000);
    expect((await approve()).body.changed).toBe(false);
    const afterRefund = await deskToday.call<Body>(staffReservation, { path: base, params });
    // The customer is told of the decision once, however often the desk clicks.
    expect(afterRefund.body.staff.emails.filter((email) => email.kind === 'refund-decided')).toHaveLength(1);
    // And the message goes out, though the car is back: the row the outbox kept has its handover times as
    // instants again (a returned reservation's e-mails once failed on `returnedAt`).
    const catcher = await startMailCatcher();
    try {
      const transport = createSmtpTransport(catcher.smtpUrl);
      // This reservation's messages only: the database is shared with every other test's pending ones, and
      // another test's sender may take ours first (then it is sent there): ask a few times.
      const [row] = await getDatabase()
        .select({ id: reservationRows.id })
        .from(reservationRows)
        .where(eq(reservationRows.reference, reference));
      const refundDecidedStatus = async () =>
        (await deskToday.call<Body>(staffReservation, { path: base, params })).body.staff.emails.find(
          (email) => email.kind === 'refund-decided',
        )?.status;
      for (let attempt = 0; attempt < 10 && (await refundDecidedStatus()) !== 'sent'; attempt += 1) {
        const delivered = await deliverDueMessages(getDatabase(), transport, new Date('2027-07-07T09:31:00Z'), {
          tenant: 'car',
          siteUrl: 'https://cars.example.is',
          reservationId: row?.id,
        });
        expect(delivered.failed + delivered.retrying).toBe(0);
        if (delivered.sent === 0) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      await transport.close();
      expect(await refundDecidedStatus()).toBe('sent');
    } finally {
      await catcher.stop();
    }
    expect((await approve()).body.reservation.refunded).toBe(1000);
    const rejectAfter = await deskToday.call<Body>(staffRefundDecision, {
      path: `${base}/refund-requests/${requestId}/reject`,
      params: { ...params, id: requestId, decision: 'reject' },
      body: {},
    });
    expect(rejectAfter.status).toBe(409);

    // The customer's own view shows the capture with its reason (once, though the capture was sent twice), and the refund.
    const own = await customerClient.call<Body>(reservation, { path: `/api/reservations/${reference}`, params });
    expect(own.body.reservation.deposit).toMatchObject({
      status: 'partly_captured',
      capturedAmount: 5000,
      captureReasons: ['Dent in the rear door'],
    });
    expect(own.body.reservation.refunded).toBe(1000);

    // The audit: each action once, with who, before and after.
    const rows = await getDatabase()
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.reservationId, sql`(SELECT id FROM reservations WHERE reference = ${reference})`)));
    // Actions, not views: each GET of the reservation is recorded as `reservation.viewed` too (issue 38).
    const actions = rows
      .map((row) => row.action)
      .filter((action) => action !== 'reservation.viewed')
      .sort();
    expect(actions).toEqual(['deposit.captured', 'picked-up', 'refund-request.approved', 'returned']);
    expect(rows.some((row) => row.action === 'reservation.viewed')).toBe(true);
    const byAction = Object.fromEntries(rows.map((row) => [row.action, row]));
    expect(byAction['picked-up']).toMatchObject({
      actor: 'desk@example.com',
      role: 'desk',
      before: expect.objectContaining({ pickedUpAt: null }),
      after: expect.objectContaining({ pickedUpAt: '2027-07-04T08:00:00.000Z' }),
    });
    expect(byAction['deposit.captured']).toMatchObject({
      actor: 'manager@example.com',
      role: 'manager',
      details: { amount: 5000, reason: 'Dent in the rear door' },
      before: expect.objectContaining({ deposit: expect.objectContaining({ status: 'held' }) }),
      after: expect.objectContaining({ deposit: expect.objectContaining({ status: 'held', pendingCapture: 5000 }) }),
    });
    expect(byAction['refund-request.approved']?.after).toMatchObject({ refunded: 1000 });
    const history = (await deskToday.call<Body>(staffReservation, { path: base, params })).body.staff.history;
    expect(history).toContainEqual(expect.objectContaining({ action: 'staff.picked-up', by: 'desk@example.com' }));
  });

  it('cancels on the customer’s behalf with the site’s rules, once', async () => {
    pinClock('2027-08-01T08:00:00Z');
    const customerClient = new ApiClient();
    const reference = await bookAndPay(customerClient, '2027-09-10T10:00', '2027-09-12T10:00');
    const desk = (await signInAsStaff('desk@example.com', 'desk-demo')).client;
    const params = { reference };
    const cancel = () =>
      desk.call<Body>(staffCancel, { path: `/api/staff/reservations/${reference}/cancel`, params, body: {} });
    const first = await cancel();
    expect(first.status).toBe(200);
    expect(first.body.reservation.status).toBe('cancelled');
    expect(first.body.reservation.refunded).toBe(first.body.reservation.paid);
    expect((await cancel()).body.changed).toBe(false);
    const history = first.body.staff.history;
    expect(history).toContainEqual(
      expect.objectContaining({ action: 'reservation.cancelled', by: 'desk@example.com' }),
    );
    expect(history).toContainEqual(
      expect.objectContaining({ action: 'staff.reservation.cancelled', by: 'desk@example.com' }),
    );
  });

  it('starts the licence photo purge from the desk’s return, not the booked one', async () => {
    pinClock('2027-10-01T08:00:00Z');
    const customerClient = new ApiClient();
    const reference = await bookAndPay(customerClient, '2027-10-03T10:00', '2027-10-20T10:00');
    const params = { reference };
    expect(
      (await customerClient.call(checkIn, { path: `/api/reservations/${reference}/check-in`, params, body: {} }))
        .status,
    ).toBe(200);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const put = await customerClient.call(checkInLicencePhoto, {
      method: 'PUT',
      path: `/api/reservations/${reference}/check-in/licence-photos/main/front`,
      params: { reference, driver: 'main', side: 'front' },
      rawBody: new Uint8Array(png),
      headers: { 'content-type': 'image/png' },
    });
    expect(put.status).toBe(201);

    pinClock('2027-10-03T10:00:00Z');
    const desk = (await signInAsStaff('desk@example.com', 'desk-demo')).client;
    const base = `/api/staff/reservations/${reference}`;
    const photo = await desk.call(staffLicencePhoto, {
      path: `${base}/licence-photos/0/front`,
      params: { ...params, driver: '0', side: 'front' },
    });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('cache-control')).toBe('private, no-store');
    // No deposit is held (the card was not kept): a manager hands over all the same, with the reason.
    const manager = (await signInAsStaff('manager@example.com', 'manager-demo')).client;
    const override = { depositOverrideReason: 'Customer left a cash deposit at the desk' };
    expect(
      (await manager.call<Body>(staffPickedUp, { path: `${base}/picked-up`, params, body: override })).status,
    ).toBe(200);
    pinClock('2027-10-05T09:00:00Z');
    const deskLater = (await signInAsStaff('desk@example.com', 'desk-demo')).client;
    expect((await deskLater.call<Body>(staffReturned, { path: `${base}/returned`, params, body: {} })).status).toBe(
      200,
    );

    // 30 days after the actual return, long before 30 days after the booked one (2027-10-20).
    const db = getDatabase();
    const photosLeft = async () =>
      (
        await db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM licence_photos p JOIN reservations r ON r.id = p.reservation_id WHERE r.reference = ${reference}`,
        )
      ).rows[0]?.n;
    await purgeLicencePhotos(db, fileStorageFromEnv(), 'car', new Date('2027-11-04T08:59:00Z'));
    expect(await photosLeft()).toBe(1);
    await purgeLicencePhotos(db, fileStorageFromEnv(), 'car', new Date('2027-11-04T09:00:00Z'));
    expect(await photosLeft()).toBe(0);
  });
});
