import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { TenantId } from '../../src/config/tenants';
import { localDateTimeToInstant } from '../../src/domain/pricing';
import type { Database } from '../db/client.server';
import { migrateDatabase } from '../db/migrate.server';
import * as schema from '../db/schema';
import { paymentProcessorFromEnv } from '../payments/index.server';
import type { EngineContext } from '../rental/context.server';
import { settlePayment, startPayment } from '../rental/payment-checkout.server';
import { createReservation, type ReservationRow } from '../rental/reservations.server';
import type { ReservationRequest } from '../rental/requests';
import { syncDatabase } from '../rental/sync-database.server';
import { ensureSession, type Session } from '../session.server';
import { payOnProcessorPage } from '../payments/test-processor/pay-on-page';
import { testCustomer } from './customer';

/**
 * A rental engine of its own for the engine's tests (server/rental/*.test.ts): an empty in-memory PGlite
 * served over the Postgres wire protocol (throwaway-database.mts), migrated and synced from the embedded
 * dataset as a deploy does. The engine's functions are called directly with an `EngineContext` whose time
 * the test names; nothing is shared with the function tests' database, so fleets and rates can be changed.
 */
export interface EngineBench {
  db: Database;
  url: string;
  /** The engine's context at Iceland local time `at` ('YYYY-MM-DDTHH:mm'), or at an instant. */
  context(at: string | Date, tenant?: TenantId): EngineContext;
  /** A new visitor's session. */
  newSession(at: string | Date): Promise<Session>;
  /** The session as stored now (the reservations it has proved since). */
  reload(session: Session): Promise<Session>;
  stop(): Promise<void>;
}

const root = join(__dirname, '../..');

/** An Iceland local 'YYYY-MM-DDTHH:mm' as an instant; an instant as it is. */
export function instant(at: string | Date): Date {
  return typeof at === 'string' ? localDateTimeToInstant(at) : at;
}

export async function startEngineBench(syncedAt: string, tenants: readonly TenantId[] = ['car']): Promise<EngineBench> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'server/testing/throwaway-database.mts')],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (!child.stdout) throw new Error('The throwaway database has no output');
  const stopChild = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  };
  let url: string;
  try {
    const [printed] = (await once(child.stdout, 'data')) as [Buffer];
    url = printed.toString().trim();
    await migrateDatabase(url);
    await syncDatabase(url, { tenants, now: instant(syncedAt) });
  } catch (error) {
    // A database that could not be prepared is not left running.
    await stopChild();
    throw error;
  }
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const db = drizzle(pool, { schema });
  return {
    db,
    url,
    context: (at, tenant = 'car') => ({ db, tenant, now: instant(at) }),
    newSession: async (at) => (await ensureSession(db, new Request('http://localhost/'), 'car', instant(at))).session,
    reload: async (session) => {
      const [row] = await db.select().from(schema.sessions).where(eq(schema.sessions.id, session.id));
      if (!row) throw new Error('The session is gone');
      return { ...session, provenReservations: row.provenReservations };
    },
    stop: async () => {
      await pool.end();
      await stopChild();
    },
  };
}

let keys = 0;
/** A fresh Idempotency-Key. */
export const newKey = (label = 'engine') => `${label}-${process.pid}-${(keys += 1)}`;

/** A customer as the booking form sends it (spec §5). */
export const customer = testCustomer;

/** A booking request of `classId` from Keflavík to Keflavík, in EUR, without options unless given. */
export function bookingRequest(
  classId: string,
  pickupAt: string,
  returnAt: string,
  overrides: Partial<ReservationRequest> = {},
): ReservationRequest {
  return {
    classId,
    pickupLocationId: 'kef',
    returnLocationId: 'kef',
    pickupAt,
    returnAt,
    currency: 'EUR',
    locale: 'en',
    extras: [],
    extraDrivers: 0,
    customer,
    ...overrides,
  } as ReservationRequest;
}

/** Books through the engine at `at` as `session`; answers the row and the session that proved it. */
export async function book(
  bench: EngineBench,
  at: string,
  request: ReservationRequest,
  session?: Session,
): Promise<{ row: ReservationRow; session: Session }> {
  const visitor = session ?? (await bench.newSession(at));
  const { reservation } = await createReservation(bench.context(at), request, newKey(), visitor);
  return { row: reservation, session: await bench.reload(visitor) };
}

/**
 * Pays what is due on `reference` with the test card: starts the payment in the engine, types the card on
 * the local test processor's hosted page as a browser does (TEST_PROCESSOR_URL, started by Jest's global
 * setup), and settles the outcome in the engine.
 */
export async function payByCard(
  bench: EngineBench,
  at: string,
  reference: string,
  session: Session,
): Promise<ReservationRow> {
  const processor = paymentProcessorFromEnv();
  const context = bench.context(at);
  const returnUrl = 'http://localhost/payment-return/';
  const { attempt } = await startPayment(
    context,
    processor,
    { reference, key: newKey('pay'), purpose: 'booking', returnUrl },
    session,
  );
  if (!attempt.checkoutUrl) throw new Error('The payment has no checkout page');
  const sessionResult = await payOnProcessorPage(attempt.checkoutUrl);
  const settled = await settlePayment(
    context,
    processor,
    { reference, attemptId: attempt.id, ...(sessionResult ? { sessionResult } : {}) },
    session,
  );
  if (settled.attempt.status !== 'succeeded') throw new Error(`The payment ended ${settled.attempt.status}`);
  return settled.reservation;
}

/**
 * The bench of one test file, started before its tests and stopped after them: each step books, pays or
 * syncs against the database (seconds on a busy machine), and starting the database, migrated and
 * synced, takes a minute or more when the machine is loaded.
 */
export function useEngineBench(now: string): EngineBench {
  jest.setTimeout(60_000);
  let started: EngineBench | undefined;
  beforeAll(async () => {
    started = await startEngineBench(now);
  }, 240_000);
  // Undefined when the database did not start (the failure is reported by beforeAll).
  afterAll(async () => started?.stop());
  return new Proxy({} as EngineBench, {
    get(_target, key) {
      if (!started) throw new Error('The engine bench has not started');
      return Reflect.get(started, key) as unknown;
    },
  });
}
