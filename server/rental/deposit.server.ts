import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Currency } from '../../src/config/currencies';
import { depositTerms } from '../../src/config/deposit';
import type { TenantId } from '../../src/config/tenants';
import type { Transaction } from '../db/client.server';
import { paymentAttempts, reservations } from '../db/schema';
import { ApiError } from '../http/api-error.server';
import { enqueueMessage } from '../mail/outbox.server';
import type { Authorisation, PaymentProcessor, ProcessorEvent } from '../payments/processor.server';
import type { EngineContext } from './context.server';
import {
  depositFailureKey,
  depositReleaseDate,
  ledgerOf,
  ledgerTotals,
  recordLedgerEntry,
  type DepositAction,
  type DepositState,
} from './ledger.server';
import {
  applyAuthorisation,
  markFailed,
  paymentAttemptId,
  startPaymentLocked,
  type PaymentAttemptRow,
  type StartedPayment,
} from './payment.server';
import { audit, lockProvenReservation, type ReservationRow } from './reservations.server';
import type { Session } from '../session.server';

/**
 * The deposit (docs/decisions/024 "The deposit is a hold"): held on the card, captured in part for
 * damage, released after the return, renewed before it lapses. The processor answers a capture, a
 * release (cancel) or a renewal (amount update) `received`; the ledger writes it as requested
 * (`*_requested`, status `pending`) and its webhook writes the outcome (`applyDepositEvent`). A hold
 * the stored card refuses is tried again with a new attempt, and the customer is asked by e-mail to
 * authorise it on the processor's page.
 */

const day = 86_400_000;

/** The deposit of a reservation, in its currency, as frozen in its price when booked. */
export function depositOf(row: ReservationRow): number {
  const price = row.price as { deposit?: number };
  return typeof price.deposit === 'number' && price.deposit > 0 ? price.deposit : 0;
}

/** The deposit as the ledger says it is now. */
export async function depositStateOf(tx: Transaction, row: ReservationRow): Promise<DepositState> {
  return ledgerTotals(await ledgerOf(tx, row.id)).deposit;
}

/** The newest card the processor keeps for this reservation, for merchant-initiated holds. */
async function storedCardOf(tx: Transaction, reservationId: string): Promise<string | null> {
  const [attempt] = await tx
    .select({ storedCardId: paymentAttempts.storedCardId })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.reservationId, reservationId), isNotNull(paymentAttempts.storedCardId)))
    .orderBy(desc(paymentAttempts.createdAt))
    .limit(1);
  return attempt?.storedCardId ?? null;
}

/** The merchant-initiated holds on the stored card (no checkout page), oldest first. */
async function storedCardHolds(tx: Transaction, reservationId: string): Promise<PaymentAttemptRow[]> {
  return tx
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.reservationId, reservationId),
        eq(paymentAttempts.purpose, 'deposit'),
        isNull(paymentAttempts.checkoutId),
      ),
    )
    .orderBy(asc(paymentAttempts.createdAt));
}

/** The idempotency key of the `number`th hold on the stored card: the first keeps the historical key. */
export function depositHoldKey(number: number): string {
  return number <= 1 ? 'deposit-hold' : `deposit-hold:${number}`;
}

export type DepositHoldOutcome =
  /** The hold is on the card now. */
  | 'held'
  | 'already_held'
  /** No deposit on this reservation (none in its price, cancelled, expired, or already settled). */
  | 'not_needed'
  /** No stored card, or the stored card refused before: the customer authorises it on the processor's page. */
  | 'needs_card'
  /** The stored card refused it now (a new attempt; the customer was e-mailed). */
  | 'refused'
  /** The stored card refused less than `holdRetryHours` ago: the sweep tries again later. */
  | 'waiting';

/** A merchant-initiated hold to ask the processor for: its attempt is written, the call not yet made. */
interface HoldCall {
  attempt: PaymentAttemptRow;
  storedCardId: string;
}

/**
 * Decides a hold on the stored card, in the reservation's transaction: what to answer now, or the
 * attempt to send. A pending attempt (a crash between the call and its record) is sent again under its
 * own key, so the processor answers it as the first time; a refused one is followed by a new attempt
 * with a new key, at once when `who` is the sweep after `holdRetryHours`, never for the customer (who
 * is sent to the processor's page to use another card).
 */
async function planDepositHold(
  tx: Transaction,
  context: EngineContext,
  processor: PaymentProcessor,
  row: ReservationRow,
  who: 'customer' | 'sweep',
): Promise<DepositHoldOutcome | HoldCall> {
  const { now } = context;
  const amount = depositOf(row);
  if (amount === 0 || row.status === 'cancelled' || row.status === 'expired') return 'not_needed';
  const deposit = await depositStateOf(tx, row);
  if (deposit.status === 'held') return 'already_held';
  if (deposit.status !== 'not_held') return 'not_needed';
  const storedCardId = await storedCardOf(tx, row.id);
  if (!storedCardId) return 'needs_card';
  const holds = await storedCardHolds(tx, row.id);
  const last = holds.at(-1);
  if (last?.status === 'pending') return { attempt: last, storedCardId };
  if (last?.status === 'failed') {
    if (who === 'customer') return 'needs_card';
    const retryAt =
      (last.settledAt ?? last.createdAt).getTime() + depositTerms[context.tenant].holdRetryHours * 3_600_000;
    if (now.getTime() < retryAt) return 'waiting';
  }
  const key = depositHoldKey(holds.length + 1);
  const [attempt] = await tx
    .insert(paymentAttempts)
    .values({
      id: paymentAttemptId(row.id, key),
      reservationId: row.id,
      purpose: 'deposit',
      amount,
      currency: row.currency,
      capture: 'manual',
      processor: processor.name,
      status: 'pending',
      idempotencyKey: key,
      expiresAt: now,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!attempt) return 'already_held';
  return { attempt, storedCardId };
}

/** Asks the processor for the hold; safe outside any transaction (the attempt's key makes it once). */
function sendDepositHold(processor: PaymentProcessor, row: ReservationRow, call: HoldCall): Promise<Authorisation> {
  return processor.authoriseStoredCard({
    reference: call.attempt.id,
    amount: call.attempt.amount,
    currency: row.currency as Currency,
    shopperReference: row.id,
    storedCardId: call.storedCardId,
    capture: 'manual',
    description: `Deposit ${row.reference}`,
    idempotencyKey: `${row.id}:${call.attempt.idempotencyKey}`,
  });
}

/**
 * Records the processor's answer to a hold, in the reservation's transaction (locked). Its webhook may
 * have recorded it first: the attempt is then no longer pending and nothing is written twice.
 */
async function recordDepositHold(
  tx: Transaction,
  context: EngineContext,
  processor: PaymentProcessor,
  row: ReservationRow,
  call: HoldCall,
  authorisation: Authorisation,
): Promise<'held' | 'refused'> {
  const [attempt] = await tx
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.id, call.attempt.id))
    .for('update');
  if (!attempt) throw new Error('The deposit attempt vanished');
  if (attempt.status !== 'pending') return attempt.status === 'succeeded' ? 'held' : 'refused';
  if (authorisation.status === 'refused') {
    await markFailed(tx, context, row, attempt, authorisation.refusalCode, authorisation.pspReference);
    return 'refused';
  }
  await applyAuthorisation(tx, context, processor, row, attempt, {
    pspReference: authorisation.pspReference,
    amount: attempt.amount,
    card: authorisation.card ?? null,
    storedCardId: null,
  });
  return 'held';
}

/**
 * Places the deposit hold on the card stored at an earlier checkout (a merchant-initiated
 * pre-authorisation, no customer present), in the caller's transaction (check-in). `needs_card` when
 * no card is stored or the stored card refused before: the customer then authorises the hold on the
 * processor's page (a checkout with manual capture).
 */
export async function placeDepositHold(
  tx: Transaction,
  context: EngineContext,
  processor: PaymentProcessor,
  row: ReservationRow,
): Promise<DepositHoldOutcome> {
  const plan = await planDepositHold(tx, context, processor, row, 'customer');
  if (typeof plan === 'string') return plan;
  return recordDepositHold(tx, context, processor, row, plan, await sendDepositHold(processor, row, plan));
}

/**
 * A stored-card hold was refused (by our call's answer or by its webhook, whichever came first): the
 * customer is asked, once per attempt, to authorise the hold on the processor's page
 * (`deposit-hold-refused`, its link opens the reservation's deposit page).
 */
export async function depositHoldRefused(
  tx: Transaction,
  row: ReservationRow,
  attempt: PaymentAttemptRow,
  now: Date,
): Promise<void> {
  if (attempt.purpose !== 'deposit' || attempt.checkoutId !== null) return;
  await enqueueMessage(tx, {
    kind: 'deposit-hold-refused',
    reservation: row,
    now,
    version: attempt.id,
    details: { depositHold: { amount: attempt.amount } },
  });
}

/** A capture, release or renewal to send: decided in the row's transaction, sent after, recorded after. */
interface ModificationCall {
  action: DepositAction;
  /** Our ledger key; the processor's idempotency key is `${reservation}:${key}`. */
  key: string;
  amount: number;
  /** The hold's pspReference. */
  pspReference: string;
}

/**
 * The key of a modification: `key` itself, then `key:retry-N` after N failures of the same action, so
 * that a release the processor refused is asked again as a new request (the same key would get the
 * first, refused answer back).
 */
function keyAfterFailures(key: string, deposit: DepositState, action: DepositAction): string {
  const failures = deposit.failures.filter((failure) => failure.action === action).length;
  return failures === 0 ? key : `${key}:retry-${failures}`;
}

const requestedKind = {
  capture: 'capture_requested',
  release: 'cancel_requested',
  renewal: 'adjust_requested',
} as const;

function sendModification(processor: PaymentProcessor, row: ReservationRow, call: ModificationCall) {
  const request = {
    pspReference: call.pspReference,
    amount: call.amount,
    currency: row.currency as Currency,
    idempotencyKey: `${row.id}:${call.key}`,
  };
  switch (call.action) {
    case 'capture':
      return processor.capture({ ...request, reference: `${row.reference}-deposit-capture` });
    case 'release':
      return processor.cancel({
        pspReference: call.pspReference,
        reference: `${row.reference}-deposit-release`,
        idempotencyKey: request.idempotencyKey,
      });
    case 'renewal':
      return processor.adjustAuthorisation({ ...request, reference: `${row.reference}-deposit-renewal` });
  }
}

/** Writes a received modification as pending; its webhook writes whether it happened. */
async function recordRequested(
  tx: Transaction,
  context: EngineContext,
  processor: PaymentProcessor,
  row: ReservationRow,
  call: ModificationCall,
  received: { pspReference: string },
): Promise<boolean> {
  const recorded = await recordLedgerEntry(tx, {
    reservationId: row.id,
    kind: requestedKind[call.action],
    purpose: 'deposit',
    amount: call.amount,
    currency: row.currency,
    processor: processor.name,
    pspReference: received.pspReference,
    paymentReference: call.pspReference,
    key: call.key,
    at: context.now,
  });
  if (recorded) {
    await audit(tx, {
      tenant: row.tenant,
      reservationId: row.id,
      action: `deposit.${call.action}_requested`,
      details: { amount: call.amount },
      at: context.now,
    });
  }
  return recorded;
}

async function planRelease(tx: Transaction, row: ReservationRow, key: string): Promise<ModificationCall | null> {
  const deposit = await depositStateOf(tx, row);
  if (deposit.status !== 'held' || !deposit.pspReference || deposit.pending.release > 0) return null;
  return {
    action: 'release',
    key: keyAfterFailures(key, deposit, 'release'),
    amount: deposit.heldAmount - deposit.pending.capture,
    pspReference: deposit.pspReference,
  };
}

/**
 * Asks the processor to release what is left of the deposit hold (nothing is charged). Answers true when
 * the release was asked now; it is pending until its webhook. Idempotent by `key`; after a release the
 * processor refused, the same call asks again (`key:retry-N`).
 */
export async function releaseDeposit(
  tx: Transaction,
  context: EngineContext,
  processor: PaymentProcessor,
  row: ReservationRow,
  key: string,
): Promise<boolean> {
  const call = await planRelease(tx, row, key);
  if (!call) return false;
  return recordRequested(tx, context, processor, row, call, await sendModification(processor, row, call));
}

/**
 * Asks the processor to capture `amount` of the deposit hold (damage, with a reason) and to release the
 * rest. Idempotent by `key`. Staff do this from the desk (manager only); the engine refuses more than
 * is held and not already being captured.
 */
export async function captureDeposit(
  tx: Transaction,
  context: EngineContext,
  processor: PaymentProcessor,
  row: ReservationRow,
  input: { amount: number; reason: string; key: string; actor: string },
): Promise<void> {
  const entries = await ledgerOf(tx, row.id);
  if (entries.some((entry) => entry.idempotencyKey === input.key)) return;
  const hold = ledgerTotals(entries).deposit;
  if (hold.status !== 'held' || !hold.pspReference) {
    throw new ApiError(409, 'no_deposit_held', 'No deposit is held on this reservation.');
  }
  if (hold.pending.release > 0) {
    throw new ApiError(409, 'deposit_release_pending', 'The deposit is being released; it can no longer be captured.');
  }
  const available = hold.heldAmount - hold.pending.capture;
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0 || input.amount > available) {
    throw new ApiError(400, 'invalid_request', `The amount must be between 1 and ${available}.`, {
      amount: `At most ${available}.`,
    });
  }
  const call: ModificationCall = {
    action: 'capture',
    key: input.key,
    amount: input.amount,
    pspReference: hold.pspReference,
  };
  await recordRequested(tx, context, processor, row, call, await sendModification(processor, row, call));
  await audit(tx, {
    tenant: row.tenant,
    reservationId: row.id,
    action: 'deposit.captured',
    details: { amount: input.amount, reason: input.reason, by: input.actor },
    at: context.now,
  });
  if (input.amount < available) await releaseDeposit(tx, context, processor, row, `${input.key}:release`);
}

/** The key of a renewal: one a day, so a renewal refused today is asked again tomorrow. */
function renewalKey(now: Date): string {
  return `deposit-renewal:${now.toISOString().slice(0, 10)}`;
}

/** Whether the hold must be renewed now: it lapses within `renewDaysBeforeExpiry` and before its release. */
function planRenewal(
  row: ReservationRow,
  deposit: DepositState,
  entries: readonly { idempotencyKey: string }[],
  now: Date,
): ModificationCall | null {
  const terms = depositTerms[row.tenant as TenantId];
  const lapses = deposit.authorisationExpiresAt;
  if (deposit.status !== 'held' || !deposit.pspReference || !lapses || deposit.pending.renewal) return null;
  if (lapses.getTime() - terms.renewDaysBeforeExpiry * day > now.getTime()) return null;
  if (lapses >= depositReleaseDate(row)) return null;
  const key = renewalKey(now);
  if (entries.some((entry) => entry.idempotencyKey === key)) return null;
  return { action: 'renewal', key, amount: deposit.heldAmount, pspReference: deposit.pspReference };
}

/**
 * Applies a verified modification webhook of the deposit hold, in the reservation's transaction: a
 * success writes what happened (`captured`, `cancelled`, `adjusted` with the hold's new validity), a
 * failure a `failed` entry that takes the request back, audited for the desk (a failed renewal with the
 * date the hold lapses). Once per event (the ledger's keys).
 */
export async function applyDepositEvent(
  tx: Transaction,
  context: EngineContext,
  processor: PaymentProcessor,
  row: ReservationRow,
  event: ProcessorEvent,
): Promise<void> {
  const action: DepositAction | null =
    event.kind === 'capture'
      ? 'capture'
      : event.kind === 'cancellation'
        ? 'release'
        : event.kind === 'authorisation_adjustment'
          ? 'renewal'
          : null;
  if (!action || !event.originalReference) return;
  const terms = depositTerms[row.tenant as TenantId];
  if (event.success) {
    const kind = ({ capture: 'captured', release: 'cancelled', renewal: 'adjusted' } as const)[action];
    const recorded = await recordLedgerEntry(tx, {
      reservationId: row.id,
      kind,
      purpose: 'deposit',
      amount: event.amount,
      currency: event.currency,
      processor: processor.name,
      pspReference: event.pspReference,
      paymentReference: event.originalReference,
      authorisationExpiresAt:
        action === 'renewal' ? new Date(context.now.getTime() + terms.authorisationValidityDays * day) : null,
      key: `${kind}:${event.pspReference}`,
      // Our clock, as every entry's: the order of a failure and a later success is the order they came in.
      at: context.now,
    });
    if (recorded && action !== 'capture') {
      await audit(tx, {
        tenant: row.tenant,
        reservationId: row.id,
        action: action === 'release' ? 'deposit.released' : 'deposit.renewed',
        details: { amount: event.amount },
        at: context.now,
      });
    }
    return;
  }
  const before = ledgerTotals(await ledgerOf(tx, row.id)).deposit;
  const recorded = await recordLedgerEntry(tx, {
    reservationId: row.id,
    kind: 'failed',
    purpose: 'deposit',
    amount: event.amount,
    currency: event.currency,
    processor: processor.name,
    pspReference: event.pspReference,
    paymentReference: event.originalReference,
    failureCode: event.reason ?? `${event.kind}_failed`,
    key: depositFailureKey(action, event.pspReference),
    at: context.now,
  });
  if (!recorded) return;
  await audit(tx, {
    tenant: row.tenant,
    reservationId: row.id,
    action: `deposit.${action}_failed`,
    details: {
      amount: event.amount,
      reason: event.reason,
      // The desk asks the customer for a new hold before this date.
      ...(action === 'renewal' ? { lapsesAt: before.authorisationExpiresAt?.toISOString() ?? null } : {}),
    },
    at: context.now,
  });
}

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

/**
 * Whether the desk may hand the vehicle over: a reservation with a deposit in its price needs it held
 * (or already settled), unless a manager overrides with a reason.
 */
export async function depositMissing(tx: Transaction, row: ReservationRow): Promise<boolean> {
  if (depositOf(row) === 0) return false;
  return (await depositStateOf(tx, row)).status === 'not_held';
}

/**
 * POST /api/reservations/{reference}/deposit: the customer authorises the deposit hold on the
 * processor's page (a checkout with manual capture), after the card kept at booking refused it or when
 * none was kept (the `deposit-hold-refused` e-mail's link). The same key answers the same checkout.
 */
export async function startDepositCheckout(
  context: EngineContext,
  processor: PaymentProcessor,
  input: { reference: string; key: string; returnUrl: string },
  session: Session | undefined,
): Promise<StartedPayment> {
  return context.db.transaction(async (tx) => {
    const row = await lockProvenReservation(tx, context.tenant, input.reference, session);
    const [previous] = await tx
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.reservationId, row.id), eq(paymentAttempts.idempotencyKey, input.key)));
    if (previous) return { attempt: previous, reservation: row, replayed: true };
    if (row.status !== 'confirmed' && row.status !== 'checked_in') {
      throw new ApiError(409, 'deposit_not_needed', 'This reservation needs no deposit now.');
    }
    if (depositOf(row) === 0 || (await depositStateOf(tx, row)).status !== 'not_held') {
      throw new ApiError(409, 'deposit_not_needed', 'The deposit is already held, or this reservation has none.');
    }
    return startPaymentLocked(tx, context, processor, row, {
      key: input.key,
      purpose: 'deposit',
      returnUrl: input.returnUrl,
      amount: depositOf,
      capture: 'manual',
    });
  });
}
