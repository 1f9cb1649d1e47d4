/**
 * `npm run bench:api`: starts the embedded stack (PGlite over the wire, migrated and seeded, in this
 * process; with BENCH_DATABASE=postgres a throwaway PostgreSQL of its own, scripts/throwaway-postgres.ts),
 * then
 *  1. runs availability searches from 20 concurrent clients for ~20 s (BENCH_SECONDS) and prints
 *     count, throughput and p50/p95/p99 of the endpoint, then runs the endpoint's core query
 *     (freeUnitsByClass: the same SQL, built by the engine's freeUnitsQuery) bare through a plain pg.Pool
 *     of the same size for as long, and prints the endpoint/SQL ratios of p50 and p95 and the database
 *     round trips of one answer (an instance's first, a warm one, the first after the rental data changed);
 *  2. races 30 clients for the last unit of the one-unit class 20 times, each round on its own dates,
 *     and prints what each race produced and what the database holds;
 *  3. times warm function calls through `npm start`'s local host over HTTP (scripts/bench-warm-call.mts).
 * The handlers are called in-process with `Request` objects: the figures measure the function code
 * and the database, not netlify-cli's dev proxy. Figures only: nothing is asserted (exit 1 only if
 * the bench itself fails).
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { rentalTerms } from '../src/config/rental';
import { tenantFromEnv } from '../src/config/tenants';
import type * as DatabaseClient from '../server/db/client.server';
import type availabilityFunction from '../netlify/functions/availability.mts';
import type reservationsFunction from '../netlify/functions/reservations.mts';
import type * as Offers from '../server/rental/offers.server';
import { classPrices } from './content/price-list';
import { prepareDatabase, startTestDatabase } from '../server/testing/database.server';
import { startThrowawayPostgres } from './throwaway-postgres';
import { benchWarmCall } from './bench-warm-call.mts';
import { testCustomer } from '../server/testing/customer';

// Under tsx, a module this ESM file imports is a different instance from the one the (CommonJS)
// project code requires: an imported `closeDatabase` would close a pool the handlers never use. Both
// are required here, so the bench measures, and closes, the handlers' own pool.
const require = createRequire(import.meta.url);
const { closeDatabase, getPool } = require('../server/db/client.server.ts') as typeof DatabaseClient;
const { default: availabilityEndpoint } = require('../netlify/functions/availability.mts') as {
  default: typeof availabilityFunction;
};
const { default: reservationsEndpoint } = require('../netlify/functions/reservations.mts') as {
  default: typeof reservationsFunction;
};
const { freeUnitsQuery } = require('../server/rental/offers.server.ts') as typeof Offers;

const clients = 20;
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`BENCH_SECONDS must be a positive number`);
const raceRounds = 20;
const racers = 30;
const warmupRequestsPerClient = 3;

/** PGlite in this process (the default), or Debian's PostgreSQL in processes of its own. */
const onPostgres = process.env.BENCH_DATABASE === 'postgres';

/** A throwaway PostgreSQL, migrated and synced, that the handlers use (DATABASE_URL). */
async function startPostgresDatabase(): Promise<{ url: string; stop: () => Promise<void> }> {
  const postgres = await startThrowawayPostgres({ prefix: 'bench-api-' });
  try {
    await prepareDatabase(postgres.url);
  } catch (error) {
    postgres.stop();
    throw error;
  }
  process.env.DATABASE_URL = postgres.url;
  return { url: postgres.url, stop: async () => postgres.stop() };
}

const tenant = tenantFromEnv(process.env.TENANT).id;
const terms = rentalTerms[tenant];
/** The class with a single unit (car: car-toyota-land-cruiser-150): the last unit to race for. */
const raceClassId = Object.entries(classPrices[tenant]).find(([, price]) => price.units === 1)?.[0];
const locationId = 'kef';

const customer = testCustomer;

// ---- dates: Iceland time is UTC all year -------------------------------------------------------

/** The Iceland date `days` after today, at 10:00, as the API's local date-time (YYYY-MM-DDTHH:mm). */
function localAt10(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.toISOString().slice(0, 10)}T10:00`;
}

/** The instant of an Iceland local date-time. */
const instant = (local: string) => new Date(`${local}:00Z`);

// ---- statistics -------------------------------------------------------------------------------

interface LoadResult {
  latencies: number[];
  errors: Map<string, number>;
  elapsedMs: number;
}

/** The nearest-rank percentile of sorted values. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

function summary(result: LoadResult) {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  const errors = [...result.errors.values()].reduce((total, count) => total + count, 0);
  return {
    count: sorted.length,
    errors,
    throughput: (sorted.length / result.elapsedMs) * 1000,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

/**
 * `clients` async loops, each awaiting its previous request, until `durationMs` has passed. A call
 * that throws counts as an error (by message) and its latency is not recorded.
 */
async function load(durationMs: number, call: () => Promise<void>): Promise<LoadResult> {
  const latencies: number[] = [];
  const errors = new Map<string, number>();
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) {
        const before = performance.now();
        try {
          await call();
          latencies.push(performance.now() - before);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          errors.set(message, (errors.get(message) ?? 0) + 1);
        }
      }
    }),
  );
  return { latencies, errors, elapsedMs: performance.now() - started };
}

/** A few requests per client before measuring: connections opened, code paths compiled. */
async function warmUp(call: () => Promise<void>): Promise<void> {
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let index = 0; index < warmupRequestsPerClient; index += 1) {
        // A failing request shows up, counted, in the measured phase that follows.
        await call().catch(() => undefined);
      }
    }),
  );
}

function printErrors(label: string, errors: Map<string, number>): void {
  for (const [message, count] of errors) console.log(`  ${label} error ×${count}: ${message}`);
}

// ---- the bare SQL of freeUnitsByClass (server/rental/offers.server.ts) ----------------------

const dialect = new PgDialect();

/** The core query of an availability answer, as the engine builds it: the units free for the trip, by class. */
const freeUnitsSql = (pickupAt: Date, blockedUntil: Date) =>
  dialect.sqlToQuery(freeUnitsQuery(tenant, { pickupAt, blockedUntil }, new Date()));

// ---- main ---------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const cpus = os.cpus();
  console.log(`bench:api — tenant ${tenant}`);
  console.log(
    `machine: node ${process.version}, ${os.platform()} ${os.arch()}, ${cpus.length} CPUs (${cpus[0]?.model.trim() ?? 'unknown'}), ` +
      `load average ${os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM`,
  );
  console.log(
    'how: endpoint handlers called in-process with Request objects (function code + database over the wire ' +
      'protocol), not through netlify-cli; ' +
      (onPostgres
        ? 'a throwaway PostgreSQL (BENCH_DATABASE=postgres) in its own processes.'
        : 'PGlite, the handlers and the clients share this one Node process (BENCH_DATABASE=postgres for a real PostgreSQL).'),
  );
  if (!raceClassId) throw new Error(`Tenant ${tenant} has no class with a single unit to race for`);

  const startedAt = performance.now();
  const database = onPostgres ? await startPostgresDatabase() : await startTestDatabase();
  console.log(
    `${onPostgres ? 'throwaway PostgreSQL' : 'embedded database'} started, migrated and seeded in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
  );
  const bare = new pg.Pool({
    connectionString: database.url,
    max: getPool().options.max,
    connectionTimeoutMillis: 5000,
  });
  // An idle connection the server drops is reported, not a crash (the pool opens another).
  bare.on('error', (error) => console.log(`bare SQL pool: ${error.message}`));
  try {
    // ---- 1. availability: endpoint, then its bare SQL --------------------------------------------
    const tripDays = Math.max(3, terms.minimumRentalDays);
    const pickupLocal = localAt10(60);
    const returnLocal = localAt10(60 + tripDays);
    const search = {
      pickupLocationId: locationId,
      returnLocationId: locationId,
      pickupAt: pickupLocal,
      returnAt: returnLocal,
      currency: 'EUR',
      locale: 'en',
    };
    const searchBody = JSON.stringify(search);
    const pickupAt = instant(pickupLocal);
    const blockedUntil = new Date(instant(returnLocal).getTime() + terms.turnaroundMinutes * 60_000);

    const callEndpoint = async () => {
      const response = await availabilityEndpoint(
        new Request('http://localhost/api/availability', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: searchBody,
        }),
        { ip: '203.0.113.7', params: {} },
      );
      const text = await response.text();
      if (response.status !== 200) {
        const code = /"code":"([^"]+)"/.exec(text)?.[1] ?? 'no code';
        throw new Error(`HTTP ${response.status} ${code}`);
      }
    };
    // The database round trips one answer makes: every query any pg client sends during one call
    // (nothing else runs meanwhile). The first answer of a function instance loads the catalog it keeps;
    // so does the first after a write to the rental data (here a no-op update, as a content sync makes),
    // which renews the rental data version (docs/decisions/038).
    const firstTrips = await countRoundTrips(callEndpoint);
    const warmTrips = await countRoundTrips(callEndpoint);
    await bare.query('UPDATE booking_settings SET self_service = self_service WHERE tenant = $1', [tenant]);
    const afterWriteTrips = await countRoundTrips(callEndpoint);
    const againTrips = await countRoundTrips(callEndpoint);
    console.log(
      `availability: database round trips per answer: ${warmTrips} (warm instance, catalog current); ` +
        `${firstTrips} on the instance's first search; ${afterWriteTrips} on the first after a write to the ` +
        `rental data, then ${againTrips}`,
    );

    const callSql = async () => {
      const query = freeUnitsSql(pickupAt, blockedUntil);
      const result = await bare.query(query.sql, query.params);
      if (result.rows.length === 0) throw new Error('the query found no free units');
    };

    // One answer looked at, so the figures are known to be of a real search.
    const sample = await availabilityEndpoint(
      new Request('http://localhost/api/availability', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: searchBody,
      }),
    );
    const sampleBody = (await sample.json()) as { vehicles?: { available: number }[]; error?: { message: string } };
    if (sample.status !== 200) {
      console.log(`warning: the availability search answers ${sample.status}: ${sampleBody.error?.message}`);
    }
    const vehicles = sampleBody.vehicles ?? [];
    console.log(
      `\nsearch: ${locationId} ${pickupLocal} → ${returnLocal}, EUR: ${vehicles.length} classes, ` +
        `${vehicles.reduce((total, vehicle) => total + vehicle.available, 0)} units free`,
    );
    console.log(
      `load: ${clients} concurrent clients, each awaiting its previous request, ${seconds} s per phase ` +
        `(after ${warmupRequestsPerClient} warm-up requests per client); pool ${getPool().options.max} connections each`,
    );

    await warmUp(callEndpoint);
    if (getPool().totalCount === 0) throw new Error('The handlers do not use the pool this bench closes');
    const endpoint = summary(await load(seconds * 1000, callEndpoint).then(reportErrors('endpoint')));
    await warmUp(callSql);
    const bareSql = summary(await load(seconds * 1000, callSql).then(reportErrors('bare SQL')));

    const row = (label: string, figures: ReturnType<typeof summary>) =>
      `${label.padEnd(28)} ${String(figures.count).padStart(7)} ${String(figures.errors).padStart(7)} ` +
      `${figures.throughput.toFixed(1).padStart(9)}/s ${ms(figures.p50).padStart(11)} ${ms(figures.p95).padStart(11)} ${ms(figures.p99).padStart(11)}`;
    console.log(
      `\n${'phase'.padEnd(28)} ${'count'.padStart(7)} ${'errors'.padStart(7)} ${'throughput'.padStart(11)} ` +
        `${'p50'.padStart(11)} ${'p95'.padStart(11)} ${'p99'.padStart(11)}`,
    );
    console.log(row('POST /api/availability', endpoint));
    console.log(row('bare SQL (freeUnitsByClass)', bareSql));
    console.log(
      `ratio endpoint / bare SQL: p50 ×${(endpoint.p50 / bareSql.p50).toFixed(1)}, p95 ×${(endpoint.p95 / bareSql.p95).toFixed(1)} ` +
        `(issue 31: p95 at most ×2), ${warmTrips} round trip${warmTrips === 1 ? '' : 's'} per warm answer`,
    );

    // ---- 2. races for the last unit -------------------------------------------------------------
    console.log(
      `\nraces: ${raceRounds} rounds × ${racers} concurrent POST /api/reservations for ${raceClassId} (one unit), distinct dates per round`,
    );
    const raceDays = terms.minimumRentalDays;
    // The next round's pickup comes after this round's return plus the turnaround.
    const stride = raceDays + Math.ceil(terms.turnaroundMinutes / (24 * 60));
    let exactlyOne = 0;
    let databaseOne = 0;
    for (let round = 0; round < raceRounds; round += 1) {
      const racePickup = localAt10(60 + tripDays + 2 + round * stride);
      const raceReturn = localAt10(60 + tripDays + 2 + round * stride + raceDays);
      const body = JSON.stringify({
        classId: raceClassId,
        ...search,
        pickupAt: racePickup,
        returnAt: raceReturn,
        extras: [],
        extraDrivers: 0,
        customer,
      });
      const started = performance.now();
      const outcomes = await Promise.all(
        Array.from({ length: racers }, async (_, racer) => {
          const response = await reservationsEndpoint(
            new Request('http://localhost/api/reservations', {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                'idempotency-key': `bench-${process.pid}-${round}-${racer}`,
              },
              body,
            }),
            { ip: `10.0.${round}.${racer}`, params: {} },
          );
          const answer = (await response.json()) as { error?: { code: string } };
          if (response.status === 201) return 'reservation';
          return `${response.status} ${answer.error?.code ?? 'no code'}`;
        }),
      );
      const raceMs = performance.now() - started;
      const counts = new Map<string, number>();
      for (const outcome of outcomes) counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
      const reservations = counts.get('reservation') ?? 0;
      const soldOut = counts.get('409 sold_out') ?? 0;
      const others = [...counts].filter(([outcome]) => outcome !== 'reservation' && outcome !== '409 sold_out');
      const { rows } = await bare.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM reservations WHERE class_id = $1 AND pickup_local = $2',
        [raceClassId, racePickup],
      );
      const stored = rows[0]?.count ?? 0;
      if (reservations === 1) exactlyOne += 1;
      if (stored === 1) databaseOne += 1;
      console.log(
        `race ${String(round + 1).padStart(2)}: ${reservations} reservation${reservations === 1 ? '' : 's'}, ${soldOut} sold_out` +
          others.map(([outcome, count]) => `, ${count}× ${outcome}`).join('') +
          ` — database holds ${stored} (${racePickup}), ${raceMs.toFixed(0)} ms`,
      );
    }
    console.log(
      `races: ${exactlyOne}/${raceRounds} rounds produced exactly one reservation; ` +
        `the database holds exactly one in ${databaseOne}/${raceRounds}`,
    );

    // ---- 3. a warm call through npm start's local host ---------------------------------------------
    await benchWarmCall({ databaseUrl: database.url, tenant, search });
  } finally {
    await bare.end();
    await closeDatabase();
    await database.stop();
    console.log('\ndatabase stopped, pools closed');
  }
}

/** Prints the errors of a phase (each message with its count) and passes the result on. */
function reportErrors(label: string) {
  return (result: LoadResult): LoadResult => {
    printErrors(label, result.errors);
    return result;
  };
}

main().catch((error: unknown) => {
  console.error('bench:api failed:', error);
  process.exit(1);
});

/** How many queries pg clients send while `call` runs: the database round trips of one answer. */
async function countRoundTrips(call: () => Promise<void>): Promise<number> {
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  let count = 0;
  prototype.query = function counted(this: unknown, ...args: unknown[]) {
    count += 1;
    return original.apply(this, args);
  };
  try {
    await call();
  } finally {
    prototype.query = original;
  }
  return count;
}
