import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Currency } from '../../src/config/currencies';
import { depositTerms } from '../../src/config/deposit';
import type { TenantId } from '../../src/config/tenants';
import type { Transaction } from '../db/client.server';
import { paymentAttempts, reservations, type PaymentPurpose } from '../db/schema';
import { ApiError } from '../http/api-error.server';
import { enqueueMessage } from '../mail/outbox.server';
import type { PaymentProcessor, ProcessorEvent, RefusalCode } from '../payments/processor.server';
import type { Session } from '../session.server';
import type { EngineContext } from './context.server';
import { applyDepositEvent, depositHoldRefused } from './deposit.server';
import { ledgerOf, recordLedgerEntry, rejectedPurpose } from './ledger.server';
import { amountDue, audit, lockProvenReservation, outstanding, type ReservationRow } from './reservations.server';

export type PaymentAttemptRow = typeof paymentAttempts.$inferSelect;

/** The processor's default life of a checkout (Adyen: one hour); a later Pay starts a new one. */
const checkoutMinutes = 60;

/** The words the customer reads for each refusal (the UI translates by the code). */
export const refusalMessages: Record<RefusalCode | 'cancelled' | 'expired', string> = {
  card_declined: 'Your card was declined. No money was taken; please try another card.',
  insufficient_funds: 'Your card has insufficient funds. No money was taken; please try another card.',
  expired_card: 'Your card has expired. No money was taken; please try another card.',
  incorrect_cvc: "Your card's security code was refused. No money was taken; please try again or use another card.",
  authentication_failed:
    'The card issuer did not confirm the payment (3-D Secure). No money was taken; please try again or use another card.',
  processing_error: 'The payment could not be processed. No money was taken; please try again in a moment.',
  cancelled: 'The payment was cancelled. No money was taken; you can pay with another card.',
  expired: 'The payment page expired. No money was taken; please start the payment again.',
};

export interface StartPaymentInput {
  reference: string;
  key: string;
  purpose: PaymentPurpose;
  returnUrl: string;
  /** What to charge; by default what is due now. */
  amount?: (row: ReservationRow) => number;
  capture?: 'automatic' | 'manual';
}

export interface StartedPayment {
  attempt: PaymentAttemptRow;
  reservation: ReservationRow;
  replayed: boolean;
}

function assertPayable(row: ReservationRow, now: Date): void {
  const expired = () =>
    new ApiError(
      409,
      'reservation_expired',
      'This reservation was not paid in time and has expired. Please book again.',
    );
  if (row.status === 'expired') throw expired();
  if (row.status === 'cancelled') throw new ApiError(409, 'reservation_cancelled', 'This reservation is cancelled.');
  if (row.status === 'pending_payment' && row.holdExpiresAt && row.holdExpiresAt <= now) throw expired();
}

/**
 * Starts a payment on the processor's hosted page (POST /api/reservations/{reference}/payments, the
 * check-in and the edit payments). The reservation row is locked, so two presses, two tabs or two
 * function instances start one checkout per key: the same key answers the same attempt. The card is
 * typed on the processor's page; this site learns the outcome from `settlePayment` and the webhooks.
 */
export async function startPayment(
  context: EngineContext,
  processor: PaymentProcessor,
  input: StartPaymentInput,
  session: Session | undefined,
): Promise<StartedPayment> {
  const { db, tenant } = context;
  return db.transaction(async (tx) => {
    const row = await lockProvenReservation(tx, tenant, input.reference, session);
    return startPaymentLocked(tx, context, processor, row, input);
  });
}

/**
 * A payment attempt's id, derived from its reservation and its idempotency key (a name-based UUID). The
 * id is the `reference` the processor gets under the key `${reservation}:${key}`: when the processor
 * failed after doing the work and the transaction rolled back, the same request afterwards sends it the
 * same body under the same key, which it answers as the first time, instead of refusing a key reused
 * with another body (a random id each time would do that) and leaving the customer unable to pay.
 */
export function paymentAttemptId(reservationId: string, key: string): string {
  const hex = createHash('sha256').update(`${reservationId}:${key}`).digest('hex');
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** `startPayment` inside a transaction that already holds the reservation's lock. */
export async function startPaymentLocked(
  tx: Transaction,
  context: EngineContext,
  processor: PaymentProcessor,
  row: ReservationRow,
  input: Omit<StartPaymentInput, 'reference'>,
): Promise<StartedPayment> {
  const { tenant, now } = context;
  const [previous] = await tx
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.reservationId, row.id), eq(paymentAttempts.idempotencyKey, input.key)));
  if (previous) return { attempt: previous, reservation: row, replayed: true };

  assertPayable(row, now);
  // What is due after a change of a confirmed booking is the change's difference.
  const purpose = input.purpose === 'booking' && row.status !== 'pending_payment' ? 'change' : input.purpose;
  const amount = (input.amount ?? amountDue)(row);
  if (amount <= 0) throw new ApiError(409, 'nothing_due', 'Nothing is due on this reservation: it is already paid.');
  const capture = input.capture ?? 'automatic';
  const expiresAt = new Date(now.getTime() + checkoutMinutes * 60_000);
  const [attempt] = await tx
    .insert(paymentAttempts)
    .values({
      id: paymentAttemptId(row.id, input.key),
      reservationId: row.id,
      purpose,
      amount,
      currency: row.currency,
      capture,
      processor: processor.name,
      status: 'pending',
      idempotencyKey: input.key,
      expiresAt,
      createdAt: now,
    })
    .returning();
  if (!attempt) throw new Error('The payment attempt was not recorded');
  const checkout = await processor.createCheckout({
    reference: attempt.id,
    amount,
    currency: row.currency as Currency,
    returnUrl: input.returnUrl,
    locale: row.locale,
    capture,
    storeCard: true,
    shopperReference: row.id,
    description: `Reservation ${row.reference}`,
    shopperEmail: row.customer.email,
    idempotencyKey: `${row.id}:${input.key}`,
    // The processor keeps its own clock for the checkout's life (Adyen: one hour by default).
  });
  const [started] = await tx
    .update(paymentAttempts)
    .set({ checkoutId: checkout.checkoutId, checkoutUrl: checkout.url, expiresAt: checkout.expiresAt })
    .where(eq(paymentAttempts.id, attempt.id))
    .returning();
  await audit(tx, {
    tenant,
    reservationId: row.id,
    action: 'payment.started',
    details: { attempt: attempt.id, amount, purpose, capture },
    at: now,
  });
  return { attempt: started ?? attempt, reservation: row, replayed: false };
}

async function lockAttempt(tx: Transaction, attemptId: string): Promise<PaymentAttemptRow | undefined> {
  const [attempt] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId)).for('update');
  return attempt;
}

async function lockReservationById(tx: Transaction, id: string): Promise<ReservationRow | undefined> {
  const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
  return row;
}

export interface SettledPayment {
  attempt: PaymentAttemptRow;
  reservation: ReservationRow;
}

/**
 * Asks the processor how a checkout ended, after the customer came back from its page (POST
 * /api/reservations/{reference}/payments/{id}/result), and applies it. The webhook applies the same
 * outcome; whichever comes first applies it, the other finds it applied. `pending` means the processor
 * has not decided yet: ask again.
 */
export async function settlePayment(
  context: EngineContext,
  processor: PaymentProcessor,
  input: { reference: string; attemptId: string; sessionResult?: string },
  session: Session | undefined,
): Promise<SettledPayment> {
  const { db, tenant } = context;
  return db.transaction(async (tx) => {
    const row = await lockProvenReservation(tx, tenant, input.reference, session);
    const attempt = await lockAttempt(tx, input.attemptId);
    if (!attempt || attempt.reservationId !== row.id) throw new ApiError(404, 'not_found', 'No such payment.');
    // A failed checkout is asked again too: a card may have been authorised after we gave up on it.
    if (attempt.status === 'succeeded' || !attempt.checkoutId) return { attempt, reservation: row };
    const asked = processor.checkoutResult({
      checkoutId: attempt.checkoutId,
      ...(input.sessionResult ? { sessionResult: input.sessionResult } : {}),
    });
    // A failed attempt already has its answer: a processor that does not answer now does not change it
    // (its webhook still applies a late card).
    const result = attempt.status === 'failed' ? await asked.catch(() => null) : await asked;
    if (!result) return { attempt, reservation: row };
    const authorised = result.payments.find((payment) => payment.status === 'authorised');
    if (authorised) {
      return applyCheckoutAuthorisation(tx, context, processor, row, attempt, {
        pspReference: authorised.pspReference,
        amount: authorised.amount,
        currency: authorised.currency,
        card: null,
        storedCardId: null,
      });
    }
    if (attempt.status === 'failed') return { attempt, reservation: row };
    // A refused card leaves the checkout open for another (Adyen's session stays `active`); it ends
    // `refused` only after too many refusals, whose reason the refusals' webhooks gave.
    if (result.status === 'refused') {
      const code = (attempt.failureCode as RefusalCode | null) ?? 'card_declined';
      return markFailed(tx, context, row, attempt, code, null);
    }
    if (result.status === 'cancelled') return markFailed(tx, context, row, attempt, 'cancelled', null);
    // The processor's word, not our clock: while it says `active` its page still takes a card.
    if (result.status === 'expired') return markFailed(tx, context, row, attempt, 'expired', null);
    return { attempt, reservation: row };
  });
}

export async function markFailed(
  tx: Transaction,
  context: EngineContext,
  row: ReservationRow,
  attempt: PaymentAttemptRow,
  code: RefusalCode | 'cancelled' | 'expired',
  pspReference: string | null,
): Promise<SettledPayment> {
  const [failed] = await tx
    .update(paymentAttempts)
    .set({ status: 'failed', failureCode: code, pspReference, settledAt: context.now })
    .where(eq(paymentAttempts.id, attempt.id))
    .returning();
  await recordLedgerEntry(tx, {
    reservationId: row.id,
    kind: 'failed',
    purpose: attempt.purpose,
    amount: attempt.amount,
    currency: attempt.currency,
    processor: attempt.processor,
    pspReference,
    attemptId: attempt.id,
    failureCode: code,
    key: `failed:${attempt.id}`,
    at: context.now,
  });
  await audit(tx, {
    tenant: row.tenant,
    reservationId: row.id,
    action: 'payment.failed',
    details: { attempt: attempt.id, code, amount: attempt.amount },
    at: context.now,
  });
  // A deposit hold the stored card refused: the customer is asked to authorise it on the processor's page.
  await depositHoldRefused(tx, row, attempt, context.now);
  return { attempt: failed ?? attempt, reservation: row };
}

export interface AuthorisationFacts {
  pspReference: string;
  amount: number;
  card: { brand: string; last4: string } | null;
  storedCardId: string | null;
}

/**
 * Records an authorised checkout: a charge is captured by the processor at once (automatic capture)
 * and confirms a held booking; a deposit stays authorised as a hold. A charge that finds nothing due
 * any more (a second tab paid first) is refunded at once: a customer never pays twice.
 */
export async function applyAuthorisation(
  tx: Transaction,
  context: EngineContext,
  processor: PaymentProcessor,
  row: ReservationRow,
  attempt: PaymentAttemptRow,
  facts: AuthorisationFacts,
): Promise<SettledPayment> {
  const { now } = context;
  const base = {
    reservationId: row.id,
    purpose: attempt.purpose,
    amount: facts.amount,
    currency: attempt.currency,
    processor: attempt.processor,
    pspReference: facts.pspReference,
    paymentReference: facts.pspReference,
    attemptId: attempt.id,
    cardBrand: facts.card?.brand ?? null,
    cardLast4: facts.card?.last4 ?? null,
    at: now,
  };
  const [settled] = await tx
    .update(paymentAttempts)
    .set({
      status: 'succeeded',
      pspReference: facts.pspReference,
      settledAt: now,
      ...(facts.card ? { cardBrand: facts.card.brand, cardLast4: facts.card.last4 } : {}),
      ...(facts.storedCardId ? { storedCardId: facts.storedCardId } : {}),
    })
    .where(eq(paymentAttempts.id, attempt.id))
    .returning();
  if (attempt.capture === 'manual') {
    const validity = depositTerms[row.tenant as TenantId].authorisationValidityDays;
    await recordLedgerEntry(tx, {
      ...base,
      kind: 'authorised',
      key: `authorised:${facts.pspReference}`,
      authorisationExpiresAt: new Date(now.getTime() + validity * 86_400_000),
    });
    await audit(tx, {
      tenant: row.tenant,
      reservationId: row.id,
      action: 'deposit.held',
      details: { amount: facts.amount },
      at: now,
    });
    return { attempt: settled ?? attempt, reservation: row };
  }
  // A reservation that expired or was cancelled while its checkout was open is owed nothing: a card
  // authorised then (a late second card, a webhook after the hold lapsed) is refunded whole below.
  const isLive = row.status !== 'expired' && row.status !== 'cancelled';
  const due = !isLive ? 0 : attempt.purpose === 'check-in' ? outstanding(row) : amountDue(row);
  await recordLedgerEntry(tx, { ...base, kind: 'authorised', key: `authorised:${facts.pspReference}` });
  await recordLedgerEntry(tx, { ...base, kind: 'captured', key: `captured:${facts.pspReference}` });
  const [confirmed] = await tx
    .update(reservations)
    .set({
      status: row.status === 'pending_payment' ? 'confirmed' : row.status,
      holdExpiresAt: null,
      updatedAt: now,
      version: row.version + 1,
    })
    .where(eq(reservations.id, row.id))
    .returning();
  if (!confirmed) throw new Error('The reservation was not updated');
  await audit(tx, {
    tenant: row.tenant,
    reservationId: row.id,
    action: 'payment.succeeded',
    details: { attempt: attempt.id, amount: facts.amount, currency: attempt.currency, purpose: attempt.purpose },
    at: now,
  });
  if (row.status === 'pending_payment') {
    await enqueueMessage(tx, { kind: 'booking-confirmed', reservation: confirmed, now });
  }
  // No receipt for a reservation that is no longer live: its charge is refunded whole below.
  if (isLive) {
    await enqueueMessage(tx, {
      kind: 'payment-received',
      reservation: confirmed,
      now,
      version: attempt.id,
      details: {
        payment: {
          amount: facts.amount,
          cardBrand: facts.card?.brand ?? null,
          cardLast4: facts.card?.last4 ?? null,
          paidAt: now.toISOString(),
          testMode: processor.testMode,
        },
      },
    });
  }
  const surplus = facts.amount - Math.max(0, due);
  if (surplus > 0) {
    await refundPayment(
      tx,
      processor,
      confirmed,
      facts.pspReference,
      surplus,
      `overpayment:${attempt.id}`,
      'overpayment',
      now,
    );
  }
  const [after] = await tx.select().from(reservations).where(eq(reservations.id, row.id));
  return { attempt: settled ?? attempt, reservation: after ?? confirmed };
}

/** An authorisation as the processor reported it: what it says it authorised, in which currency. */
export interface ReportedAuthorisation extends AuthorisationFacts {
  currency: string;
}

/** Why an authorisation was not taken as payment (the ledger's `failureCode`, the desk's reason). */
export type RejectedAuthorisation = 'amount_mismatch' | 'currency_mismatch' | 'duplicate_authorisation';

/**
 * Applies an authorisation the processor reported for an attempt (from the customer's return or its
 * webhook), once: only when it authorised exactly the attempt's amount in the attempt's currency. A
 * partial authorisation, or one in another currency, is not a payment: it is given back and the
 * booking is not confirmed by it (issue 37).
 */
async function applyCheckoutAuthorisation(
  tx: Transaction,
  context: EngineContext,
  processor: PaymentProcessor,
  row: ReservationRow,
  attempt: PaymentAttemptRow,
  facts: ReportedAuthorisation,
): Promise<SettledPayment> {
  if (facts.currency !== attempt.currency) {
    return rejectAuthorisation(tx, context, processor, row, attempt, facts, 'currency_mismatch');
  }
  if (facts.amount !== attempt.amount) {
    return rejectAuthorisation(tx, context, processor, row, attempt, facts, 'amount_mismatch');
  }
  return applyAuthorisation(tx, context, processor, row, attempt, facts);
}

/**
 * Gives back an authorisation that is not taken as payment: cancelled when it is a hold (manual
 * capture), refunded when the processor captured it, in the currency it was taken in. The ledger keeps
 * a `failed` entry with the reason (it moves no total), the audit what was expected and what came, and
 * the desk shows it (`staff.paymentProblems`). The attempt fails with `processing_error` for the
 * customer (nothing was taken once the processor gives it back): a new payment starts a new attempt. Once
 * per processor reference: a repeated report finds its entry.
 */
async function rejectAuthorisation(
  tx: Transaction,
  context: EngineContext,
  processor: PaymentProcessor,
  row: ReservationRow,
  attempt: PaymentAttemptRow,
  facts: ReportedAuthorisation,
  reason: RejectedAuthorisation,
): Promise<SettledPayment> {
  const { now } = context;
  const key = `rejected:${facts.pspReference}`;
  const entries = await ledgerOf(tx, row.id);
  if (entries.some((entry) => entry.idempotencyKey === key)) return { attempt, reservation: row };
  const action = attempt.capture === 'manual' ? 'cancelled' : 'refunded';
  const given = {
    pspReference: facts.pspReference,
    reference: `${row.reference}-${reason.replace('_', '-')}`,
    idempotencyKey: `${row.id}:${key}`,
  };
  // The currency the processor took it in, whatever the attempt's: a mismatch is given back as it came.
  const received =
    action === 'cancelled'
      ? await processor.cancel(given)
      : await processor.refund({ ...given, amount: facts.amount, currency: facts.currency as Currency });
  await recordLedgerEntry(tx, {
    reservationId: row.id,
    kind: 'failed',
    purpose: attempt.purpose,
    amount: facts.amount,
    currency: facts.currency,
    processor: attempt.processor,
    pspReference: facts.pspReference,
    paymentReference: facts.pspReference,
    attemptId: attempt.id,
    failureCode: reason,
    key,
    at: now,
  });
  // The processor only received it: its REFUND or CANCELLATION webhook says whether the money came back
  // (`applyRejectedReturnEvent`). Pending till then; it moves no total (the charge never counted as paid).
  await recordLedgerEntry(tx, {
    reservationId: row.id,
    kind: action === 'cancelled' ? 'cancel_requested' : 'refund_requested',
    purpose: rejectedPurpose,
    amount: facts.amount,
    currency: facts.currency,
    processor: attempt.processor,
    pspReference: received.pspReference,
    paymentReference: facts.pspReference,
    attemptId: attempt.id,
    key: `${key}:${action === 'cancelled' ? 'cancel' : 'refund'}`,
    at: now,
  });
  await audit(tx, {
    tenant: row.tenant,
    reservationId: row.id,
    action: 'payment.authorisation_rejected',
    details: {
      attempt: attempt.id,
      reason,
      action,
      expected: { amount: attempt.amount, currency: attempt.currency },
      authorised: { amount: facts.amount, currency: facts.currency },
    },
    at: now,
  });
  if (attempt.status !== 'pending') return { attempt, reservation: row };
  const [failed] = await tx
    .update(paymentAttempts)
    .set({ status: 'failed', failureCode: 'processing_error', settledAt: now })
    .where(eq(paymentAttempts.id, attempt.id))
    .returning();
  return { attempt: failed ?? attempt, reservation: row };
}

/**
 * A refused card of a checkout, from its AUTHORISATION webhook (each attempt has its own pspReference):
 * recorded once in the ledger (a `failed` entry that moves no total) with its reason, and its reason
 * kept on a pending attempt for the customer's message. The checkout itself stays open: the customer
 * may pay with another card on the same page, and a refusal never undoes a paid attempt.
 */
async function recordRefusedCard(
  tx: Transaction,
  context: EngineContext,
  row: ReservationRow,
  attempt: PaymentAttemptRow,
  event: ProcessorEvent,
): Promise<void> {
  const code = event.refusalCode ?? 'card_declined';
  const recorded = await recordLedgerEntry(tx, {
    reservationId: row.id,
    kind: 'failed',
    purpose: attempt.purpose,
    amount: attempt.amount,
    currency: attempt.currency,
    processor: attempt.processor,
    pspReference: event.pspReference,
    attemptId: attempt.id,
    failureCode: code,
    cardBrand: event.card?.brand ?? null,
    cardLast4: event.card?.last4 ?? null,
    key: `refused:${event.pspReference}`,
    at: context.now,
  });
  if (!recorded) return;
  await audit(tx, {
    tenant: row.tenant,
    reservationId: row.id,
    action: 'payment.card_refused',
    details: { attempt: attempt.id, code, amount: attempt.amount },
    at: context.now,
  });
  // A session refused after too many refusals failed as `card_declined` before the reasons came.
  if (attempt.status === 'pending' || (attempt.status === 'failed' && attempt.failureCode === 'card_declined')) {
    await tx.update(paymentAttempts).set({ failureCode: code }).where(eq(paymentAttempts.id, attempt.id));
  }
}

/**
 * Applies one verified processor webhook event. Idempotent: a repeated event finds its entry; an event
 * that arrives before the site's own answer records what the site would have, and the site's own call
 * then finds it. Events for references this site does not know are ignored (answers false).
 */
export async function applyProcessorEvent(
  context: EngineContext,
  processor: PaymentProcessor,
  event: ProcessorEvent,
): Promise<boolean> {
  const { db, now } = context;
  if (event.kind === 'authorisation') {
    if (!/^[0-9a-f-]{36}$/.test(event.merchantReference)) return false;
    return db.transaction(async (tx) => {
      const [peek] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, event.merchantReference));
      if (!peek) return false;
      // The reservation first, then the attempt: the order every payment path locks in.
      const row = await lockReservationById(tx, peek.reservationId);
      const attempt = await lockAttempt(tx, peek.id);
      if (!row || !attempt) return false;
      const facts = {
        pspReference: event.pspReference,
        amount: event.amount,
        currency: event.currency,
        card: event.card,
        storedCardId: event.storedCardId,
      };
      if (event.success && attempt.status !== 'succeeded') {
        // Pending, or failed by us (expired, cancelled) while the processor still took a card: money was
        // taken, so it is applied (and refunded when nothing is due).
        await applyCheckoutAuthorisation(tx, context, processor, row, attempt, facts);
      } else if (event.success && attempt.pspReference === event.pspReference) {
        // Already applied from the customer's return (or a repeated delivery): keep what only the webhook tells.
        await tx
          .update(paymentAttempts)
          .set({
            ...(event.card ? { cardBrand: event.card.brand, cardLast4: event.card.last4 } : {}),
            ...(event.storedCardId ? { storedCardId: event.storedCardId } : {}),
          })
          .where(eq(paymentAttempts.id, attempt.id));
      } else if (event.success) {
        // A second authorisation of a paid attempt: never taken as payment.
        await rejectAuthorisation(tx, context, processor, row, attempt, facts, 'duplicate_authorisation');
      } else if (attempt.checkoutId) {
        // A refused card of a checkout: the checkout stays open for another card, and a refusal that
        // arrives after the success (or twice) never undoes it.
        await recordRefusedCard(tx, context, row, attempt, event);
      } else if (attempt.status === 'pending') {
        // A merchant-initiated hold on the stored card: its refusal is final.
        await markFailed(tx, context, row, attempt, event.refusalCode ?? 'card_declined', event.pspReference);
      } else if (attempt.status === 'failed' && event.refusalCode && attempt.failureCode !== event.refusalCode) {
        // The call's answer found the refusal first; only the webhook names its reason.
        await tx
          .update(paymentAttempts)
          .set({ failureCode: event.refusalCode })
          .where(eq(paymentAttempts.id, attempt.id));
      }
      return true;
    });
  }
  // A modification: our own call recorded it when the processor took it; a failure is recorded here.
  const original = event.originalReference;
  if (!original) return false;
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.pspReference, original));
    if (!payment) return applyRejectedReturnEvent(tx, context, processor, event, original);
    const row = await lockReservationById(tx, payment.reservationId);
    if (!row) return false;
    // An automatic capture is recorded with its authorisation; its CAPTURE event adds nothing.
    if (event.kind === 'capture' && event.success && payment.capture === 'automatic') return true;
    // The deposit hold's capture, release and renewal: pending until this event says what happened.
    if (payment.capture === 'manual' && event.kind !== 'refund') {
      await applyDepositEvent(tx, context, processor, row, event);
      return true;
    }
    const kinds = {
      capture: 'captured',
      cancellation: 'cancelled',
      refund: 'refunded',
      authorisation_adjustment: 'adjusted',
    } as const;
    const kind = kinds[event.kind as Exclude<ProcessorEvent['kind'], 'authorisation'>];
    const purpose = event.kind === 'refund' ? 'refund' : 'deposit';
    if (event.success) {
      await recordLedgerEntry(tx, {
        reservationId: row.id,
        kind,
        purpose,
        amount: event.amount,
        currency: event.currency,
        processor: processor.name,
        pspReference: event.pspReference,
        paymentReference: original,
        key: `${kind}:${event.pspReference}`,
        at: event.occurredAt,
      });
      return true;
    }
    await recordLedgerEntry(tx, {
      reservationId: row.id,
      kind: 'failed',
      purpose,
      amount: event.amount,
      currency: event.currency,
      processor: processor.name,
      pspReference: event.pspReference,
      paymentReference: original,
      failureCode: event.reason ?? `${event.kind}_failed`,
      key: `failed:${event.kind}:${event.pspReference}`,
      at: now,
    });
    await audit(tx, {
      tenant: row.tenant,
      reservationId: row.id,
      action: `payment.${event.kind}_failed`,
      details: { amount: event.amount },
      at: now,
    });
    return true;
  });
}

/** The merchant reference `rejectAuthorisation` gives its refund or cancel: `<reservation>-<reason>`. */
const rejectedReturnReference = /^([A-Z0-9]+)-(?:amount-mismatch|currency-mismatch|duplicate-authorisation)$/;

/**
 * The REFUND or CANCELLATION webhook of an authorisation not taken as payment (issue 37), whose
 * `original` is no attempt's payment: found by its merchant reference, under the reservation's lock (so
 * an event racing the rejection's own transaction waits for it), and recorded once against the
 * rejection's ledger entry. A success writes `refunded`/`cancelled`, a failure a `failed` entry, both of
 * purpose `rejected` (no total moves), and a failure is audited (`payment.rejected_refund_failed`): the
 * customer was charged and not given it back, and the desk shows it (`staff.paymentProblems`).
 */
async function applyRejectedReturnEvent(
  tx: Transaction,
  context: EngineContext,
  processor: PaymentProcessor,
  event: ProcessorEvent,
  original: string,
): Promise<boolean> {
  const match = rejectedReturnReference.exec(event.merchantReference);
  if (!match?.[1] || (event.kind !== 'refund' && event.kind !== 'cancellation')) return false;
  const [row] = await tx
    .select()
    .from(reservations)
    .where(and(eq(reservations.tenant, context.tenant), eq(reservations.reference, match[1])))
    .for('update');
  if (!row) return false;
  const entries = await ledgerOf(tx, row.id);
  const rejected = entries.find((entry) => entry.idempotencyKey === `rejected:${original}`);
  if (!rejected) return false;
  const kind = event.kind === 'refund' ? 'refunded' : 'cancelled';
  const base = {
    reservationId: row.id,
    purpose: rejectedPurpose,
    amount: event.amount,
    currency: event.currency,
    processor: processor.name,
    pspReference: event.pspReference,
    paymentReference: original,
    attemptId: rejected.attemptId,
    at: context.now,
  };
  if (event.success) {
    await recordLedgerEntry(tx, { ...base, kind, key: `${kind}:${event.pspReference}` });
    return true;
  }
  const recorded = await recordLedgerEntry(tx, {
    ...base,
    kind: 'failed',
    failureCode: event.reason ?? `${event.kind}_failed`,
    key: `failed:${event.kind}:${event.pspReference}`,
  });
  if (recorded) {
    await audit(tx, {
      tenant: row.tenant,
      reservationId: row.id,
      action: 'payment.rejected_refund_failed',
      details: {
        action: kind,
        amount: event.amount,
        currency: event.currency,
        reason: event.reason,
        pspReference: original,
        rejected: rejected.failureCode,
      },
      at: context.now,
    });
  }
  return true;
}

/**
 * Refunds `amount` of one captured payment through the processor and records it. The key makes it
 * once: a retried refund reaches the processor with the same idempotency key and the ledger entry
 * exists already.
 */
async function refundPayment(
  tx: Transaction,
  processor: PaymentProcessor,
  row: ReservationRow,
  pspReference: string,
  amount: number,
  key: string,
  purpose: string,
  now: Date,
): Promise<number> {
  const received = await processor.refund({
    pspReference,
    amount,
    currency: row.currency as Currency,
    reference: `${row.reference}-${purpose}`,
    idempotencyKey: `${row.id}:${key}`,
  });
  await recordLedgerEntry(tx, {
    reservationId: row.id,
    kind: 'refunded',
    purpose,
    amount,
    currency: row.currency,
    processor: processor.name,
    pspReference: received.pspReference,
    paymentReference: pspReference,
    key,
    at: now,
  });
  return amount;
}

/**
 * Gives `amount` back to the customer's card against the original payments, newest first, partial or
 * whole (cancellation, refund requests, a change that costs less). Keys are derived from `key`, so a
 * retried refund is not paid twice. Answers what was refunded.
 */
export async function refundToCard(
  tx: Transaction,
  processor: PaymentProcessor,
  row: ReservationRow,
  amount: number,
  key: string,
  purpose: string,
  now: Date,
): Promise<number> {
  const entries = await ledgerOf(tx, row.id);
  const refundedOf = new Map<string, number>();
  for (const entry of entries) {
    if (entry.kind === 'refunded' && entry.paymentReference) {
      refundedOf.set(entry.paymentReference, (refundedOf.get(entry.paymentReference) ?? 0) + entry.amount);
    }
  }
  const captures = entries
    .filter((entry) => entry.kind === 'captured' && entry.purpose !== 'deposit' && entry.gatewayReference)
    .reverse();
  let remaining = amount;
  for (const capture of captures) {
    if (remaining <= 0) break;
    const psp = capture.gatewayReference as string;
    const refundKey = `${key}:${psp}`;
    const already = entries.find((entry) => entry.idempotencyKey === refundKey);
    if (already) {
      remaining -= already.amount;
      continue;
    }
    const part = Math.min(remaining, capture.amount - (refundedOf.get(psp) ?? 0));
    if (part <= 0) continue;
    remaining -= await refundPayment(tx, processor, row, psp, part, refundKey, purpose, now);
  }
  return amount - Math.max(0, remaining);
}
