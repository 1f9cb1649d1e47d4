/**
 * The database faults of issue 31, on a real PostgreSQL (run by scripts/race-postgres.mts, after the
 * race, on the same throwaway server). Each fault stops a request in the middle of its transaction (it
 * waits on a lock the test holds), then kills its connection (pg_terminate_backend) or the whole server
 * (pg_ctl stop -m immediate), and checks that:
 * - the customer gets 503 database_unavailable with Retry-After (never 500);
 * - nothing of the request was written;
 * - the same request with the same key afterwards completes, once.
 * Also: a request while the server is down answers 503 at once; a pool with no free connection in time
 * answers 503; a real deadlock between two transactions is run again and both complete.
 *
 * Everything runs in this process: the function handlers are imported and called with a Request, as
 * the jest function tests do, against the local test processor.
 */
import pg from 'pg';
import { payOnProcessorPage } from '../server/payments/test-processor/pay-on-page';
import type { ThrowawayPostgres } from './throwaway-postgres';

const tenant = 'car';
/** A class with several units; the faults lock all of them so that a booking waits mid-transaction. */
const faultClass = 'car-suzuki-vitara-4x4';

interface Answer {
  status: number;
  headers: Headers;
  body: {
    error?: { code: string };
    reservation?: { reference: string; total: number; amountDue: number; status: string };
    payment?: { id: string; status: string };
    checkout?: { url: string } | null;
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function databaseFaults(postgres: ThrowawayPostgres, say: (message: string) => void): Promise<string[]> {
  const failures: string[] = [];
  const check = (ok: boolean, what: string, detail?: unknown) => {
    if (ok) say(`  ok: ${what}`);
    else failures.push(`${what}${detail === undefined ? '' : `: ${JSON.stringify(detail)}`}`);
  };
  const is503 = (answer: Answer) =>
    answer.status === 503 &&
    answer.body.error?.code === 'database_unavailable' &&
    Number(answer.headers.get('retry-after')) > 0;

  process.env.DATABASE_URL = postgres.url;
  process.env.TENANT = tenant;
  const { testProcessorDefaults } = await import('../server/payments/test-processor/defaults');
  const { startTestProcessor } = await import('../server/payments/test-processor/test-processor.server');
  const processor = await startTestProcessor({
    ...testProcessorDefaults,
    port: 0,
    host: '127.0.0.1',
    webhookUrl: null,
  });
  process.env.TEST_PROCESSOR_URL = processor.url;
  const { clock } = await import('../server/clock.server');
  const { closeDatabase, getDatabase } = await import('../server/db/client.server');
  const { ApiClient } = await import('../server/testing/api-client.server');
  const reservations = (await import('../netlify/functions/reservations.mts')).default;
  const reservationPayments = (await import('../netlify/functions/reservation-payments.mts')).default;
  const paymentResult = (await import('../netlify/functions/payment-result.mts')).default;
  const checkIn = (await import('../netlify/functions/check-in.mts')).default;
  const checkInDetails = (await import('../netlify/functions/check-in-details.mts')).default;
  const checkInOptions = (await import('../netlify/functions/check-in-options.mts')).default;
  const checkInPayment = (await import('../netlify/functions/check-in-payment.mts')).default;
  const { sql } = await import('drizzle-orm');

  // The server's clock, pinned as the function tests pin it (server/clock.server.ts is the seam).
  let now = new Date('2027-07-01T08:00:00Z');
  clock.now = () => now;

  let admin = await connect(postgres.url);
  const one = async (query: string, values: unknown[] = []) =>
    ((await admin.query<{ n: number }>(query, values)).rows[0]?.n ?? -1) as number;

  /** Resolves when a backend other than the admin's waits on a lock: the request is mid-transaction. */
  async function waitingBackends(count = 1, ...requests: Promise<unknown>[]): Promise<number[]> {
    let answered: unknown;
    for (const request of requests) {
      void request.then(
        (answer) => (answered ??= answer),
        (error: unknown) => (answered ??= String(error)),
      );
    }
    for (let tries = 0; tries < 500; tries += 1) {
      if (answered !== undefined) throw new Error(`The request answered before it waited: ${JSON.stringify(answered)}`);
      // pg_stat_activity is read once per transaction, and the admin's is open: read it afresh.
      await admin.query('SELECT pg_stat_clear_snapshot()');
      const { rows } = await admin.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
      );
      if (rows.length >= count) return rows.map((row) => row.pid);
      await pause(20);
    }
    const { rows } = await admin.query(
      `SELECT state, wait_event_type, wait_event, left(query, 80) AS query FROM pg_stat_activity WHERE backend_type = 'client backend'`,
    );
    throw new Error(`No request came to wait on the lock: ${JSON.stringify(rows)}`);
  }

  const customer = (email: string) => ({
    firstName: 'Guðrún',
    lastName: 'Jónsdóttir',
    email,
    phone: '555 1234',
    country: 'IS',
    dateOfBirth: '1990-05-01',
  });
  const bookingOf = (email: string, pickupAt: string, returnAt: string, extras: unknown[] = []) => ({
    classId: faultClass,
    pickupLocationId: 'kef',
    returnLocationId: 'kef',
    pickupAt,
    returnAt,
    currency: 'EUR',
    locale: 'en',
    extras,
    extraDrivers: 0,
    customer: customer(email),
  });
  const book = (client: InstanceType<typeof ApiClient>, body: unknown, key: string) =>
    client.call<Answer['body']>(reservations, { path: '/api/reservations', body, headers: { 'idempotency-key': key } });
  const lockUnits = async () => {
    await admin.query('BEGIN');
    await admin.query('SELECT id FROM units WHERE tenant = $1 AND class_id = $2 FOR UPDATE', [tenant, faultClass]);
  };

  try {
    // --- A booking whose connection is killed while it waits for its unit. ------------------------
    say('Fault: the connection of a booking is killed mid-transaction');
    const visitor = new ApiClient('198.51.100.1');
    const bookingKey = 'fault-booking-1';
    const body = bookingOf('fault-booking@example.com', '2027-07-20T10:00', '2027-07-23T10:00');
    await lockUnits();
    const killed = book(visitor, body, bookingKey);
    const [victim] = await waitingBackends(1, killed);
    await admin.query('SELECT pg_terminate_backend($1)', [victim]);
    const killedAnswer = await killed;
    await admin.query('ROLLBACK');
    check(is503(killedAnswer), 'the killed booking answers 503 database_unavailable with Retry-After', killedAnswer);
    check(
      (await one('SELECT count(*)::int AS n FROM idempotency_keys WHERE key = $1', [bookingKey])) === 0 &&
        (await one(`SELECT count(*)::int AS n FROM reservations WHERE customer->>'email' = $1`, [
          'fault-booking@example.com',
        ])) === 0,
      'nothing of the killed booking was written (no key, no reservation)',
    );
    const again = await book(visitor, body, bookingKey);
    const replay = await book(visitor, body, bookingKey);
    check(
      again.status === 201 &&
        replay.status === 201 &&
        again.body.reservation?.reference === replay.body.reservation?.reference &&
        (await one(`SELECT count(*)::int AS n FROM reservations WHERE customer->>'email' = $1`, [
          'fault-booking@example.com',
        ])) === 1,
      'the same booking with the same key books once afterwards',
      [again.status, replay.status],
    );
    const reference = again.body.reservation?.reference ?? '';

    // --- A payment settlement when the whole server stops. -----------------------------------------
    say('Fault: the database server stops in the middle of a payment settlement');
    const started = await visitor.call<Answer['body']>(reservationPayments, {
      path: `/api/reservations/${reference}/payments`,
      params: { reference },
      body: { returnUrl: 'http://localhost/payment-return/' },
      headers: { 'idempotency-key': 'fault-pay-1' },
    });
    const attemptId = started.body.payment?.id ?? '';
    const sessionResult = await payOnProcessorPage(started.body.checkout?.url ?? '');
    const settle = () =>
      visitor.call<Answer['body']>(paymentResult, {
        path: `/api/reservations/${reference}/payments/${attemptId}/result`,
        params: { reference, payment: attemptId },
        body: { sessionResult },
      });
    await admin.query('BEGIN');
    await admin.query('SELECT id FROM payment_attempts WHERE id = $1 FOR UPDATE', [attemptId]);
    const settling = settle();
    await waitingBackends(1, settling);
    postgres.halt();
    const settleAnswer = await settling;
    check(is503(settleAnswer), 'the settlement cut by the stopped server answers 503 with Retry-After', settleAnswer);
    const whileDown = Date.now();
    const downAnswer = await settle();
    check(
      is503(downAnswer) && Date.now() - whileDown < 6000,
      'a request while the server is down answers 503 with Retry-After',
      downAnswer,
    );
    postgres.resume();
    admin = await connect(postgres.url);
    check(
      (await one(
        `SELECT count(*)::int AS n FROM payments WHERE reservation_id = (
          SELECT id FROM reservations WHERE reference = $1)`,
        [reference],
      )) === 0 &&
        (await one(`SELECT count(*)::int AS n FROM payment_attempts WHERE id = $1 AND status = 'pending'`, [
          attemptId,
        ])) === 1,
      'nothing of the cut settlement was written (attempt pending, no ledger entry)',
    );
    const settled = await settle();
    const settledAgain = await settle();
    check(
      settled.status === 200 &&
        settled.body.payment?.status === 'succeeded' &&
        settledAgain.status === 200 &&
        (await one(
          `SELECT count(*)::int AS n FROM payments WHERE kind = 'captured' AND reservation_id = (
            SELECT id FROM reservations WHERE reference = $1)`,
          [reference],
        )) === 1,
      'the same settlement afterwards captures once',
      [settled.status, settled.body.payment, settledAgain.status],
    );

    // --- A check-in payment step whose connection is killed. ---------------------------------------
    say('Fault: the connection of a check-in payment step is killed mid-transaction');
    now = new Date('2027-07-13T10:00:00Z');
    const step = (handler: typeof checkIn, path: string, stepBody: unknown = {}, headers = {}) =>
      visitor.call<Answer['body']>(handler, {
        path: `/api/reservations/${reference}/check-in${path}`,
        params: { reference },
        body: stepBody,
        headers,
      });
    const opened = await step(checkIn, '');
    const detailed = await step(checkInDetails, '/details', {
      address: 'Laugavegur 1',
      zipcode: '101',
      city: 'Reykjavík',
      licenseNumber: 'IS-1234567',
      dateOfBirth: '1990-05-01',
      drivers: [],
    });
    const optioned = await step(checkInOptions, '/options', {
      extras: [{ id: 'snow-chains', quantity: 1 }],
      insuranceId: 'plus',
      extraDrivers: 0,
    });
    check(
      opened.status === 200 && detailed.status === 200 && optioned.status === 200,
      'the check-in reaches its payment step',
      [opened.status, detailed.status, optioned.status, optioned.body.error],
    );
    const checkInKey = 'fault-check-in-1';
    const reservationId = (
      await admin.query<{ id: string }>('SELECT id FROM reservations WHERE reference = $1', [reference])
    ).rows[0]?.id;
    // The test's own uncommitted attempt with the same key: the step's insert waits on it.
    await admin.query('BEGIN');
    await admin.query(
      `INSERT INTO payment_attempts (reservation_id, purpose, amount, currency, capture, processor, status,
         idempotency_key, expires_at) VALUES ($1, 'check-in', 1, 'EUR', 'automatic', 'test', 'pending', $2, now())`,
      [reservationId, checkInKey],
    );
    const paying = step(
      checkInPayment,
      '/payment',
      { returnUrl: 'http://localhost/payment-return/' },
      {
        'idempotency-key': checkInKey,
      },
    );
    const [stepVictim] = await waitingBackends(1, paying);
    await admin.query('SELECT pg_terminate_backend($1)', [stepVictim]);
    const payingAnswer = await paying;
    await admin.query('ROLLBACK');
    check(is503(payingAnswer), 'the killed check-in step answers 503 with Retry-After', payingAnswer);
    check(
      (await one('SELECT count(*)::int AS n FROM payment_attempts WHERE idempotency_key = $1', [checkInKey])) === 0 &&
        (await one(`SELECT count(*)::int AS n FROM check_ins WHERE reservation_id = $1 AND step = 'payment'`, [
          reservationId,
        ])) === 1,
      'nothing of the killed check-in step was written (no attempt, the step unchanged)',
    );
    const paid = await step(
      checkInPayment,
      '/payment',
      { returnUrl: 'http://localhost/payment-return/' },
      {
        'idempotency-key': checkInKey,
      },
    );
    const paidAgain = await step(
      checkInPayment,
      '/payment',
      { returnUrl: 'http://localhost/payment-return/' },
      {
        'idempotency-key': checkInKey,
      },
    );
    check(
      paid.status === 201 &&
        paidAgain.status === 200 &&
        paid.body.payment?.id === paidAgain.body.payment?.id &&
        (await one('SELECT count(*)::int AS n FROM payment_attempts WHERE idempotency_key = $1', [checkInKey])) === 1,
      'the same check-in step with the same key starts one payment afterwards',
      [paid.status, paidAgain.status, paid.body.error],
    );
    now = new Date('2027-07-01T08:00:00Z');

    // --- A pool with no connection to give in time. -------------------------------------------------
    say('Fault: every connection of the pool is held; one more request waits past the pool timeout');
    await lockUnits();
    const crowd = Array.from({ length: 4 }, (_, index) =>
      book(
        new ApiClient(),
        bookingOf(`fault-crowd-${index}@example.com`, '2027-08-02T10:00', '2027-08-05T10:00'),
        `fault-crowd-${index}`,
      ),
    );
    await waitingBackends(4, ...crowd);
    const late = await book(
      new ApiClient(),
      bookingOf('fault-late@example.com', '2027-08-02T10:00', '2027-08-05T10:00'),
      'fault-late',
    );
    await admin.query('ROLLBACK');
    const crowdAnswers = await Promise.all(crowd);
    check(is503(late), 'the request the pool could not serve in time answers 503 with Retry-After', late);
    check(
      crowdAnswers.every((answer) => answer.status === 201 || answer.status === 409),
      'the requests that held the pool complete once the lock is released',
      crowdAnswers.map((answer) => answer.status),
    );

    // --- A real deadlock, run again. ----------------------------------------------------------------
    say('Fault: two transactions deadlock; the loser runs again');
    const { rows: units } = await admin.query<{ id: number }>(
      'SELECT id FROM units WHERE tenant = $1 AND class_id = $2 ORDER BY id LIMIT 2',
      [tenant, faultClass],
    );
    const [first, second] = units.map((unit) => unit.id);
    let runs = 0;
    let bothHoldOne: () => void = () => undefined;
    const bothHold = new Promise<void>((resolve) => {
      let holding = 0;
      bothHoldOne = () => {
        holding += 1;
        if (holding === 2) resolve();
      };
    });
    const crossing = (mine: number | undefined, theirs: number | undefined) =>
      getDatabase().transaction(async (tx) => {
        runs += 1;
        await tx.execute(sql`SELECT id FROM units WHERE id = ${mine} FOR UPDATE`);
        bothHoldOne();
        await bothHold;
        await tx.execute(sql`SELECT id FROM units WHERE id = ${theirs} FOR UPDATE`);
        return true;
      });
    const crossed = await Promise.allSettled([crossing(first, second), crossing(second, first)]);
    check(
      crossed.every((outcome) => outcome.status === 'fulfilled') && runs === 3,
      'a deadlock (40P01) is run again: both transactions complete, in three runs',
      { runs, crossed: crossed.map((outcome) => outcome.status) },
    );
  } catch (error) {
    failures.push(`the fault tests stopped: ${error instanceof Error ? error.stack : String(error)}`);
  } finally {
    await admin.end().catch(() => undefined);
    await closeDatabase();
    await processor.close();
  }
  return failures;
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}
