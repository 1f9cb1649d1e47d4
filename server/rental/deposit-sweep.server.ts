import { eq, inArray, sql } from 'drizzle-orm';
import { depositTerms } from '../../src/config/deposit';
import type { TenantId } from '../../src/config/tenants';
import type { Transaction } from '../db/client.server';
import { reservations } from '../db/schema';
import type { PaymentProcessor } from '../payments/processor.server';
import type { EngineContext } from './context.server';
import {
  day,
  planDepositHold,
  planRelease,
  planRenewal,
  recordDepositHold,
  recordRequested,
  renewalKey,
  sendDepositHold,
  sendModification,
  type HoldCall,
  type ModificationCall,
} from './deposit.server';
import { depositReleaseDate, ledgerOf, ledgerTotals } from './ledger.server';
import type { ReservationRow } from './reservations.server';

/**
 * The deposit sweep (README "Payments"), run hourly by netlify/functions/deposit-holds.mts: finds the
 * reservations whose deposit has something due (a hold to place, release or renew) and does it with
 * the operations of `deposit.server.ts`, in batches, the processor called outside the transactions.
 */

export interface DepositSweep {
  placed: number;
  released: number;
  renewed: number;
  /** Holds the stored card refused in this run (each a new attempt; the customer was e-mailed). */
  refused: number;
  /** Reservations whose step failed (the processor did not answer); tried again next run. */
  failed: number;
  /** Reservations selected as due. */
  selected: number;
  /** Batches read. */
  batches: number;
  /** True when the run stopped at its time budget with due reservations left for the next run. */
  stoppedEarly: boolean;
}

export interface SweepOptions {
  /** Reservations locked and planned per transaction. */
  batchSize?: number;
  /** Processor calls in flight at once. */
  concurrency?: number;
  /** No new batch is started after this long (Netlify stops a scheduled function at 30 s). */
  budgetMs?: number;
  /** The wall clock for the budget (the engine's `now` is the business clock). */
  elapsedMs?: () => number;
  /** Only these reservations (when due): a test's own, on a database other tests share. */
  reservationIds?: readonly string[];
}

/**
 * The reservations of `tenant` whose deposit has something due at `now`: a hold to place (confirmed or
 * checked in, pickup within `placeDaysBeforePickup`, not returned, a deposit in its price, a card
 * stored, no hold yet, no refusal within `holdRetryHours`), a hold to release (its release day passed,
 * or cancelled, and no release pending or done), or a hold to renew (it lapses within
 * `renewDaysBeforeExpiry`, and no renewal pending or asked today). The decision itself is the
 * planner's, on the locked row: this only keeps the scan to what may be due.
 */
function dueCondition(tenant: TenantId, now: Date) {
  const terms = depositTerms[tenant];
  const placeUntil = new Date(now.getTime() + terms.placeDaysBeforePickup * day);
  const returnedBefore = new Date(now.getTime() - terms.releaseDaysAfterReturn * day);
  const renewUntil = new Date(now.getTime() + terms.renewDaysBeforeExpiry * day);
  const retryAfter = new Date(now.getTime() - terms.holdRetryHours * 3_600_000);
  // A hold another run is sending right now is left to it; one left pending by a crash is sent again later.
  const inFlightSince = new Date(now.getTime() - 10 * 60_000);
  const authorised = sql`EXISTS (SELECT 1 FROM payments p WHERE p.reservation_id = r.id AND p.purpose = 'deposit' AND p.kind = 'authorised')`;
  // A modification with no outcome yet (neither its success nor its failure has come back).
  const unanswered = (kind: string) =>
    sql`EXISTS (SELECT 1 FROM payments q WHERE q.reservation_id = r.id AND q.purpose = 'deposit' AND q.kind = ${kind} AND NOT EXISTS (SELECT 1 FROM payments o WHERE o.reservation_id = r.id AND o.gateway_reference = q.gateway_reference AND o.kind IN ('captured', 'cancelled', 'adjusted', 'failed')))`;
  const released = sql`EXISTS (SELECT 1 FROM payments c WHERE c.reservation_id = r.id AND c.purpose = 'deposit' AND c.kind = 'cancelled' AND NOT EXISTS (SELECT 1 FROM payments f WHERE f.reservation_id = r.id AND f.kind = 'failed' AND f.gateway_reference = c.gateway_reference))`;
  const lapses = sql`(SELECT max(e.authorisation_expires_at) FROM payments e WHERE e.reservation_id = r.id AND e.purpose = 'deposit' AND e.kind IN ('authorised', 'adjusted') AND NOT EXISTS (SELECT 1 FROM payments f WHERE f.reservation_id = r.id AND f.kind = 'failed' AND f.gateway_reference = e.gateway_reference))`;
  const toPlace = sql`(r.status IN ('confirmed', 'checked_in') AND r.pickup_at <= ${placeUntil} AND r.return_at > ${now}
    AND coalesce((r.price->>'deposit')::numeric, 0) > 0 AND NOT ${authorised}
    AND EXISTS (SELECT 1 FROM payment_attempts s WHERE s.reservation_id = r.id AND s.stored_card_id IS NOT NULL)
    AND NOT EXISTS (SELECT 1 FROM payment_attempts h WHERE h.reservation_id = r.id AND h.purpose = 'deposit' AND h.checkout_id IS NULL AND h.status = 'failed' AND coalesce(h.settled_at, h.created_at) > ${retryAfter})
    AND NOT EXISTS (SELECT 1 FROM payment_attempts g WHERE g.reservation_id = r.id AND g.purpose = 'deposit' AND g.checkout_id IS NULL AND g.status = 'pending' AND g.created_at > ${inFlightSince}))`;
  const toRelease = sql`(${authorised} AND (r.status = 'cancelled' OR coalesce(r.returned_at, r.return_at) <= ${returnedBefore})
    AND NOT ${released} AND NOT ${unanswered('cancel_requested')})`;
  const toRenew = sql`(${authorised} AND r.status IN ('confirmed', 'checked_in') AND NOT ${released}
    AND ${lapses} <= ${renewUntil} AND NOT ${unanswered('adjust_requested')}
    AND NOT EXISTS (SELECT 1 FROM payments k WHERE k.reservation_id = r.id AND k.idempotency_key = ${renewalKey(now)}))`;
  return sql`r.tenant = ${tenant} AND r.status IN ('confirmed', 'checked_in', 'cancelled') AND (${toPlace} OR ${toRelease} OR ${toRenew})`;
}

type SweepCall = { kind: 'hold'; call: HoldCall } | { kind: 'modification'; call: ModificationCall };

/** Runs `work` over `items`, at most `limit` at once. */
async function inPool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  });
  await Promise.all(runners);
}

/**
 * The scheduled deposit work (netlify/functions/deposit-holds.mts, hourly): holds for customers who
 * skipped check-in `placeDaysBeforePickup` before pickup (and again after a refusal), releases after
 * `releaseDaysAfterReturn`, and renewal of holds that would lapse before their release.
 *
 * Only what is due is read, in batches by id (`FOR UPDATE SKIP LOCKED`: a second run at the same time
 * takes other rows). Each batch is planned in one short transaction (the attempts of holds written),
 * the processor is called after it committed (its idempotency keys make a repeated call answer the
 * same), and each answer is recorded in its own transaction on the locked row. A step the processor
 * fails is counted and tried again next run.
 */
export async function sweepDeposits(
  context: EngineContext,
  processor: PaymentProcessor,
  options: SweepOptions = {},
): Promise<DepositSweep> {
  const { db, tenant, now } = context;
  const batchSize = options.batchSize ?? 200;
  const concurrency = options.concurrency ?? 8;
  const budgetMs = options.budgetMs ?? 20_000;
  const started = Date.now();
  const elapsed = options.elapsedMs ?? (() => Date.now() - started);
  const sweep: DepositSweep = {
    placed: 0,
    released: 0,
    renewed: 0,
    refused: 0,
    failed: 0,
    selected: 0,
    batches: 0,
    stoppedEarly: false,
  };
  const scope = options.reservationIds;
  const due =
    scope === undefined
      ? dueCondition(tenant, now)
      : sql`${dueCondition(tenant, now)} AND r.id IN (${sql.join(
          scope.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    if (elapsed() > budgetMs) {
      sweep.stoppedEarly = true;
      break;
    }
    const planned = await db.transaction(async (tx) => {
      const result = await tx.execute<{ id: string }>(
        sql`SELECT r.id FROM reservations r WHERE ${due} AND r.id > ${after} ORDER BY r.id LIMIT ${batchSize} FOR UPDATE OF r SKIP LOCKED`,
      );
      const ids = result.rows.map((found) => found.id);
      if (ids.length === 0) return null;
      const rows = await tx.select().from(reservations).where(inArray(reservations.id, ids));
      const calls: { row: ReservationRow; call: SweepCall }[] = [];
      for (const row of rows) {
        const call = await planSweepStep(tx, context, processor, row);
        if (call) calls.push({ row, call });
      }
      return { lastId: ids.at(-1) as string, count: ids.length, calls };
    });
    if (!planned) break;
    sweep.batches += 1;
    sweep.selected += planned.count;
    after = planned.lastId;
    await inPool(planned.calls, concurrency, async ({ row, call }) => {
      try {
        await runSweepCall(row, call);
      } catch (error) {
        sweep.failed += 1;
        console.error(`deposit-holds: one reservation failed (${error instanceof Error ? error.name : 'unknown'})`);
      }
    });
    if (planned.count < batchSize) break;
  }
  return sweep;

  async function runSweepCall(row: ReservationRow, step: SweepCall): Promise<void> {
    // The processor first, outside any transaction; then the answer, on the locked row.
    if (step.kind === 'hold') {
      const authorisation = await sendDepositHold(processor, row, step.call);
      const outcome = await db.transaction(async (tx) => {
        const locked = await lockRow(tx, row.id);
        return recordDepositHold(tx, context, processor, locked, step.call, authorisation);
      });
      sweep[outcome === 'held' ? 'placed' : 'refused'] += 1;
      return;
    }
    const received = await sendModification(processor, row, step.call);
    await db.transaction(async (tx) => {
      const locked = await lockRow(tx, row.id);
      await recordRequested(tx, context, processor, locked, step.call, received);
    });
    sweep[step.call.action === 'release' ? 'released' : 'renewed'] += 1;
  }
}

async function lockRow(tx: Transaction, id: string): Promise<ReservationRow> {
  const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
  if (!row) throw new Error('The reservation vanished');
  return row;
}

/** What the sweep does for one locked, due reservation: a hold, a release or a renewal to send, or nothing. */
async function planSweepStep(
  tx: Transaction,
  context: EngineContext,
  processor: PaymentProcessor,
  row: ReservationRow,
): Promise<SweepCall | null> {
  const { now } = context;
  const entries = await ledgerOf(tx, row.id);
  const deposit = ledgerTotals(entries).deposit;
  if (deposit.status === 'held') {
    if (depositReleaseDate(row) <= now || row.status === 'cancelled') {
      const call = await planRelease(tx, row, 'deposit-release');
      return call ? { kind: 'modification', call } : null;
    }
    const call = planRenewal(row, deposit, entries, now);
    return call ? { kind: 'modification', call } : null;
  }
  const terms = depositTerms[row.tenant as TenantId];
  const placeFrom = row.pickupAt.getTime() - terms.placeDaysBeforePickup * day;
  if (
    (row.status === 'confirmed' || row.status === 'checked_in') &&
    deposit.status === 'not_held' &&
    now.getTime() >= placeFrom &&
    row.returnAt > now
  ) {
    const plan = await planDepositHold(tx, context, processor, row, 'sweep');
    return typeof plan === 'string' ? null : { kind: 'hold', call: plan };
  }
  return null;
}
