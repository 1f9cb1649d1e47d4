import { eq } from 'drizzle-orm';
import type { Currency } from '../../src/config/currencies';
import { depositTerms } from '../../src/config/deposit';
import type { TenantId } from '../../src/config/tenants';
import type { Transaction } from '../db/client.server';
import { paymentAttempts, reservations } from '../db/schema';
import { enqueueMessage } from '../mail/outbox.server';
import type { PaymentProcessor, RefusalCode } from '../payments/processor.server';
import type { EngineContext } from './context.server';
import { depositHoldRefused } from './deposit.server';
import { ledgerOf, recordLedgerEntry, rejectedPurpose } from './ledger.server';
import { amountDue, audit, outstanding, type ReservationRow } from './reservations.server';
import { refundPayment } from './refunds.server';

/**
 * A payment's outcome (README "Payments"), whoever learns it first, the customer's return
 * (`payment-checkout.server.ts`) or the processor's webhook (`payment-webhook.server.ts`): an
 * authorisation applied once (a charge captured and the booking confirmed, a deposit held), one that
 * is not a payment given back (`rejectAuthorisation`, issue 37), a failed attempt recorded
 * (`markFailed`). Each writes the ledger, the audit and the customer's e-mail in the caller's
 * transaction.
 */

export type PaymentAttemptRow = typeof paymentAttempts.$inferSelect;

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

export async function lockAttempt(tx: Transaction, attemptId: string): Promise<PaymentAttemptRow | undefined> {
  const [attempt] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId)).for('update');
  return attempt;
}

export async function lockReservationById(tx: Transaction, id: string): Promise<ReservationRow | undefined> {
  const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
  return row;
}

export interface SettledPayment {
  attempt: PaymentAttemptRow;
  reservation: ReservationRow;
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
export async function applyCheckoutAuthorisation(
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
export async function rejectAuthorisation(
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
