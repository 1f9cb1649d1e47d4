import { getTableColumns } from 'drizzle-orm';
import type { Transaction } from '../db/client.server';
import { mailOutbox, reservations, type payments } from '../db/schema';
import type { MessageDetails, MessageKind } from './kinds';

type ReservationRow = typeof reservations.$inferSelect;

/**
 * An outbox row's payload: the reservation row as the change wrote it, the change's details and its time.
 * The sender turns it into the customer's view (`reservationView` at `reportedAt`), so the transaction
 * of the change only adds one insert. Personal data: purged after sending.
 */
export interface OutboxPayload {
  row: ReservationRow;
  details: MessageDetails;
  reportedAt: string;
}

/**
 * The reservation's instant columns (every `timestamp`), found from the table itself: a column added
 * later (the desk's `pickedUpAt`, `returnedAt`) comes back as a Date too, not as the string JSON made of it.
 */
const instantColumns = Object.entries(getTableColumns(reservations))
  .filter(([, column]) => column.dataType === 'date')
  .map(([name]) => name);

/** The reservation row of a payload read back from JSON, with its instants as Dates again. */
export function reservationRowOf(payload: OutboxPayload): ReservationRow {
  const row: Record<string, unknown> = { ...payload.row };
  for (const name of instantColumns) {
    const value = row[name];
    row[name] = value === null || value === undefined ? null : new Date(String(value));
  }
  return row as unknown as ReservationRow;
}

/** A sent message's recipient and facts are deleted this many days after it was sent or given up. */
export const mailBodyRetentionDays = 7;

/**
 * Writes a message into the outbox in `tx`, the transaction of the change it reports, so the message
 * exists exactly when the change does. Once per (reservation, kind, version): writing it again (a
 * retried request, a replayed webhook) does nothing. `version` defaults to the reservation's version;
 * events that do not change it (a refund request) pass their own id. A lease's confirmation is a
 * `lease-confirmed` message. Sending is the sender's job (sender.server.ts); nothing here can fail
 * because a mail server is down.
 */
export async function enqueueMessage(
  tx: Transaction,
  message: {
    kind: MessageKind;
    reservation: ReservationRow;
    now: Date;
    version?: string;
    details?: MessageDetails;
  },
): Promise<void> {
  const { reservation, now } = message;
  const kind = message.kind === 'booking-confirmed' && reservation.lease ? 'lease-confirmed' : message.kind;
  const payload: OutboxPayload = { row: reservation, details: message.details ?? {}, reportedAt: now.toISOString() };
  await tx
    .insert(mailOutbox)
    .values({
      tenant: reservation.tenant,
      reservationId: reservation.id,
      kind,
      version: message.version ?? String(reservation.version),
      locale: reservation.locale,
      recipient: reservation.customer.email ?? null,
      payload: payload as unknown as Record<string, unknown>,
      nextAttemptAt: now,
      createdAt: now,
    })
    .onConflictDoNothing();
}

/** A receipt's facts from a successful charge (`payment-received`): amount, card, time, test mode. */
export function receiptOf(payment: typeof payments.$inferSelect): MessageDetails {
  return {
    payment: {
      amount: payment.amount,
      cardBrand: payment.cardBrand,
      cardLast4: payment.cardLast4,
      paidAt: payment.createdAt.toISOString(),
      testMode: payment.gateway === 'test',
    },
  };
}
