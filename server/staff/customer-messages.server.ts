import type { Transaction } from '../db/client.server';
import { enqueueMessage } from '../mail/outbox.server';
import type { ReservationRow } from '../rental/reservations.server';

/**
 * Where the desk's decisions tell the customer: the `refund-decided` e-mail, written to the outbox in
 * the transaction of the decision and sent after, once per refund request (its id is the version).
 * Answers whether a message was queued.
 */
export async function enqueueRefundDecisionEmail(
  tx: Transaction,
  row: ReservationRow,
  message: { kind: 'refund-approved' | 'refund-rejected'; refundRequestId: string; amount: number; now: Date },
): Promise<boolean> {
  await enqueueMessage(tx, {
    kind: 'refund-decided',
    reservation: row,
    now: message.now,
    version: `decided:${message.refundRequestId}`,
    details: { refundDecision: { approved: message.kind === 'refund-approved', amount: message.amount } },
  });
  return true;
}

/**
 * The `returned` e-mail (issue 39), written in the transaction of the desk's return mark: once per
 * reservation (version `returned`). The sender attaches the condition report when the reservation has
 * condition photos at send time.
 */
export async function enqueueReturnedEmail(tx: Transaction, row: ReservationRow, now: Date): Promise<void> {
  await enqueueMessage(tx, { kind: 'returned', reservation: row, now, version: 'returned' });
}
