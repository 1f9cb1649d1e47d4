/**
 * `npm run bench:load`: customers in a rush, on a real PostgreSQL, through three function processes
 * (issue 38, docs/decisions/046).
 *
 * 1. A throwaway Debian PostgreSQL (scripts/throwaway-postgres.ts), migrated, the car brand synced; the
 *    test processor (the Adyen stand-in, its hosted card page on its own port); three local hosts
 *    (scripts/local-host.mts, each its own process with its own pool, as three function instances are).
 * 2. autocannon 9 runs the virtual customers: `LOAD_CUSTOMERS` (50) connections spread over the three
 *    hosts, each a customer who, again and again: searches a random trip (`POST /api/availability`),
 *    holds one of the classes it found free (`POST /api/reservations`), starts the payment
 *    (`POST …/payments`), types the test card on the processor's hosted page (a form post to the
 *    processor, as the browser's frame does: scripts/bench-load.mts `typeCard`), and reports the
 *    result (`POST …/payments/{id}/result`). Each journey comes from an address of its own
 *    (`x-nf-client-connection-ip`, which the hosts take here as Netlify's edge sets it), with a new
 *    session, as new customers do. A warm-up (`LOAD_WARMUP_SECONDS`, 10) runs first, not counted.
 * 3. Prints, per step, the count, the throughput, p50/p95/p99/max and the answers by status; the
 *    connection errors and timeouts; the journeys that ended paid.
 * 4. Checks: no 5xx, no connection error or timeout, no two live reservations of one unit overlapping
 *    (double bookings), every confirmed booking paid what was due. Any failure: exit 1. The goal (every
 *    step's p95 under 300 ms at 50 customers on a 2-core machine) is printed as met or not.
 *
 * Options (environment or `--name=value`): LOAD_SECONDS / --seconds (120), LOAD_CUSTOMERS / --customers
 * (50), LOAD_WARMUP_SECONDS / --warmup (10), LOAD_THINK_MS / --think (1000: a customer's pause before
 * each step but the result; 0 sends each request the moment the last answer is in, a stress test rather
 * than customers). The autocannon connection waits for the card step between the payment's start and its
 * result (`setupClient` holds its next request until then), so the card step is a customer's time, not
 * the site's; its own figures are printed apart.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type AutocannonClient, type AutocannonRequest } from 'autocannon';
import pg from 'pg';
import { rentalTerms } from '../src/config/rental';
import { testCustomer } from '../server/testing/customer';
import { testProcessorOptionsFromEnv } from '../server/payments/test-processor/defaults';
import { payOnProcessorPage } from '../server/payments/test-processor/pay-on-page';
import { startTestProcessor } from '../server/payments/test-processor/test-processor.server';
import { freePort } from './embedded-database';
import { startThrowawayPostgres } from './throwaway-postgres';
import { doubleBookings } from './double-bookings';

const root = path.resolve(import.meta.dirname, '..');
const tenant = 'car';
const hosts = 3;

/** An option from `--name=value` or the environment variable, a positive number. */
function option(flag: string, variable: string, fallback: number): number {
  const fromArgs = process.argv.find((arg) => arg.startsWith(`--${flag}=`))?.split('=')[1];
  const value = Number(fromArgs ?? process.env[variable] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${flag} (${variable}) must be a positive number`);
  return value;
}

const seconds = option('seconds', 'LOAD_SECONDS', 120);
const customers = Math.round(option('customers', 'LOAD_CUSTOMERS', 50));
const warmupSeconds = option('warmup', 'LOAD_WARMUP_SECONDS', 10);
/** A customer's pause before a step (reading the results, choosing, filling the form), 0.5x to 1.5x of it; 0: none. */
const thinkMs =
  process.argv.some((arg) => arg.startsWith('--think=')) || process.env.LOAD_THINK_MS
    ? Number(process.argv.find((arg) => arg.startsWith('--think='))?.split('=')[1] ?? process.env.LOAD_THINK_MS)
    : 1000;
if (!Number.isFinite(thinkMs) || thinkMs < 0) throw new Error('--think (LOAD_THINK_MS) must be 0 or more milliseconds');
/** The goal of issue 38: every step's p95 under this, at 50 customers, on this kind of machine. */
const goalP95Ms = 300;

const started = Date.now();
const say = (message: string) => console.log(`[bench:load ${((Date.now() - started) / 1000).toFixed(1)} s] ${message}`);
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

// ---- the customers' trips -------------------------------------------------------------------------

const dayMs = 86_400_000;
const minimumDays = Math.max(2, rentalTerms[tenant].minimumRentalDays);

/** A random trip at Keflavík, 20 to 320 days ahead, `minimumDays` to 4 days more, 10:00 to 10:00. */
function randomTrip() {
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  const pickup = today + (20 + Math.floor(Math.random() * 300)) * dayMs;
  const back = pickup + (minimumDays + Math.floor(Math.random() * 5)) * dayMs;
  const local = (time: number) => `${new Date(time).toISOString().slice(0, 10)}T10:00`;
  return {
    pickupLocationId: 'kef',
    returnLocationId: 'kef',
    pickupAt: local(pickup),
    returnAt: local(back),
    currency: 'EUR',
    locale: 'en',
  };
}

let journeys = 0;
/** A customer's address: each journey a new one, in the benchmarking range 198.18.0.0/15. */
const nextAddress = () => {
  journeys += 1;
  return `198.18.${Math.floor(journeys / 250) % 250}.${(journeys % 250) + 1}`;
};

// ---- the figures ----------------------------------------------------------------------------------

const steps = ['search', 'hold', 'pay-start', 'pay-result'] as const;

interface Figures {
  latencies: Map<string, number[]>;
  statuses: Map<string, Map<number, number>>;
  errors: Map<string, number>;
  paid: number;
  cardFailures: number;
  measuring: boolean;
}

const figures: Figures = {
  latencies: new Map(),
  statuses: new Map(),
  errors: new Map(),
  paid: 0,
  cardFailures: 0,
  measuring: false,
};

function record(step: string, status: number | null, ms: number): void {
  if (!figures.measuring) return;
  if (status !== null) {
    const byStatus = figures.statuses.get(step) ?? new Map<number, number>();
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    figures.statuses.set(step, byStatus);
  }
  const list = figures.latencies.get(step) ?? [];
  list.push(ms);
  figures.latencies.set(step, list);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1] ?? Number.NaN;
}

// ---- the customer's journey as autocannon requests ----------------------------------------------

interface Journey {
  address?: string;
  trip?: ReturnType<typeof randomTrip>;
  classId?: string;
  reference?: string;
  cookie?: string;
  paymentId?: string;
  card?: Promise<void>;
  sessionResult?: string;
}

const json = (body: string): Record<string, unknown> | null => {
  try {
    return JSON.parse(body) as Record<string, unknown>;
  } catch {
    return null;
  }
};

/** The headers of a customer's browser on this host's pages. */
function browserHeaders(journey: Journey, origin: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    'content-type': 'application/json',
    'x-nf-client-connection-ip': journey.address ?? '198.18.0.1',
    'sec-fetch-site': 'same-origin',
    origin,
    ...(journey.cookie ? { cookie: journey.cookie } : {}),
    ...extra,
  };
}

let keys = 0;
const key = (label: string) => `load-${label}-${process.pid}-${(keys += 1)}`;

/** Types the test card on the processor's page, as the payment step's frame does; the time is the customer's. */
function typeCard(journey: Journey, checkoutUrl: string): Promise<void> {
  const before = performance.now();
  return payOnProcessorPage(checkoutUrl).then(
    (sessionResult) => {
      journey.sessionResult = sessionResult;
      record('card (processor page)', 200, performance.now() - before);
    },
    (error: unknown) => {
      figures.cardFailures += figures.measuring ? 1 : 0;
      record('card (processor page)', null, performance.now() - before);
      console.error('[bench:load] card step failed:', error instanceof Error ? error.message : error);
    },
  );
}

/** The four site requests of one journey on the host at `origin`. */
function journeyRequests(origin: string): AutocannonRequest[] {
  const returnUrl = `${origin}/payment-return/`;
  const journeyOf = (context: Record<string, unknown>) => context as Journey;
  return [
    {
      step: 'search',
      method: 'POST',
      path: '/api/availability',
      setupRequest: (request, context) => {
        const journey = journeyOf(context);
        journey.address = nextAddress();
        journey.trip = randomTrip();
        return { ...request, headers: browserHeaders(journey, origin), body: JSON.stringify(journey.trip) };
      },
      onResponse: (status, body, context) => {
        if (status !== 200) return;
        const vehicles = (json(body)?.vehicles ?? []) as { classId: string; available: number }[];
        const free = vehicles.filter((vehicle) => vehicle.available > 0);
        journeyOf(context).classId = free[Math.floor(Math.random() * free.length)]?.classId;
      },
    },
    {
      step: 'hold',
      method: 'POST',
      path: '/api/reservations',
      setupRequest: (request, context) => {
        const journey = journeyOf(context);
        if (!journey.classId || !journey.trip) return null;
        return {
          ...request,
          headers: browserHeaders(journey, origin, { 'idempotency-key': key('hold') }),
          body: JSON.stringify({
            classId: journey.classId,
            ...journey.trip,
            extras: [],
            extraDrivers: 0,
            customer: testCustomer,
          }),
        };
      },
      onResponse: (status, body, context, headers) => {
        if (status !== 201) return;
        const journey = journeyOf(context);
        journey.reference = (json(body)?.reservation as { reference?: string } | undefined)?.reference;
        const setCookie = [headers['set-cookie'] ?? []].flat();
        const cookie = setCookie.map((line) => line.split(';')[0]).join('; ');
        if (cookie) journey.cookie = cookie;
      },
    },
    {
      step: 'pay-start',
      method: 'POST',
      setupRequest: (request, context) => {
        const journey = journeyOf(context);
        if (!journey.reference) return null;
        return {
          ...request,
          path: `/api/reservations/${journey.reference}/payments`,
          headers: browserHeaders(journey, origin, { 'idempotency-key': key('pay') }),
          body: JSON.stringify({ returnUrl }),
        };
      },
      onResponse: (status, body, context) => {
        if (status !== 201) return;
        const journey = journeyOf(context);
        const answer = json(body) as { payment?: { id: string }; checkout?: { url: string } | null } | null;
        journey.paymentId = answer?.payment?.id;
        if (answer?.checkout?.url) journey.card = typeCard(journey, answer.checkout.url);
      },
    },
    {
      step: 'pay-result',
      method: 'POST',
      setupRequest: (request, context) => {
        const journey = journeyOf(context);
        if (!journey.reference || !journey.paymentId || !journey.sessionResult) return null;
        return {
          ...request,
          path: `/api/reservations/${journey.reference}/payments/${journey.paymentId}/result`,
          headers: browserHeaders(journey, origin),
          body: JSON.stringify({ sessionResult: journey.sessionResult }),
        };
      },
      onResponse: (status, body) => {
        const reservation = json(body)?.reservation as { status?: string } | undefined;
        if (status === 200 && reservation?.status === 'confirmed' && figures.measuring) figures.paid += 1;
      },
    },
  ];
}

/**
 * A connection is one customer, at a person's pace: after the payment's start it sends nothing until the
 * card is typed on the processor's page, then reports the result at once, as the frame does; before any
 * other step it pauses `thinkMs` (0.5x to 1.5x: reading, choosing, typing the form; the first request
 * too, so the customers do not all start at the same instant). autocannon builds and sends the next
 * request as soon as an answer is in, so its `_doRequest` is held here.
 */
function paceTheCustomer(client: AutocannonClient): void {
  const next = client._doRequest.bind(client);
  const go = () => {
    if (!client.destroyed) next();
  };
  client._doRequest = () => {
    const journey = client.requestIterator.context as Journey;
    const card = journey.card;
    if (card) {
      journey.card = undefined;
      void card.finally(go);
      return;
    }
    if (thinkMs === 0) return next();
    setTimeout(go, thinkMs * (0.5 + Math.random()));
  };
}

/** autocannon on every host at once for `duration` seconds, `customers` connections in all. */
async function runCustomers(origins: string[], duration: number): Promise<void> {
  const runs = origins.map((origin, index) => {
    const connections = Math.floor(customers / origins.length) + (index < customers % origins.length ? 1 : 0);
    const instance = autocannon({
      url: origin,
      connections,
      duration,
      timeout: 30,
      requests: journeyRequests(origin),
      setupClient: paceTheCustomer,
    });
    instance.on('response', (client, status, _bytes, responseTime) => {
      const step = String(client.requestIterator.currentRequest.step ?? 'unknown');
      record(step, status, responseTime);
    });
    instance.on('reqError', (error) => {
      if (figures.measuring) figures.errors.set(error.message, (figures.errors.get(error.message) ?? 0) + 1);
    });
    return instance;
  });
  const results = await Promise.all(runs);
  for (const result of results) {
    if (result.timeouts > 0 && figures.measuring) {
      figures.errors.set('timeout', (figures.errors.get('timeout') ?? 0) + result.timeouts);
    }
  }
}

// ---- the stack -------------------------------------------------------------------------------------

/** A local host process on `port`; resolves once it answers /api/health. */
async function startHost(port: number, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/local-host.mts')], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...env, PORT: String(port) },
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The local host on ${port} exited with ${child.exitCode}`);
    const answer = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (answer?.ok) return child;
    if (Date.now() > deadline) throw new Error(`The local host on ${port} did not answer in 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function main(): Promise<void> {
  const cpus = os.cpus();
  say(
    `${customers} customers (think time ${thinkMs} ms a step), ${seconds} s (+${warmupSeconds} s warm-up), ${hosts} function processes; machine: node ${process.version}, ` +
      `${cpus.length} CPUs (${cpus[0]?.model.trim() ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, load average ${loadAverage()}`,
  );
  const postgres = await startThrowawayPostgres({ prefix: 'bench-load-', say });
  const children: ChildProcess[] = [];
  let processor: Awaited<ReturnType<typeof startTestProcessor>> | undefined;
  const failures: string[] = [];
  try {
    const { migrateDatabase } = await import('../server/db/migrate.server');
    const { syncDatabase } = await import('../server/rental/sync-database.server');
    await migrateDatabase(postgres.url);
    await syncDatabase(postgres.url, { tenants: [tenant] });
    const ports = await Promise.all(Array.from({ length: hosts }, () => freePort()));
    const processorUrl = `http://127.0.0.1:${await freePort()}`;
    processor = await startTestProcessor({
      ...testProcessorOptionsFromEnv({ TEST_PROCESSOR_URL: processorUrl }),
      // The processor's webhooks go to the first process, as Netlify sends them to any instance.
      webhookUrl: `http://127.0.0.1:${ports[0]}/api/payments/webhook`,
    });
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: postgres.url,
      TENANT: tenant,
      PAYMENT_PROCESSOR: 'test',
      TEST_PROCESSOR_URL: processor.url,
      LOCAL_HOST_CLIENT_IP_HEADER: '1',
    };
    for (const port of ports) children.push(await startHost(port, env));
    const origins = ports.map((port) => `http://127.0.0.1:${port}`);
    say(`PostgreSQL, the test processor and ${hosts} function processes are up (${origins.join(', ')})`);

    await runCustomers(origins, warmupSeconds);
    say(`Warm-up done; measuring for ${seconds} s, load average ${loadAverage()}`);
    figures.measuring = true;
    const measuredFrom = performance.now();
    await runCustomers(origins, seconds);
    const measuredSeconds = (performance.now() - measuredFrom) / 1000;
    figures.measuring = false;
    const loadAtEnd = loadAverage();
    await processor.webhooksSettled();

    // ---- the figures
    console.log(
      `\nper step, ${customers} customers on ${hosts} processes, ${measuredSeconds.toFixed(0)} s, load average at the end ${loadAtEnd}:`,
    );
    console.log('| step | requests | per second | p50 ms | p95 ms | p99 ms | max ms | answers |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
    const goalMisses: string[] = [];
    for (const step of [...steps, 'card (processor page)']) {
      const sorted = [...(figures.latencies.get(step) ?? [])].sort((a, b) => a - b);
      const answers = [...(figures.statuses.get(step) ?? new Map<number, number>())]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}×${count}`)
        .join(', ');
      const p95 = percentile(sorted, 95);
      console.log(
        `| ${step} | ${sorted.length} | ${(sorted.length / measuredSeconds).toFixed(1)} | ${percentile(sorted, 50).toFixed(0)} | ` +
          `${p95.toFixed(0)} | ${percentile(sorted, 99).toFixed(0)} | ${(sorted.at(-1) ?? Number.NaN).toFixed(0)} | ${answers} |`,
      );
      if ((steps as readonly string[]).includes(step) && !(p95 < goalP95Ms))
        goalMisses.push(`${step} p95 ${p95.toFixed(0)} ms`);
      for (const [status, count] of figures.statuses.get(step) ?? []) {
        if (status >= 500) failures.push(`${step}: ${count} answers ${status}`);
      }
    }
    const siteRequests = steps.reduce((total, step) => total + (figures.latencies.get(step)?.length ?? 0), 0);
    console.log(
      `\nthroughput: ${(siteRequests / measuredSeconds).toFixed(1)} site requests/s; ${figures.paid} journeys paid ` +
        `(${(figures.paid / measuredSeconds).toFixed(1)}/s); card steps failed: ${figures.cardFailures}`,
    );
    for (const [message, count] of figures.errors) {
      failures.push(`${count} × ${message}`);
    }
    if (figures.cardFailures > 0) failures.push(`${figures.cardFailures} card steps failed`);

    // ---- the database's verdict
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    try {
      const pairs = await doubleBookings(admin);
      const { rows } = await admin.query<{ confirmed: number; unpaid: number }>(
        `
        SELECT count(*) FILTER (WHERE status = 'confirmed')::int AS confirmed,
               count(*) FILTER (WHERE status = 'confirmed' AND paid <> due_now)::int AS unpaid
          FROM reservations WHERE tenant = $1`,
        [tenant],
      );
      const { confirmed = 0, unpaid = 0 } = rows[0] ?? {};
      console.log(
        `database: ${confirmed} confirmed bookings; double bookings ${pairs}; confirmed but not paid what was due ${unpaid}`,
      );
      if (pairs !== 0) failures.push(`${pairs} double bookings`);
      if (unpaid !== 0) failures.push(`${unpaid} confirmed bookings did not pay what was due`);
      if (figures.paid === 0) failures.push('no journey was paid');
    } finally {
      await admin.end();
    }
    console.log(
      goalMisses.length === 0
        ? `goal met: every step's p95 under ${goalP95Ms} ms at ${customers} customers`
        : `GOAL NOT MET (p95 under ${goalP95Ms} ms): ${goalMisses.join('; ')}`,
    );
  } finally {
    for (const child of children) {
      if (child.pid !== undefined && child.exitCode === null) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // Already gone.
        }
      }
    }
    await processor?.close();
    postgres.stop();
  }
  if (failures.length > 0) {
    console.error(`[bench:load] FAILED:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  say('Passed: no 5xx, no connection error, no double booking');
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error('[bench:load] FAILED:', error);
  process.exit(1);
});
