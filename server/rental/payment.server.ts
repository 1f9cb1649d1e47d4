import { and, desc, eq } from 'drizzle-orm';
import type { Currency } from '../../src/config/currencies';
import type { Transaction } from '../db/client.server';
import { payments, reservations } from '../db/schema';
import { ApiError } from '../http/api-error.server';
import { enqueueMessage, receiptOf } from '../mail/outbox.server';
import { CardValidationError, type CardDetails, type PaymentGateway } from '../payments/index.server';
import type { Session } from '../session.server';
import type { EngineContext } from './context.server';
import { amountDue, audit, lockProvenReservation, type ReservationRow } from './reservations.server';

export type PaymentRow = typeof payments.$inferSelect;

export type PaymentOutcome =
  | { status: 'succeeded'; reservation: ReservationRow; payment: PaymentRow; replayed: boolean }
  | { status: 'failed'; reservation: ReservationRow; payment: PaymentRow; replayed: boolean };

/**
 * Charges what is due on a reservation (POST /api/reservations/{reference}/payments; also the check-in
 * payment). The reservation row is locked for the whole payment, so two clicks, two tabs or two
 * function instances charge once: the second finds the payment of its key (same key) or nothing due
 * (another key). A failed charge is kept too, so retrying its key answers the same failure; a new
 * attempt takes a new key. The gateway gets a key derived from the reservation and the request key,
 * so a crash between the charge and the commit cannot charge twice on retry.
 */
export async function payReservation(
  context: EngineContext,
  gateway: PaymentGateway,
  input: {
    reference: string;
    card: CardDetails;
    key: string;
    purpose: 'booking' | 'check-in' | 'change';
    amount?: (row: ReservationRow) => number;
  },
  session: Session | undefined,
): Promise<PaymentOutcome> {
  const { db, tenant, now } = context;
  return db.transaction(async (tx) => {
    const row = await lockProvenReservation(tx, tenant, input.reference, session);
    const [previous] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.reservationId, row.id), eq(payments.idempotencyKey, input.key)));
    if (previous) return { status: previous.status, reservation: row, payment: previous, replayed: true };

    if (row.status === 'expired') {
      throw new ApiError(
        409,
        'reservation_expired',
        'This reservation was not paid in time and has expired. Please book again.',
      );
    }
    if (row.status === 'cancelled') throw new ApiError(409, 'reservation_cancelled', 'This reservation is cancelled.');
    if (row.status === 'pending_payment' && row.holdExpiresAt && row.holdExpiresAt <= now) {
      throw new ApiError(
        409,
        'reservation_expired',
        'This reservation was not paid in time and has expired. Please book again.',
      );
    }
    const amount = (input.amount ?? amountDue)(row);
    if (amount <= 0) throw new ApiError(409, 'nothing_due', 'Nothing is due on this reservation: it is already paid.');

    let result;
    try {
      result = await gateway.charge({
        amount,
        currency: row.currency as Currency,
        card: input.card,
        idempotencyKey: `${row.id}:${input.key}`,
        description: `Reservation ${row.reference}`,
        now,
      });
    } catch (error) {
      if (error instanceof CardValidationError) {
        throw new ApiError(400, 'invalid_card', 'The card details are not valid.', prefixFields(error.fields));
      }
      throw error;
    }
    const [payment] = await tx
      .insert(payments)
      .values({
        reservationId: row.id,
        kind: 'charge',
        purpose: input.purpose,
        amount,
        currency: row.currency,
        status: result.status,
        gateway: gateway.name,
        gatewayReference: result.status === 'succeeded' ? result.chargeId : null,
        failureCode: result.status === 'failed' ? result.code : null,
        cardBrand: result.brand,
        cardLast4: result.last4,
        idempotencyKey: input.key,
        createdAt: now,
      })
      .returning();
    if (!payment) throw new Error('The payment was not recorded');
    if (result.status === 'failed') {
      await audit(tx, {
        tenant,
        reservationId: row.id,
        sessionId: session?.id,
        action: 'payment.failed',
        details: { code: result.code, amount },
        at: now,
      });
      return { status: 'failed', reservation: row, payment, replayed: false };
    }
    const [updated] = await tx
      .update(reservations)
      .set({
        paid: row.paid + amount,
        status: row.status === 'pending_payment' ? 'confirmed' : row.status,
        holdExpiresAt: null,
        updatedAt: now,
        version: row.version + 1,
      })
      .where(eq(reservations.id, row.id))
      .returning();
    if (!updated) throw new Error('The reservation was not updated');
    await audit(tx, {
      tenant,
      reservationId: row.id,
      sessionId: session?.id,
      action: 'payment.succeeded',
      details: { amount, currency: row.currency, purpose: input.purpose },
      at: now,
    });
    if (row.status === 'pending_payment')
      await enqueueMessage(tx, { kind: 'booking-confirmed', reservation: updated, now });
    await enqueueMessage(tx, { kind: 'payment-received', reservation: updated, now, details: receiptOf(payment) });
    return { status: 'succeeded', reservation: updated, payment, replayed: false };
  });
}

function prefixFields(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, message]) => [`card.${field}`, message]));
}

/** The newest successful charges of a reservation, for refunds. */
export async function charges(tx: Transaction, reservationId: string): Promise<PaymentRow[]> {
  return tx
    .select()
    .from(payments)
    .where(
      and(eq(payments.reservationId, reservationId), eq(payments.kind, 'charge'), eq(payments.status, 'succeeded')),
    )
    .orderBy(desc(payments.createdAt));
}

/**
 * Gives `amount` back to the customer's card, newest charge first, recording each refund. Keys are
 * derived from `key`, so a retried refund is not paid twice by the gateway.
 */
export async function refundToCard(
  tx: Transaction,
  gateway: PaymentGateway,
  row: ReservationRow,
  amount: number,
  key: string,
  purpose: string,
  now: Date,
): Promise<number> {
  let remaining = amount;
  for (const charge of await charges(tx, row.id)) {
    if (remaining <= 0) break;
    if (!charge.gatewayReference) continue;
    const part = Math.min(remaining, charge.amount);
    const refundKey = `${key}:${charge.id}`;
    const result = await gateway.refund({
      chargeId: charge.gatewayReference,
      amount: part,
      currency: row.currency as Currency,
      idempotencyKey: `${row.id}:${refundKey}`,
      now,
    });
    await tx.insert(payments).values({
      reservationId: row.id,
      kind: 'refund',
      purpose,
      amount: part,
      currency: row.currency,
      status: result.status,
      gateway: gateway.name,
      gatewayReference: result.status === 'succeeded' ? result.refundId : null,
      failureCode: result.status === 'failed' ? result.code : null,
      idempotencyKey: refundKey,
      createdAt: now,
    });
    if (result.status === 'succeeded') remaining -= part;
  }
  return amount - remaining;
}
