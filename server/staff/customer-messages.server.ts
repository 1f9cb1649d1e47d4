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
