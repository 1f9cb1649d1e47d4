import type { Reservation } from '../../src/api-client/types';

/** The messages the site sends (issue 27), one template each in `templates/`, named the same. */
export const messageKinds = [
  'booking-confirmed',
  'lease-confirmed',
  'booking-changed',
  'booking-cancelled',
  'refund-requested',
  'refund-decided',
  'payment-received',
  'check-in-open',
  'checked-in',
  'deposit-hold-refused',
  'returned',
] as const;

export type MessageKind = (typeof messageKinds)[number];

/** What a message reports beyond the reservation, frozen when it was written. Money in minor units. */
export interface MessageDetails {
  /** Given back to the card by this change or cancellation. */
  refunded?: number;
  /** The cancellation fee kept. */
  cancellationFee?: number;
  /** A receipt's charge. */
  payment?: { amount: number; cardBrand: string | null; cardLast4: string | null; paidAt: string; testMode: boolean };
  /** A refund request's amount (its reason is free text and is not copied). */
  refundRequest?: { amount: number; requestedAt: string };
  /** Staff's decision on a refund request. */
  refundDecision?: { approved: boolean; amount: number };
  /** The deposit hold the stored card refused: its amount (the customer authorises it on the processor's page). */
  depositHold?: { amount: number };
  /** A `returned` message: the condition report is attached (set by the sender, which attaches it). */
  conditionReport?: boolean;
}

/** What a template reports: the reservation as the customer saw it at the change, and the change's details. */
export interface MessageFacts {
  reservation: Reservation;
  details: MessageDetails;
}
