import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../db/client.server';
import { paymentAttempts, reservations } from '../db/schema';
import type { PaymentProcessor, ProcessorEvent } from '../payments/processor.server';
import type { EngineContext } from './context.server';
import { applyDepositEvent } from './deposit.server';
import { ledgerOf, recordLedgerEntry, rejectedPurpose } from './ledger.server';
import {
  applyCheckoutAuthorisation,
  lockAttempt,
  lockReservationById,
  markFailed,
  rejectAuthorisation,
  type PaymentAttemptRow,
} from './payment-outcome.server';
import { audit, type ReservationRow } from './reservations.server';

/**
 * The processor's webhooks (README "Payments"): each verified event applied once
 * (`applyProcessorEvent`): an authorisation or a refused card of a checkout, a hold on the stored card,
 * and the modifications (capture, cancellation, refund, adjustment) of payments and deposit holds,
 * with the returns of authorisations that were not taken as payment.
 */

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
