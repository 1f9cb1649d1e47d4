/**
 * `npm run test:postgres`: the booking race and the database faults on a REAL PostgreSQL (issue 31,
 * docs/decisions/034). PGlite serialises its connections, so the jest race test (netlify/functions/
 * tests/races.test.ts) cannot see a deadlock or a pool that runs dry; this can.
 *
 * 1. Starts a throwaway PostgreSQL (scripts/throwaway-postgres.ts), migrates it and syncs the car
 *    brand's rental data, as a deploy does; the race class keeps one unit.
 * 2. The race: 3 child processes (as function instances are), each with its own pool of 4, call the
 *    booking function in-process; each round sends 30 concurrent bookings (10 a process) of overlapping
 *    trips of the one-unit class. Every answer must be 201 or 409, and no two live reservations of the
 *    unit may overlap. Prints the counts, the time, and any other answer with its body.
 * 3. The search's statement, prepared once on each connection (scripts/prepared-search.mts).
 * 4. The record cannot be rewritten: UPDATE, DELETE and TRUNCATE of the ledger, the audit log and the
 *    staff actions are refused by the database (server/testing/append-only.server.ts, migration 0013).
 * 5. The faults (scripts/database-faults.mts): the connection is killed in the middle of a booking, a
 *    payment settlement and a check-in step; the customer gets 503 + Retry-After, nothing is
 *    half-written, and the same request with the same key afterwards completes once.
 *
 * Environment: RACE_ROUNDS (200), RACE_PROCESSES (3), RACE_CONCURRENCY (30), RACE_SKIP_FAULTS=1.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres';
import { doubleBookings } from './double-bookings';

const rounds = Number(process.env.RACE_ROUNDS ?? '200');
const processes = Number(process.env.RACE_PROCESSES ?? '3');
const concurrency = Number(process.env.RACE_CONCURRENCY ?? '30');
const tenant = 'car';
/** The class the race books; it has one unit in the content, and the script makes sure of it. */
export const raceClass = 'car-toyota-land-cruiser-150';
const started = Date.now();

function say(message: string): void {
  console.log(`[race-postgres ${((Date.now() - started) / 1000).toFixed(1)} s] ${message}`);
}

/** What a child sends back for one round: the status of each booking and the bodies of the unexpected. */
interface RoundAnswer {
  round: number;
  statuses: number[];
  unexpected: { status: number; body: string }[];
}

interface Trip {
  pickupAt: string;
  returnAt: string;
}

const dayMs = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const isWeekday = (time: number) => ![0, 6].includes(new Date(time).getUTCDay());

/**
 * `count` overlapping trips in one week (pickups and returns on weekdays at noon, 2-4 days), one to eight
 * weeks after the next month starts: all of them want the one unit at once.
 */
function tripsOfRound(round: number, count: number, random: () => number): Trip[] {
  const today = new Date();
  let base = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) + (30 + (round % 8) * 7) * dayMs;
  while (new Date(base).getUTCDay() !== 1) base += dayMs;
  // Monday to Friday: pickups Mon-Wed, returns two to four days later but never past Friday.
  return Array.from({ length: count }, () => {
    const pickup = base + Math.floor(random() * 3) * dayMs;
    const friday = base + 4 * dayMs;
    const back = Math.min(pickup + (2 + Math.floor(random() * 3)) * dayMs, friday);
    if (!isWeekday(pickup) || !isWeekday(back)) throw new Error('A race trip fell on a weekend');
    return { pickupAt: `${isoDay(pickup)}T12:00`, returnAt: `${isoDay(back)}T12:00` };
  });
}

/** A seeded random number generator (mulberry32), so a failing run can be run again the same way. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

// ---------------------------------------------------------------------------------------------------
// The child: a function instance with its own pool, booking what the parent tells it.

async function child(): Promise<void> {
  const { ApiClient } = await import('../server/testing/api-client.server');
  const { closeDatabase } = await import('../server/db/client.server');
  const reservations = (await import('../netlify/functions/reservations.mts')).default;
  const customer = {
    firstName: 'Guðrún',
    lastName: 'Jónsdóttir',
    email: 'race@example.com',
    phone: '555 1234',
    country: 'IS',
    dateOfBirth: '1990-05-01',
  };
  let keys = 0;
  process.on('message', (message: { round: number; trips: Trip[] } | 'done') => {
    if (message === 'done') {
      void closeDatabase().then(() => process.exit(0));
      return;
    }
    void Promise.all(
      message.trips.map((trip) =>
        new ApiClient().call(reservations, {
          path: '/api/reservations',
          body: {
            classId: raceClass,
            pickupLocationId: 'kef',
            returnLocationId: 'kef',
            ...trip,
            currency: 'EUR',
            locale: 'en',
            extras: [],
            extraDrivers: 0,
            customer,
          },
          headers: { 'idempotency-key': `race-${process.pid}-${(keys += 1)}` },
        }),
      ),
    ).then((answers) => {
      const reply: RoundAnswer = {
        round: message.round,
        statuses: answers.map((answer) => answer.status),
        unexpected: answers
          .filter((answer) => answer.status !== 201 && answer.status !== 409)
          .map((answer) => ({ status: answer.status, body: JSON.stringify(answer.body) })),
      };
      process.send?.(reply);
    });
  });
  process.send?.('ready');
}

// ---------------------------------------------------------------------------------------------------
// The parent: the database, the rounds, the verdict.

/** Migrates, syncs the car brand and leaves the race class exactly one unit in service. */
export async function prepareDatabase(url: string): Promise<void> {
  const { migrateDatabase } = await import('../server/db/migrate.server');
  const { syncDatabase } = await import('../server/rental/sync-database.server');
  await migrateDatabase(url);
  await syncDatabase(url, { tenants: [tenant] });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `UPDATE units SET retired = true WHERE tenant = $1 AND class_id = $2
         AND id <> (SELECT min(id) FROM units WHERE tenant = $1 AND class_id = $2 AND NOT retired)`,
      [tenant, raceClass],
    );
    const { rows } = await client.query<{ units: number }>(
      'SELECT count(*)::int AS units FROM units WHERE tenant = $1 AND class_id = $2 AND NOT retired',
      [tenant, raceClass],
    );
    if (rows[0]?.units !== 1) throw new Error(`The race class has ${rows[0]?.units ?? 0} units in service, not 1`);
  } finally {
    await client.end();
  }
}

function startChild(url: string): Promise<ChildProcess> {
  const worker = fork(import.meta.filename, ['--child'], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, DATABASE_URL: url, TENANT: tenant, TZ: 'UTC' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    worker.once('message', (message) => (message === 'ready' ? resolve(worker) : reject(new Error('bad hello'))));
    worker.once('exit', (code) => reject(new Error(`A race process exited with ${code}`)));
  });
}

function roundOf(worker: ChildProcess, round: number, trips: Trip[]): Promise<RoundAnswer> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`A race process exited with ${code} in round ${round}`));
    worker.once('exit', onExit);
    worker.once('message', (answer: RoundAnswer) => {
      worker.off('exit', onExit);
      resolve(answer);
    });
    worker.send({ round, trips });
  });
}

/** The race. Answers the failures found (none: passed). */
async function race(url: string): Promise<string[]> {
  const failures: string[] = [];
  const workers = await Promise.all(Array.from({ length: processes }, () => startChild(url)));
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const random = seeded(31);
  const counts = new Map<number, number>();
  let overlapping = 0;
  const raceStarted = Date.now();
  try {
    for (let round = 0; round < rounds; round += 1) {
      const trips = tripsOfRound(round, concurrency, random);
      const share = Math.ceil(concurrency / processes);
      const answers = await Promise.all(
        workers.map((worker, index) => roundOf(worker, round, trips.slice(index * share, (index + 1) * share))),
      );
      for (const answer of answers) {
        for (const status of answer.statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
        for (const { status, body } of answer.unexpected) {
          failures.push(`round ${round}: ${status} ${body}`);
          console.error(`[race-postgres] round ${round}: ${status} ${body}`);
        }
      }
      // Checked each round, then the unit is freed for the next (a cancelled reservation holds no unit).
      const pairs = await doubleBookings(admin);
      overlapping += pairs;
      if (pairs !== 0) failures.push(`round ${round}: ${pairs} overlapping pairs of live reservations`);
      await admin.query(
        `UPDATE reservations SET status = 'cancelled'
          WHERE tenant = $1 AND class_id = $2 AND status IN ('pending_payment', 'confirmed')`,
        [tenant, raceClass],
      );
      if ((round + 1) % 50 === 0) say(`${round + 1} rounds: ${JSON.stringify(Object.fromEntries(counts))}`);
    }
    const seconds = (Date.now() - raceStarted) / 1000;
    say(
      `Race: ${rounds} rounds of ${concurrency} bookings from ${processes} processes in ${seconds.toFixed(1)} s; ` +
        `answers ${JSON.stringify(Object.fromEntries([...counts].sort()))}; overlapping reservations ${overlapping}`,
    );
    if ((counts.get(201) ?? 0) < rounds) failures.push(`only ${counts.get(201) ?? 0} bookings succeeded`);
  } finally {
    await admin.end();
    for (const worker of workers) worker.send('done');
  }
  return failures;
}

async function main(): Promise<void> {
  say(`Starting a throwaway PostgreSQL`);
  const postgres: ThrowawayPostgres = await startThrowawayPostgres({ prefix: 'race-postgres-', say });
  const failures: string[] = [];
  try {
    await prepareDatabase(postgres.url);
    say('Migrated and synced; racing');
    failures.push(...(await race(postgres.url)));
    // The record cannot be rewritten (migration 0013): the same check as server/db/append-only.test.ts.
    const { tryRewritingTheRecord } = await import('../server/testing/append-only.server');
    const rewrites = await tryRewritingTheRecord(postgres.url);
    say(`Append-only record: ${rewrites.length === 0 ? 'UPDATE, DELETE and TRUNCATE refused' : rewrites.join('; ')}`);
    failures.push(...rewrites);
    const { preparedSearch } = await import('./prepared-search.mts');
    failures.push(...(await preparedSearch(postgres, say)));
    if (process.env.RACE_SKIP_FAULTS !== '1') {
      const { databaseFaults } = await import('./database-faults.mts');
      failures.push(...(await databaseFaults(postgres, say)));
    }
  } finally {
    postgres.stop();
  }
  if (failures.length > 0) {
    console.error(`[race-postgres] FAILED:\n${failures.slice(0, 50).join('\n')}`);
    process.exit(1);
  }
  say('Passed');
  process.exit(0);
}

if (process.argv.includes('--child')) {
  await child();
} else if (path.resolve(process.argv[1] ?? '') === import.meta.filename) {
  main().catch((error: unknown) => {
    console.error('[race-postgres] FAILED:', error);
    process.exit(1);
  });
}
