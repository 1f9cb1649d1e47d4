import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Currency } from '../../src/config/currencies';
import { depositTerms } from '../../src/config/deposit';
import type { TenantId } from '../../src/config/tenants';
import type { Transaction } from '../db/client.server';
import { paymentAttempts } from '../db/schema';
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
import { paymentAttemptId, startPaymentLocked, type StartedPayment } from './payment-checkout.server';
import { applyAuthorisation, markFailed, type PaymentAttemptRow } from './payment-outcome.server';
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

export const day = 86_400_000;

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
export interface HoldCall {
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
export async function planDepositHold(
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
export function sendDepositHold(
  processor: PaymentProcessor,
  row: ReservationRow,
  call: HoldCall,
): Promise<Authorisation> {
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
export async function recordDepositHold(
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
export interface ModificationCall {
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

export function sendModification(processor: PaymentProcessor, row: ReservationRow, call: ModificationCall) {
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
export async function recordRequested(
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

export async function planRelease(tx: Transaction, row: ReservationRow, key: string): Promise<ModificationCall | null> {
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
export function renewalKey(now: Date): string {
  return `deposit-renewal:${now.toISOString().slice(0, 10)}`;
}

/** Whether the hold must be renewed now: it lapses within `renewDaysBeforeExpiry` and before its release. */
export function planRenewal(
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
