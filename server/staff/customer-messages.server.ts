import type { Transaction } from '../db/client.server';
import type { ReservationRow } from '../rental/reservations.server';

/**
 * The hook where the desk's decisions tell the customer. The e-mail outbox (`server/mail/`, built in
 * another branch) is not on this branch: when it lands, enqueue the `refund-approved` and
 * `refund-rejected` messages here, in the transaction of the decision (written with the change, sent
 * after, once per reservation, kind and version). Answers whether a message was queued.
 */
export async function enqueueRefundDecisionEmail(
  _tx: Transaction,
  _row: ReservationRow,
  _message: { kind: 'refund-approved' | 'refund-rejected'; refundRequestId: string; amount: number },
): Promise<boolean> {
  return false;
}
