import type { Currency } from '../../src/config/currencies';
import type { Transaction } from '../db/client.server';
import type { PaymentProcessor } from '../payments/processor.server';
import { ledgerOf, recordLedgerEntry } from './ledger.server';
import type { ReservationRow } from './reservations.server';

/**
 * Refunds to the card (README "Payments"): what a cancellation, a refund request, a cheaper change or
 * an overpayment gives back, against the original captures, newest first, each once by its key.
 */

/**
 * Refunds `amount` of one captured payment through the processor and records it. The key makes it
 * once: a retried refund reaches the processor with the same idempotency key and the ledger entry
 * exists already.
 */
export async function refundPayment(
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
