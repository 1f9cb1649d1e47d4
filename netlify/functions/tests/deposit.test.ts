/**
 * @jest-environment node
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { clock } from '../../../server/clock.server';
import { closeDatabase, getDatabase } from '../../../server/db/client.server';
import {
  auditLog,
  mailOutbox,
  paymentAttempts,
  reservations as reservationRows,
  staffActions,
} from '../../../server/db/schema';
import { paymentProcessorFromEnv } from '../../../server/payments/index.server';
import { engineContext } from '../../../server/rental/context.server';
import { sweepDeposits, type SweepOptions } from '../../../server/rental/deposit-sweep.server';
import { ApiClient } from '../../../server/testing/api-client.server';
import { testCheckInDetails } from '../../../server/testing/customer';
import checkInDetails from '../check-in-details.mts';
import checkInOptions from '../check-in-options.mts';
import checkInPayment from '../check-in-payment.mts';
import checkIn from '../check-in.mts';
import reservation from '../reservation.mts';
import reservationDeposit from '../reservation-deposit.mts';
import reservations from '../reservations.mts';
import staffDeposit from '../staff-deposit.mts';
import staffPickedUp from '../staff-picked-up.mts';
import staffReservation from '../staff-reservation.mts';
import { completeCheckout, customer, newKey, payByCard, pinClock, returnUrl, trip } from './fixtures';
import { startProcessorWithWebhooks, type ProcessorWithWebhooks } from './processor-with-webhooks';
import { signInAsStaff } from './staff-support';

// Payments and sign-in go over HTTP to the processor and the identity provider; webhooks come back.
jest.setTimeout(60_000);

/** Authorised at booking; every later hold on the card the processor keeps is refused. */
const laterRefusedCard = '4000 0000 0000 0341';

interface Deposit {
  amount: number;
  status: string;
  heldAmount: number;
  capturedAmount: number;
  pending: { capture: number; release: number; renewal: boolean };
  failures: { action: string; amount: number; at: string }[];
  renewalFailed: boolean;
  lapsesOn: string | null;
  holdRefused: boolean;
}

interface Body {
  error: { code: string; message: string; fields?: Record<string, string> };
  reservation: { reference: string; status: string; deposit: Deposit };
  payment: { id: string; purpose: string };
  checkout: { url: string } | null;
  changed: boolean;
  staff: {
    deposit: {
      status: string;
      missing: boolean;
      holdRefused: boolean;
      pending: { capture: number; release: number; renewal: boolean };
      failures: { action: string; reason: string | null }[];
      renewalFailed: boolean;
      lapsesAt: string | null;
    };
  };
}

let payments: ProcessorWithWebhooks;

beforeAll(async () => {
  payments = await startProcessorWithWebhooks();
});

afterAll(async () => {
  await payments.close();
  await closeDatabase();
});

afterEach(() => jest.restoreAllMocks());

/** A booking paid with `number` (the processor keeps the card), its webhooks applied. */
async function bookAndPay(client: ApiClient, pickupAt: string, returnAt: string, number = '4242 4242 4242 4242') {
  const created = await client.call<Body>(reservations, {
    path: '/api/reservations',
    body: { classId: 'car-suzuki-vitara-4x4', ...trip(pickupAt, returnAt), customer },
    headers: { 'idempotency-key': newKey('book') },
  });
  expect(created.status).toBe(201);
  const { reference } = created.body.reservation;
  expect((await payByCard(client, reference, number)).status).toBe(200);
  await payments.processor.webhooksSettled();
  return reference;
}

async function idOf(reference: string): Promise<string> {
  const [row] = await getDatabase()
    .select({ id: reservationRows.id })
    .from(reservationRows)
    .where(eq(reservationRows.reference, reference));
  if (!row) throw new Error(`No reservation ${reference}`);
  return row.id;
}

/** The hourly sweep at the pinned clock, over this test's reservations only (the database is shared). */
async function sweep(references: string[], options: SweepOptions = {}) {
  const reservationIds = await Promise.all(references.map(idOf));
  const result = await sweepDeposits({ ...engineContext(), now: clock.now() }, paymentProcessorFromEnv(), {
    ...options,
    reservationIds,
  });
  await payments.processor.webhooksSettled();
  return result;
}

async function deposit(client: ApiClient, reference: string): Promise<Deposit> {
  const answer = await client.call<Body>(reservation, {
    path: `/api/reservations/${reference}`,
    params: { reference },
  });
  expect(answer.status).toBe(200);
  return answer.body.reservation.deposit;
}

async function deskDeposit(staff: ApiClient, reference: string) {
  const base = `/api/staff/reservations/${reference}`;
  return (await staff.call<Body>(staffReservation, { path: base, params: { reference } })).body.staff.deposit;
}

function depositAction(staff: ApiClient, reference: string, action: 'release' | 'capture', body: unknown = {}) {
  return staff.call<Body>(staffDeposit, {
    path: `/api/staff/reservations/${reference}/deposit/${action}`,
    params: { reference, action },
    body,
    headers: { 'idempotency-key': newKey(action) },
  });
}

async function auditActions(reference: string) {
  const id = await idOf(reference);
  return getDatabase().select().from(auditLog).where(eq(auditLog.reservationId, id)).orderBy(asc(auditLog.at));
}

async function refusedHoldMails(reference: string) {
  const id = await idOf(reference);
  return getDatabase()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.reservationId, id), eq(mailOutbox.kind, 'deposit-hold-refused')));
}

describe('deposit modifications: pending until the processor says, reversed when it refuses', () => {
  it('shows a capture as pending until its webhook, then captured', async () => {
    pinClock('2029-01-01T10:00:00Z');
    const client = new ApiClient();
    const reference = await bookAndPay(client, '2029-01-05T10:00', '2029-01-08T10:00');
    pinClock('2029-01-03T11:00:00Z');
    expect((await sweep([reference])).placed).toBe(1);
    const held = await deposit(client, reference);
    expect(held).toMatchObject({ status: 'held', heldAmount: held.amount });

    const manager = (await signInAsStaff('manager@example.com', 'manager-demo')).client;
    // The webhooks come later, as Adyen's do: held until the answers are read.
    payments.processor.controlWebhooks({ timing: 'held' });
    const captured = await depositAction(manager, reference, 'capture', { amount: 5000, reason: 'Cracked mirror' });
    expect(captured.status).toBe(200);
    // Received by the processor, not yet done: nothing captured or released in the amounts.
    expect(captured.body.reservation.deposit).toMatchObject({
      status: 'held',
      heldAmount: held.amount,
      capturedAmount: 0,
      pending: { capture: 5000, release: held.amount - 5000, renewal: false },
    });
    expect((await deskDeposit(manager, reference)).pending).toEqual({
      capture: 5000,
      release: held.amount - 5000,
      renewal: false,
    });
    payments.processor.controlWebhooks({ timing: 'immediate' });
    await payments.processor.releaseWebhooks();
    await payments.processor.webhooksSettled();
    expect(await deposit(client, reference)).toMatchObject({
      status: 'partly_captured',
      heldAmount: 0,
      capturedAmount: 5000,
      pending: { capture: 0, release: 0, renewal: false },
      failures: [],
    });
  });

  it('takes back a release the processor refused, shows it to the desk and the customer, and asks again', async () => {
    pinClock('2029-02-01T10:00:00Z');
    const client = new ApiClient();
    const reference = await bookAndPay(client, '2029-02-05T10:00', '2029-02-08T10:00');
    pinClock('2029-02-03T11:00:00Z');
    expect((await sweep([reference])).placed).toBe(1);
    const { amount } = await deposit(client, reference);

    const desk = (await signInAsStaff('desk@example.com', 'desk-demo')).client;
    payments.processor.scriptNextModification('cancels', { fail: 'Cancel refused by the acquirer' });
    const released = await depositAction(desk, reference, 'release');
    expect(released.status).toBe(200);
    expect(released.body.changed).toBe(true);
    await payments.processor.webhooksSettled();

    // The release did not happen: the hold is whole, and both sides see the failure.
    const own = await deposit(client, reference);
    expect(own).toMatchObject({ status: 'held', heldAmount: amount, pending: { release: 0 } });
    expect(own.failures).toEqual([expect.objectContaining({ action: 'release', amount })]);
    const desks = await deskDeposit(desk, reference);
    expect(desks).toMatchObject({ status: 'held', missing: false });
    expect(desks.failures).toEqual([
      { action: 'release', amount, at: expect.any(String), reason: 'Cancel refused by the acquirer' },
    ]);
    expect((await auditActions(reference)).map((entry) => entry.action)).toContain('deposit.release_failed');

    // Three days after the return the sweep asks again, with a new key (the old one would get the refusal back).
    pinClock('2029-02-11T11:00:00Z');
    expect((await sweep([reference])).released).toBe(1);
    expect(await deposit(client, reference)).toMatchObject({ status: 'released', heldAmount: 0 });
    const id = await idOf(reference);
    const cancelKeys = payments.processor
      .receivedRequests()
      .filter((request) => request.path.endsWith('/cancels') && request.headers['idempotency-key']?.startsWith(id))
      .map((request) => request.headers['idempotency-key']);
    expect(cancelKeys).toEqual([`${id}:staff-deposit-release`, `${id}:deposit-release:retry-1`]);
  });

  it('flags a renewal the processor refused with the date the hold lapses, and renews it the next day', async () => {
    pinClock('2029-03-01T10:00:00Z');
    const client = new ApiClient();
    const reference = await bookAndPay(client, '2029-03-05T10:00', '2029-04-06T10:00');
    pinClock('2029-03-03T11:00:00Z');
    expect((await sweep([reference])).placed).toBe(1);
    // Held for 28 days: it lapses on 31 March, before its release (9 April).
    const lapses = '2029-03-31T11:00:00.000Z';

    pinClock('2029-03-28T12:00:00Z');
    payments.processor.scriptNextModification('amountUpdates', { fail: 'Refused by the issuer' });
    expect((await sweep([reference])).renewed).toBe(1);
    expect(await deposit(client, reference)).toMatchObject({
      status: 'held',
      renewalFailed: true,
      lapsesOn: lapses,
      pending: { renewal: false },
    });
    const manager = (await signInAsStaff('manager@example.com', 'manager-demo')).client;
    expect(await deskDeposit(manager, reference)).toMatchObject({ renewalFailed: true, lapsesAt: lapses });
    const flagged = (await auditActions(reference)).find((entry) => entry.action === 'deposit.renewal_failed');
    expect(flagged?.details).toMatchObject({ lapsesAt: lapses, reason: 'Refused by the issuer' });

    // The same day's later runs do not ask again; the next day's does, and it succeeds.
    pinClock('2029-03-28T13:00:00Z');
    expect((await sweep([reference])).renewed).toBe(0);
    pinClock('2029-03-29T12:00:00Z');
    expect((await sweep([reference])).renewed).toBe(1);
    expect(await deposit(client, reference)).toMatchObject({ status: 'held', renewalFailed: false, lapsesOn: null });
  });
});

describe('a hold the stored card refuses', () => {
  it('is tried again with a new attempt later, and the customer is e-mailed once per attempt', async () => {
    pinClock('2029-05-01T10:00:00Z');
    const client = new ApiClient();
    const reference = await bookAndPay(client, '2029-05-05T10:00', '2029-05-08T10:00', laterRefusedCard);
    pinClock('2029-05-03T11:00:00Z');
    expect(await sweep([reference])).toMatchObject({ placed: 0, refused: 1, failed: 0 });
    expect(await refusedHoldMails(reference)).toHaveLength(1);
    expect(await deposit(client, reference)).toMatchObject({ status: 'not_held', holdRefused: true });
    const desk = (await signInAsStaff('desk@example.com', 'desk-demo')).client;
    expect(await deskDeposit(desk, reference)).toMatchObject({ missing: true, holdRefused: true });

    // An hour later it is not due yet (no new attempt, no second e-mail); a day later it is.
    pinClock('2029-05-03T12:00:00Z');
    expect(await sweep([reference])).toMatchObject({ selected: 0, refused: 0 });
    expect(await refusedHoldMails(reference)).toHaveLength(1);
    pinClock('2029-05-04T11:30:00Z');
    expect(await sweep([reference])).toMatchObject({ selected: 1, refused: 1 });
    const attempts = await getDatabase()
      .select({ key: paymentAttempts.idempotencyKey, status: paymentAttempts.status })
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.reservationId, await idOf(reference)), eq(paymentAttempts.purpose, 'deposit')))
      .orderBy(asc(paymentAttempts.createdAt));
    expect(attempts).toEqual([
      { key: 'deposit-hold', status: 'failed' },
      { key: 'deposit-hold:2', status: 'failed' },
    ]);
    // One e-mail per attempt, though each refusal came twice (our call's answer and its webhook).
    const mails = await refusedHoldMails(reference);
    expect(mails).toHaveLength(2);
    expect(new Set(mails.map((mail) => mail.version)).size).toBe(2);

    // The e-mail's link: the customer authorises the hold on the processor's page with another card.
    const started = await client.call<Body>(reservationDeposit, {
      path: `/api/reservations/${reference}/deposit`,
      params: { reference },
      body: { returnUrl },
      headers: { 'idempotency-key': newKey('deposit') },
    });
    expect(started.status).toBe(201);
    const paid = await completeCheckout<Body>(client, reference, started.body);
    expect(paid.status).toBe(200);
    expect(paid.body.reservation.deposit).toMatchObject({ status: 'held', holdRefused: false });
    const again = await client.call<Body>(reservationDeposit, {
      path: `/api/reservations/${reference}/deposit`,
      params: { reference },
      body: { returnUrl },
      headers: { 'idempotency-key': newKey('deposit') },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('deposit_not_needed');
  });

  it('sends a customer at check-in whose kept card refuses the hold to the processor page for another card', async () => {
    pinClock('2029-08-01T10:00:00Z');
    const client = new ApiClient();
    const reference = await bookAndPay(client, '2029-08-05T10:00', '2029-08-08T10:00', laterRefusedCard);
    const post = (handler: typeof checkIn, path: string, body: unknown = {}, headers: Record<string, string> = {}) =>
      client.call<Body & { checkIn: { step: string } }>(handler, {
        path: `/api/reservations/${reference}${path}`,
        params: { reference },
        body,
        headers,
      });
    expect((await post(checkIn, '/check-in')).status).toBe(200);
    expect((await post(checkInDetails, '/check-in/details', { ...testCheckInDetails, drivers: [] })).status).toBe(200);
    const options = { extras: [], insuranceId: 'basic', extraDrivers: 0 };
    expect((await post(checkInOptions, '/check-in/options', options)).status).toBe(200);
    // The kept card refuses the hold (recorded, the customer e-mailed): the answer is a checkout on the
    // processor's page, where the customer authorises it with another card.
    const again = await post(checkInPayment, '/check-in/payment', { returnUrl }, { 'idempotency-key': newKey('ci') });
    expect(again.status).toBe(201);
    expect(again.body.payment).toMatchObject({ purpose: 'deposit' });
    await payments.processor.webhooksSettled();
    expect(await refusedHoldMails(reference)).toHaveLength(1);
    const id = await idOf(reference);
    const holds = payments.processor
      .receivedRequests()
      .filter((request) => request.path.endsWith('/payments') && request.body?.includes(id));
    expect(holds).toHaveLength(1);
    const paid = await completeCheckout<Body>(client, reference, again.body);
    expect(paid.status).toBe(200);
    expect(paid.body.reservation.deposit.status).toBe('held');
  });

  it('keeps the vehicle at the desk without a deposit, unless a manager gives the reason', async () => {
    pinClock('2029-06-01T10:00:00Z');
    const client = new ApiClient();
    const reference = await bookAndPay(client, '2029-06-05T10:00', '2029-06-08T10:00', laterRefusedCard);
    pinClock('2029-06-03T11:00:00Z');
    expect((await sweep([reference])).refused).toBe(1);

    pinClock('2029-06-05T09:30:00Z');
    const base = `/api/staff/reservations/${reference}`;
    const pickUp = (staff: ApiClient, body: unknown) =>
      staff.call<Body>(staffPickedUp, { path: `${base}/picked-up`, params: { reference }, body });
    const desk = (await signInAsStaff('desk@example.com', 'desk-demo')).client;
    const refused = await pickUp(desk, { odometer: 1200 });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({ code: 'deposit_not_held', message: expect.stringContaining('No deposit') });
    // A desk account cannot override, even with a reason.
    const deskOverride = await pickUp(desk, { depositOverrideReason: 'Regular customer, known to us' });
    expect(deskOverride.status).toBe(403);
    expect(deskOverride.body.error.code).toBe('role_not_allowed');

    const manager = (await signInAsStaff('manager@example.com', 'manager-demo')).client;
    const short = await pickUp(manager, { depositOverrideReason: 'ok' });
    expect(short.status).toBe(400);
    expect(short.body.error.fields).toHaveProperty('depositOverrideReason');
    const overridden = await pickUp(manager, { depositOverrideReason: 'Cash deposit taken at the desk', fuel: 'full' });
    expect(overridden.status).toBe(200);
    expect(overridden.body.changed).toBe(true);
    const [action] = await getDatabase()
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.reservationId, await idOf(reference)), eq(staffActions.action, 'picked-up')));
    expect(action).toMatchObject({
      actor: 'manager@example.com',
      role: 'manager',
      details: { fuel: 'full', depositOverride: { reason: 'Cash deposit taken at the desk' } },
    });
  });
});

describe('the hourly sweep', () => {
  it('reads only the reservations that are due, in batches', async () => {
    pinClock('2029-07-01T10:00:00Z');
    const client = new ApiClient();
    const due = [
      await bookAndPay(client, '2029-07-10T10:00', '2029-07-12T10:00'),
      await bookAndPay(client, '2029-07-10T12:00', '2029-07-13T10:00'),
      await bookAndPay(client, '2029-07-11T09:00', '2029-07-14T10:00'),
    ];
    const notYet = await bookAndPay(client, '2029-07-20T10:00', '2029-07-22T10:00');
    const before = payments.processor.receivedRequests().length;
    pinClock('2029-07-09T11:00:00Z');
    const run = await sweep([...due, notYet], { batchSize: 2 });
    expect(run).toMatchObject({ selected: 3, batches: 2, placed: 3, failed: 0, stoppedEarly: false });
    const holds = payments.processor
      .receivedRequests()
      .slice(before)
      .filter((request) => request.path.endsWith('/payments'))
      .map((request) => (JSON.parse(request.body ?? '{}') as { reference: string }).reference);
    expect(holds).toHaveLength(3);
    for (const reference of due) expect((await deposit(client, reference)).status).toBe('held');
    expect((await deposit(client, notYet)).status).toBe('not_held');
    // A second run finds nothing due: the holds are placed.
    expect(await sweep([...due, notYet], { batchSize: 2 })).toMatchObject({ selected: 0, batches: 0 });
    const [count] = (
      await getDatabase().execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM payment_attempts WHERE purpose = 'deposit' AND reservation_id IN (${sql.join(
          await Promise.all(due.map(async (reference) => sql`${await idOf(reference)}::uuid`)),
          sql`, `,
        )})`,
      )
    ).rows;
    expect(count?.n).toBe(3);
  });
});
