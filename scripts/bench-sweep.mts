/**
 * `npm run bench:sweep`: one run of the hourly deposit sweep (server/rental/deposit-sweep.server.ts) with
 * 20,000 reservations of the brand in a REAL PostgreSQL, against the local test processor over HTTP,
 * timed against Netlify's 30 s limit for a scheduled function (issue 38).
 *
 * 1. A throwaway PostgreSQL (scripts/throwaway-postgres.ts), migrated and synced for the car brand.
 * 2. 20,000 reservations written in bulk, as a busy season leaves them: long past (held and released),
 *    far ahead (nothing held yet), on the road (held, far from lapsing), cancelled, and the due ones:
 *    holds to place (a card kept at the processor, pickup within two days), holds to release (returned
 *    more than three days ago) and holds to renew (lapsing within three days, returned later). The
 *    processor really keeps the due ones' cards and holds (paid on its page, held by its API).
 * 3. One sweep, timed; then a second (the usual hour: nothing due), timed.
 *
 * Environment: SWEEP_TOTAL (20000), SWEEP_PLACE (500), SWEEP_RELEASE (500), SWEEP_RENEW (200),
 * SWEEP_BATCH (200), SWEEP_CONCURRENCY (8). Exits 1 when a run takes 30 s or more, or a due row is missed.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { startThrowawayPostgres } from './throwaway-postgres';

const total = Number(process.env.SWEEP_TOTAL ?? '20000');
const toPlace = Number(process.env.SWEEP_PLACE ?? '500');
const toRelease = Number(process.env.SWEEP_RELEASE ?? '500');
const toRenew = Number(process.env.SWEEP_RENEW ?? '200');
const batchSize = Number(process.env.SWEEP_BATCH ?? '200');
const concurrency = Number(process.env.SWEEP_CONCURRENCY ?? '8');
const limitMs = 30_000;
const started = Date.now();
const day = 86_400_000;
/** The sweep's clock: a fixed hour, so the figures do not depend on the day they are run. */
const now = new Date('2030-07-15T12:00:00Z');

function say(message: string): void {
  console.log(`[bench-sweep ${((Date.now() - started) / 1000).toFixed(1)} s] ${message}`);
}

/** Runs `work` over `items`, `limit` at a time. */
async function inPool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const item = items[next] as T;
        next += 1;
        await work(item);
      }
    }),
  );
}

/**
 * The reservations in one statement. Kinds by position: `place`, `release`, `renew` (due), `ahead`,
 * `road`, `cancelled`, `past` (the rest). Each has its own unit, so no two overlap.
 */
function reservationsSql(): string {
  const iso = (ms: number) => new Date(ms).toISOString();
  const t = now.getTime();
  const bounds = [toPlace, toPlace + toRelease, toPlace + toRelease + toRenew] as const;
  const ahead = bounds[2] + Math.round((total - bounds[2]) * 0.25);
  const road = ahead + Math.round((total - bounds[2]) * 0.08);
  const cancelled = road + Math.round((total - bounds[2]) * 0.02);
  return `
    INSERT INTO reservations (id, tenant, reference, status, class_id, unit_id, pickup_location_id, return_location_id,
      pickup_local, return_local, pickup_at, return_at, blocked_until, customer, extras, insurance_id, locale, currency,
      exchange_rate, price, total, due_now, paid)
    SELECT md5('bench-' || i)::uuid, 'car', 'BENCH' || lpad(i::text, 6, '0'), s.status, 'car-suzuki-vitara-4x4',
      1000000 + i, 'kef', 'kef', to_char(s.pickup, 'YYYY-MM-DD"T"HH24:MI'), to_char(s.back, 'YYYY-MM-DD"T"HH24:MI'),
      s.pickup, s.back, s.back, '{"email":"bench@example.com","firstName":"Bench"}', '[]', 'basic', 'en', 'EUR', '1',
      '{"deposit":100000}', 50000, 50000, 50000
    FROM generate_series(1, ${total}) AS i,
    LATERAL (SELECT
      CASE WHEN i > ${road} AND i <= ${cancelled} THEN 'cancelled' ELSE 'confirmed' END AS status,
      CASE
        WHEN i <= ${bounds[0]} THEN timestamptz '${iso(t + day)}' + (i % 24) * interval '1 hour'
        WHEN i <= ${bounds[1]} THEN timestamptz '${iso(t - 10 * day)}'
        WHEN i <= ${bounds[2]} THEN timestamptz '${iso(t - 26 * day)}'
        WHEN i <= ${ahead} THEN timestamptz '${iso(t + 5 * day)}' + (i % 200) * interval '1 day'
        WHEN i <= ${road} THEN timestamptz '${iso(t - 2 * day)}'
        WHEN i <= ${cancelled} THEN timestamptz '${iso(t + 20 * day)}'
        ELSE timestamptz '${iso(t - 30 * day)}' - (i % 300) * interval '1 day'
      END AS pickup,
      CASE
        WHEN i <= ${bounds[0]} THEN timestamptz '${iso(t + 4 * day)}'
        WHEN i <= ${bounds[1]} THEN timestamptz '${iso(t - 5 * day)}'
        WHEN i <= ${bounds[2]} THEN timestamptz '${iso(t + 20 * day)}'
        WHEN i <= ${ahead} THEN timestamptz '${iso(t + 9 * day)}' + (i % 200) * interval '1 day'
        WHEN i <= ${road} THEN timestamptz '${iso(t + 4 * day)}'
        WHEN i <= ${cancelled} THEN timestamptz '${iso(t + 23 * day)}'
        ELSE timestamptz '${iso(t - 26 * day)}' - (i % 300) * interval '1 day'
      END AS back) AS s`;
}

/** The ledger of holds that are not due: past ones held and released, those on the road held. */
function settledHoldsSql(): string {
  const bounds = toPlace + toRelease + toRenew;
  const ahead = bounds + Math.round((total - bounds) * 0.25);
  const road = ahead + Math.round((total - bounds) * 0.08);
  const cancelled = road + Math.round((total - bounds) * 0.02);
  return `
    INSERT INTO payments (reservation_id, kind, purpose, amount, currency, gateway, gateway_reference,
      payment_reference, authorisation_expires_at, idempotency_key, created_at)
    SELECT r.id, k.kind, 'deposit', 100000, 'EUR', 'test', 'P' || k.kind || i, 'P' || 'authorised' || i,
      r.pickup_at + interval '28 days', k.kind || ':' || i, r.pickup_at - interval '2 days' + k.n * interval '1 day'
    FROM generate_series(1, ${total}) AS i
    JOIN reservations r ON r.id = md5('bench-' || i)::uuid
    CROSS JOIN (VALUES ('authorised', 0), ('cancelled', 40)) AS k(kind, n)
    WHERE (i > ${ahead} AND i <= ${road} AND k.kind = 'authorised') OR i > ${cancelled}`;
}

async function main(): Promise<void> {
  say('Starting a throwaway PostgreSQL');
  const postgres = await startThrowawayPostgres({ prefix: 'bench-sweep-', say });
  // The webhooks of the processor: only the cards it keeps are read here (the ledger is not the bench's).
  const storedCards = new Map<string, string>();
  const listener = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const parsed = JSON.parse(body) as {
        notificationItems: {
          NotificationRequestItem: { merchantReference: string; additionalData: Record<string, string> };
        }[];
      };
      for (const { NotificationRequestItem: item } of parsed.notificationItems) {
        const card = item.additionalData['tokenization.storedPaymentMethodId'];
        if (card) storedCards.set(item.merchantReference, card);
      }
      response.writeHead(200, { 'content-type': 'text/plain' }).end('[accepted]');
    });
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const { startTestProcessor } = await import('../server/payments/test-processor/test-processor.server');
  const { testProcessorDefaults } = await import('../server/payments/test-processor/defaults');
  const processor = await startTestProcessor({
    ...testProcessorDefaults,
    port: 0,
    host: '127.0.0.1',
    webhookUrl: `http://127.0.0.1:${(listener.address() as AddressInfo).port}/webhook`,
  });
  let failed = false;
  try {
    const { migrateDatabase } = await import('../server/db/migrate.server');
    const { syncDatabase } = await import('../server/rental/sync-database.server');
    await migrateDatabase(postgres.url);
    await syncDatabase(postgres.url, { tenants: ['car'] });
    process.env.DATABASE_URL = postgres.url;
    process.env.TEST_PROCESSOR_URL = processor.url;
    process.env.PAYMENT_PROCESSOR = 'test';
    const client = new pg.Pool({ connectionString: postgres.url, max: 8 });
    await client.query(reservationsSql());
    await client.query(settledHoldsSql());
    say(`${total} reservations written`);

    // The due ones' cards, kept by the processor at a checkout paid on its page.
    const { payOnProcessorPage } = await import('../server/payments/test-processor/pay-on-page');
    const { paymentProcessorFromEnv } = await import('../server/payments/index.server');
    const adyen = paymentProcessorFromEnv();
    const due = await client.query<{ id: string; n: number }>(
      `SELECT id, substring(reference, 6)::int AS n FROM reservations WHERE substring(reference, 6)::int <= $1 ORDER BY 2`,
      [toPlace + toRelease + toRenew],
    );
    await inPool(due.rows, 8, async ({ id }) => {
      const checkout = await adyen.createCheckout({
        reference: id,
        amount: 100,
        currency: 'EUR',
        returnUrl: 'http://localhost/payment-return/',
        locale: 'en',
        capture: 'automatic',
        storeCard: true,
        shopperReference: id,
        description: 'Bench booking',
        idempotencyKey: `bench-checkout-${id}`,
      });
      await payOnProcessorPage(checkout.url, '4242 4242 4242 4242');
    });
    await processor.webhooksSettled();
    for (const { id } of due.rows) {
      const card = storedCards.get(id);
      if (!card) throw new Error(`The processor kept no card for ${id}`);
      await client.query(
        `INSERT INTO payment_attempts (id, reservation_id, purpose, amount, currency, capture, processor, status,
           psp_reference, stored_card_id, idempotency_key, expires_at, created_at)
         VALUES (gen_random_uuid(), $1, 'booking', 50000, 'EUR', 'automatic', 'test', 'succeeded', $2, $3, 'bench-pay', $4, $4)`,
        [id, `PAY${id.slice(0, 8)}`, card, new Date(now.getTime() - 40 * day)],
      );
    }
    // The holds to release and to renew, really held by the processor.
    const held = due.rows.filter(({ n }) => n > toPlace);
    await inPool(held, 8, async ({ id, n }) => {
      const hold = await adyen.authoriseStoredCard({
        reference: `bench-hold-${id}`,
        amount: 100000,
        currency: 'EUR',
        shopperReference: id,
        storedCardId: storedCards.get(id) ?? '',
        capture: 'manual',
        description: 'Bench deposit',
        idempotencyKey: `bench-hold-${id}`,
      });
      if (hold.status !== 'authorised') throw new Error('A bench hold was refused');
      const isRenewal = n > toPlace + toRelease;
      const heldAt = new Date(now.getTime() - (isRenewal ? 26 : 12) * day);
      await client.query(
        `INSERT INTO payment_attempts (id, reservation_id, purpose, amount, currency, capture, processor, status,
           psp_reference, idempotency_key, expires_at, created_at)
         VALUES (gen_random_uuid(), $1, 'deposit', 100000, 'EUR', 'manual', 'test', 'succeeded', $2, 'deposit-hold', $3, $3)`,
        [id, hold.pspReference, heldAt],
      );
      await client.query(
        `INSERT INTO payments (reservation_id, kind, purpose, amount, currency, gateway, gateway_reference,
           payment_reference, authorisation_expires_at, idempotency_key, created_at)
         VALUES ($1, 'authorised', 'deposit', 100000, 'EUR', 'test', $2, $2, $3, $4, $5)`,
        [id, hold.pspReference, new Date(heldAt.getTime() + 28 * day), `authorised:${hold.pspReference}`, heldAt],
      );
    });
    await client.query('ANALYZE');
    const counts = await client.query<{ reservations: number; payments: number; attempts: number }>(
      `SELECT (SELECT count(*) FROM reservations)::int AS reservations, (SELECT count(*) FROM payments)::int AS payments,
         (SELECT count(*) FROM payment_attempts)::int AS attempts`,
    );
    say(`Ready: ${JSON.stringify(counts.rows[0])}; due: ${toPlace} holds, ${toRelease} releases, ${toRenew} renewals`);
    const requestsBefore = processor.receivedRequests().length;

    const { sweepDeposits } = await import('../server/rental/deposit-sweep.server');
    const { getDatabase, closeDatabase } = await import('../server/db/client.server');
    const context = { db: getDatabase(), tenant: 'car' as const, now };
    const runAt = Date.now();
    const first = await sweepDeposits(context, adyen, { batchSize, concurrency, budgetMs: 25_000 });
    const firstMs = Date.now() - runAt;
    const calls = processor.receivedRequests().length - requestsBefore;
    say(
      `Run 1 (${total} reservations, ${first.selected} due): ${firstMs} ms; ${first.batches} batches of ${batchSize}, ` +
        `${calls} processor calls, ${concurrency} at once; placed ${first.placed}, releases ${first.released}, ` +
        `renewals ${first.renewed}, refused ${first.refused}, failed ${first.failed}; ` +
        `${((firstMs / Math.max(1, first.selected)) * 1000).toFixed(0)} µs a due reservation`,
    );
    await processor.webhooksSettled();
    const secondAt = Date.now();
    const second = await sweepDeposits({ ...context, now: new Date(now.getTime() + 3_600_000) }, adyen, {
      batchSize,
      concurrency,
    });
    const secondMs = Date.now() - secondAt;
    say(
      `Run 2, an hour later (the releases and renewals pending, nothing new due): ${secondMs} ms, ${second.selected} due`,
    );
    const plan = await client.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN ANALYZE SELECT count(*) FROM reservations WHERE tenant = 'car' AND status IN ('confirmed', 'checked_in', 'cancelled')`,
    );
    say(`For scale, counting the brand's live and cancelled rows: ${plan.rows.at(-1)?.['QUERY PLAN'] ?? ''}`);
    await client.end();
    await closeDatabase();
    const expected = toPlace + toRelease + toRenew;
    if (first.selected !== expected || first.placed + first.released + first.renewed !== expected) {
      console.error(`[bench-sweep] FAILED: ${expected} due, the run selected ${first.selected}`);
      failed = true;
    }
    if (second.selected !== 0) {
      console.error(`[bench-sweep] FAILED: the second run found ${second.selected} due`);
      failed = true;
    }
    if (firstMs >= limitMs || secondMs >= limitMs) {
      console.error(`[bench-sweep] FAILED: a run took ${Math.max(firstMs, secondMs)} ms, over ${limitMs} ms`);
      failed = true;
    }
  } finally {
    await processor.close();
    await new Promise((resolve) => listener.close(resolve));
    postgres.stop();
  }
  say(failed ? 'Failed' : `Passed: within Netlify's ${limitMs / 1000} s`);
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error('[bench-sweep] FAILED:', error);
  process.exit(1);
});
