import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Currency } from '../../src/config/currencies';
import type { Transaction } from '../db/client.server';
import { paymentAttempts, type PaymentPurpose } from '../db/schema';
import { ApiError } from '../http/api-error.server';
import type { PaymentProcessor, RefusalCode } from '../payments/processor.server';
import type { Session } from '../session.server';
import type { EngineContext } from './context.server';
import {
  applyCheckoutAuthorisation,
  lockAttempt,
  markFailed,
  type PaymentAttemptRow,
  type SettledPayment,
} from './payment-outcome.server';
import { amountDue, audit, lockProvenReservation, type ReservationRow } from './reservations.server';

/**
 * Checkouts (one of the payment files, README "Payments"): a payment started on the processor's hosted
 * page (`startPayment`, `startPaymentLocked` for the check-in and the deposit inside their own
 * transactions) and settled when the customer comes back from it (`settlePayment`). What an outcome
 * does to the reservation and the ledger is `payment-outcome.server.ts`; the webhooks are
 * `payment-webhook.server.ts`.
 */

/** The processor's default life of a checkout (Adyen: one hour); a later Pay starts a new one. */
const checkoutMinutes = 60;

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

/**
 * Asks the processor how a checkout ended, after the customer came back from its page (POST
 * /api/reservations/{reference}/payments/{id}/result), and applies it. The webhook applies the same
 * outcome; whichever comes first applies it, the other finds it applied. `pending` means the processor
 * has not decided yet: ask again.
 *
 * The processor answers a checkout's result only for the `sessionResult` of its return address (Adyen:
 * a required parameter), and its answer for one value never changes ("don't make the request again to
 * check for payment status updates"). The value is kept with the attempt, and kept even when the
 * processor does not answer (its error is thrown once the transaction has committed), so a question
 * without it (a reload, the step restored after the return page) still has it.
 */
export async function settlePayment(
  context: EngineContext,
  processor: PaymentProcessor,
  input: { reference: string; attemptId: string; sessionResult?: string },
  session: Session | undefined,
): Promise<SettledPayment> {
  const { db, tenant } = context;
  const given = input.sessionResult;
  // The processor's error on a pending attempt, thrown once the kept value is committed.
  const unanswered: { error?: unknown } = {};
  const settled = await db.transaction(async (tx): Promise<SettledPayment> => {
    const row = await lockProvenReservation(tx, tenant, input.reference, session);
    const attempt = await lockAttempt(tx, input.attemptId);
    if (!attempt || attempt.reservationId !== row.id) throw new ApiError(404, 'not_found', 'No such payment.');
    if (given && attempt.sessionResult !== given) {
      await tx.update(paymentAttempts).set({ sessionResult: given }).where(eq(paymentAttempts.id, attempt.id));
    }
    if (attempt.status === 'succeeded' || !attempt.checkoutId) return { attempt, reservation: row };
    // Without a value of its own, the question has the one kept; without either, the attempt stands as
    // the webhooks left it. A failed attempt is asked again only with a return address's value: a card
    // may have been authorised after we gave up on it (its webhook applies it too).
    const sessionResult = given ?? (attempt.status === 'pending' ? attempt.sessionResult : null);
    if (!sessionResult) return { attempt, reservation: row };
    const result = await processor
      .checkoutResult({ checkoutId: attempt.checkoutId, sessionResult })
      .catch((error: unknown) => {
        // A failed attempt already has its answer: a processor that does not answer now does not
        // change it (its webhook still applies a late card). A pending one's caller hears the error.
        if (attempt.status === 'pending') unanswered.error = error;
        return null;
      });
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
  if ('error' in unanswered) throw unanswered.error;
  return settled;
}
