import type { Reservation } from './types';

/**
 * The staff desk's answers (docs/api.md "Staff desk"): one type for the server (server/staff) and the
 * desk's pages (src/components/staff).
 */

export type StaffRole = 'desk' | 'manager';

export interface StaffMe {
  staff: { email: string; name: string; role: StaffRole; expiresAt: string };
}

export type DepositStatus = 'not_held' | 'held' | 'released' | 'captured' | 'partly_captured';

export interface DeskRow {
  reference: string;
  /** `HH:mm`, Iceland time, of the pickup (pickups) or the return (returns). */
  time: string;
  name: string;
  vehicleClass: { id: string; name: string };
  flightNumber: string | null;
  status: Reservation['status'];
  checkIn: 'not_started' | 'start' | 'details' | 'options' | 'payment' | 'contract' | 'signature' | 'done';
  documentsComplete: boolean;
  deposit: DepositStatus;
  pickedUpAt: string | null;
  returnedAt: string | null;
}

export interface DeskDay {
  office: { id: string; title: string };
  offices: { id: string; title: string }[];
  day: 'today' | 'tomorrow';
  date: string;
  pickups: DeskRow[];
  returns: DeskRow[];
}

export interface FoundReservation {
  reference: string;
  name: string;
  email: string;
  status: Reservation['status'];
  pickup: string;
  return: string;
  vehicleClass: string;
}

export interface StaffHistoryEntry {
  at: string;
  action: string;
  /** `customer`, `system`, or the staff member's e-mail. */
  by: string;
  role: 'customer' | 'desk' | 'manager' | 'system';
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  details: Record<string, unknown>;
}

/** What the desk noted at the handover or the return. */
export interface HandoverNote {
  odometer: number | null;
  fuel: 'empty' | '1/4' | '1/2' | '3/4' | 'full' | null;
}

export interface StaffReservationFacts {
  pickedUpAt: string | null;
  returnedAt: string | null;
  handover: { pickup?: HandoverNote; return?: HandoverNote };
  depositReleaseOn: string | null;
  bookingDetails: unknown;
  checkInDetails: Record<string, unknown> | null;
  lease: unknown;
  licencePhotos: { driver: number; side: 'front' | 'back'; contentType: string; uploadedAt: string; url: string }[];
  contract: {
    url: string;
    createdAt: string;
    sha256: string;
    signed: boolean;
    signedAt: string | null;
    signerName: string | null;
  } | null;
  ledger: {
    kind: string;
    purpose: string;
    amount: number;
    currency: string;
    at: string;
    cardBrand: string | null;
    cardLast4: string | null;
    failureCode: string | null;
  }[];
  /**
   * Authorisations not taken as payment (issue 37): another amount or currency than the payment asked,
   * or a second one of a paid payment. Each was given back at the processor; the booking was not
   * confirmed by it.
   */
  paymentProblems: {
    reason: 'amount_mismatch' | 'currency_mismatch' | 'duplicate_authorisation';
    action: 'refunded' | 'cancelled';
    /**
     * Whether the processor gave it back (its REFUND or CANCELLATION webhook): `pending` until then;
     * `failed` means the customer was charged and not refunded, for the desk to act on.
     */
    refund: 'pending' | 'done' | 'failed';
    /** The processor's reason when `refund` is `failed`. */
    refundFailure: string | null;
    expected: { amount: number; currency: string };
    authorised: { amount: number; currency: string };
    pspReference: string | null;
    at: string;
  }[];
  deposit: {
    status: DepositStatus;
    heldAmount: number;
    capturedAmount: number;
    /** The deposit in the reservation's price (0: none to hold). */
    amount: number;
    /** A deposit is due and none is held: the vehicle is not handed over without a manager's reason. */
    missing: boolean;
    /** The card kept at booking refused the hold; the customer was e-mailed a link to authorise it. */
    holdRefused: boolean;
    /** Asked of the processor, not yet confirmed: not in the amounts above. */
    pending: { capture: number; release: number; renewal: boolean };
    /** Captures, releases and renewals the processor refused (they did not happen), with its reason. */
    failures: { action: 'capture' | 'release' | 'renewal'; amount: number; at: string; reason: string | null }[];
    /** The newest renewal failed: the hold lapses at `lapsesAt` unless the customer authorises a new one. */
    renewalFailed: boolean;
    lapsesAt: string | null;
  };
  refundRequests: {
    id: string;
    amount: number;
    reason: string;
    status: 'requested' | 'approved' | 'rejected';
    requestedAt: string;
    decidedAt: string | null;
    decidedBy: string | null;
    refundedAmount: number | null;
  }[];
  history: StaffHistoryEntry[];
  /** null when this build has no e-mail outbox (docs/decisions/031). */
  emails: { kind: unknown; status: unknown; to: unknown; createdAt: unknown; sentAt: unknown }[] | null;
}

export interface StaffReservationAnswer {
  reservation: Reservation;
  staff: StaffReservationFacts;
}

export interface StaffActionAnswer extends StaffReservationAnswer {
  /** false when the action had been done already (a second click): nothing changed. */
  changed: boolean;
}
