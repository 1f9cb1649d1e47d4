import { and, asc, eq, sql } from 'drizzle-orm';
import { depositTerms } from '../../src/config/deposit';
import type { TenantId } from '../../src/config/tenants';
import type { Executor, Transaction } from '../db/client.server';
import { payments, reservations, type LedgerKind } from '../db/schema';

export type LedgerRow = typeof payments.$inferSelect;

export interface LedgerEntry {
  reservationId: string;
  kind: LedgerKind;
  purpose: string;
  amount: number;
  currency: string;
  processor: string;
  /** The processor's reference of this movement; with `kind` it makes the entry once. */
  pspReference: string | null;
  /** The payment a modification belongs to. */
  paymentReference?: string | null;
  attemptId?: string | null;
  failureCode?: string | null;
  cardBrand?: string | null;
  cardLast4?: string | null;
  authorisationExpiresAt?: Date | null;
  /** Our key of the entry: the same key never records twice. */
  key: string;
  at: Date;
}

/** The modifications the processor received and answers later by webhook (`pending` entries). */
const requestedKinds = new Set<LedgerKind>([
  'capture_requested',
  'cancel_requested',
  'adjust_requested',
  'refund_requested',
]);

/**
 * The purpose of the entries that give back an authorisation not taken as payment (issue 37): the
 * refund or cancel asked (`refund_requested`, `cancel_requested`) and its outcome (`refunded`,
 * `cancelled`, `failed`). That charge never counted as paid, so its refund never counts as refunded.
 */
export const rejectedPurpose = 'rejected';

/** What each requested modification is, as the desk and the customer read it. */
export type DepositAction = 'capture' | 'release' | 'renewal';

const actionOfKind: Partial<Record<LedgerKind, DepositAction>> = {
  capture_requested: 'capture',
  captured: 'capture',
  cancel_requested: 'release',
  cancelled: 'release',
  adjust_requested: 'renewal',
  adjusted: 'renewal',
};

/** The processor's event kind of each deposit action (the `failed:<event>:<psp>` key of a failure). */
const eventOfAction: Record<DepositAction, string> = {
  capture: 'capture',
  release: 'cancellation',
  renewal: 'authorisation_adjustment',
};

/** The ledger key of a deposit modification's failure, written by its webhook. */
export function depositFailureKey(action: DepositAction, pspReference: string): string {
  return `failed:${eventOfAction[action]}:${pspReference}`;
}

/**
 * Appends one entry to the ledger and moves the reservation's `paid`/`refunded` totals with it, in the
 * caller's transaction. An entry already recorded (same key, or the same processor reference and kind,
 * whoever wrote it first: our call or the processor's webhook) changes nothing: answers false.
 */
export async function recordLedgerEntry(tx: Transaction, entry: LedgerEntry): Promise<boolean> {
  const inserted = await tx
    .insert(payments)
    .values({
      reservationId: entry.reservationId,
      kind: entry.kind,
      purpose: entry.purpose,
      amount: entry.amount,
      currency: entry.currency,
      status: entry.kind === 'failed' ? 'failed' : requestedKinds.has(entry.kind) ? 'pending' : 'succeeded',
      gateway: entry.processor,
      gatewayReference: entry.pspReference,
      paymentReference: entry.paymentReference ?? null,
      attemptId: entry.attemptId ?? null,
      failureCode: entry.failureCode ?? null,
      cardBrand: entry.cardBrand ?? null,
      cardLast4: entry.cardLast4 ?? null,
      authorisationExpiresAt: entry.authorisationExpiresAt ?? null,
      idempotencyKey: entry.key,
      createdAt: entry.at,
    })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  if (inserted.length === 0) return false;
  const paidChange = entry.kind === 'captured' && entry.purpose !== 'deposit' ? entry.amount : 0;
  const refundedChange =
    entry.purpose === rejectedPurpose
      ? 0
      : entry.kind === 'refunded'
        ? entry.amount
        : entry.kind === 'failed' && entry.purpose === 'refund'
          ? -entry.amount
          : 0;
  if (paidChange !== 0 || refundedChange !== 0) {
    await tx
      .update(reservations)
      .set({
        paid: sql`${reservations.paid} + ${paidChange}`,
        refunded: sql`${reservations.refunded} + ${refundedChange}`,
      })
      .where(eq(reservations.id, entry.reservationId));
  }
  return true;
}

export async function ledgerOf(db: Executor, reservationId: string): Promise<LedgerRow[]> {
  return db.select().from(payments).where(eq(payments.reservationId, reservationId)).orderBy(asc(payments.createdAt));
}

export async function ledgerEntryByReference(
  db: Executor,
  kind: LedgerKind,
  pspReference: string,
): Promise<LedgerRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.kind, kind), eq(payments.gatewayReference, pspReference)));
  return row;
}

/** What the ledger says a reservation's money is: every amount the customer sees comes from here. */
export interface LedgerTotals {
  /** Charged and kept by the processor (captures), deposit captures apart. */
  paid: number;
  refunded: number;
  deposit: DepositState;
}

/** A deposit capture, release or renewal the processor refused by webhook: it did not happen. */
export interface DepositFailure {
  action: DepositAction;
  amount: number;
  at: Date;
  reason: string | null;
}

export interface DepositState {
  status: 'not_held' | 'held' | 'released' | 'captured' | 'partly_captured';
  /** Authorised and neither captured nor released, as the processor confirmed by webhook. */
  heldAmount: number;
  capturedAmount: number;
  heldAt: Date | null;
  /** The processor reference of the hold, for its release or capture. */
  pspReference: string | null;
  authorisationExpiresAt: Date | null;
  /** Received by the processor, not yet answered: not in the amounts above until their webhook says so. */
  pending: { capture: number; release: number; renewal: boolean };
  /** Modifications the processor refused, oldest first. */
  failures: DepositFailure[];
  /** The newest renewal failed and none succeeded since: the hold lapses at `authorisationExpiresAt`. */
  renewalFailed: boolean;
}

type TotalsEntry = Pick<
  LedgerRow,
  'kind' | 'purpose' | 'amount' | 'gatewayReference' | 'paymentReference' | 'createdAt' | 'authorisationExpiresAt'
> &
  Partial<Pick<LedgerRow, 'idempotencyKey' | 'failureCode'>>;

/** The deposit action a `failed` entry reports, from its key (`failed:<event>:<psp>`), or null. */
function failedAction(entry: TotalsEntry): DepositAction | null {
  const event = entry.idempotencyKey?.split(':')[1];
  const found = (Object.keys(eventOfAction) as DepositAction[]).find((action) => eventOfAction[action] === event);
  return found ?? null;
}

/**
 * Sums a reservation's ledger. Pure: the entries in, the totals out. A refund whose webhook later said
 * it failed (a `failed` entry of purpose `refund`) is taken back; the refund of a charge not taken as
 * payment (purpose `rejected`) is not the customer's refund and counts nowhere. A deposit hold is what
 * was authorised for it, less what the processor confirmed captured or cancelled: a capture, release or
 * renewal counts only once its webhook said it succeeded (`captured`, `cancelled`, `adjusted`), never
 * when it was only received (`*_requested`, shown as pending), and never when a webhook said it failed
 * (a `failed` entry of the same processor reference, even after a success: Adyen's CAPTURE_FAILED).
 */
export function ledgerTotals(entries: readonly TotalsEntry[]): LedgerTotals {
  let paid = 0;
  let refunded = 0;
  let authorised = 0;
  let captured = 0;
  let cancelled = 0;
  let heldAt: Date | null = null;
  let pspReference: string | null = null;
  let authorisationExpiresAt: Date | null = null;
  const failedReferences = new Set<string>();
  const answeredReferences = new Set<string>();
  for (const entry of entries) {
    if (entry.purpose !== 'deposit' || !entry.gatewayReference) continue;
    if (entry.kind === 'failed' && failedAction(entry)) failedReferences.add(entry.gatewayReference);
    if (entry.kind === 'captured' || entry.kind === 'cancelled' || entry.kind === 'adjusted') {
      answeredReferences.add(entry.gatewayReference);
    }
  }
  const pending = { capture: 0, release: 0, renewal: false };
  const failures: DepositFailure[] = [];
  let renewalFailed = false;
  for (const entry of entries) {
    const isDeposit = entry.purpose === 'deposit';
    if (entry.kind === 'captured' && !isDeposit) paid += entry.amount;
    if (entry.kind === 'refunded' && entry.purpose !== rejectedPurpose) refunded += entry.amount;
    if (entry.kind === 'failed' && entry.purpose === 'refund') refunded -= entry.amount;
    if (!isDeposit) continue;
    const reference = entry.gatewayReference ?? '';
    const didFail = failedReferences.has(reference);
    if (entry.kind === 'authorised') {
      authorised += entry.amount;
      heldAt ??= entry.createdAt;
      pspReference = entry.gatewayReference;
      authorisationExpiresAt = entry.authorisationExpiresAt;
    }
    if (entry.kind === 'adjusted' && !didFail) {
      authorisationExpiresAt = entry.authorisationExpiresAt;
      renewalFailed = false;
    }
    if (entry.kind === 'captured' && !didFail) captured += entry.amount;
    if (entry.kind === 'cancelled' && !didFail) cancelled += entry.amount;
    const requested = actionOfKind[entry.kind];
    if (entry.kind.endsWith('_requested') && requested && !didFail && !answeredReferences.has(reference)) {
      if (requested === 'capture') pending.capture += entry.amount;
      if (requested === 'release') pending.release += entry.amount;
      if (requested === 'renewal') pending.renewal = true;
    }
    const failed = entry.kind === 'failed' ? failedAction(entry) : null;
    if (failed) {
      failures.push({ action: failed, amount: entry.amount, at: entry.createdAt, reason: entry.failureCode ?? null });
      if (failed === 'renewal') renewalFailed = true;
    }
  }
  const heldAmount = Math.max(0, authorised - captured - cancelled);
  const status: DepositState['status'] =
    authorised === 0
      ? 'not_held'
      : heldAmount > 0
        ? 'held'
        : captured === 0
          ? 'released'
          : captured >= authorised
            ? 'captured'
            : 'partly_captured';
  return {
    paid,
    refunded,
    deposit: {
      status,
      heldAmount,
      capturedAmount: captured,
      heldAt,
      pspReference,
      authorisationExpiresAt,
      pending,
      failures,
      renewalFailed: renewalFailed && status === 'held',
    },
  };
}

/** When a deposit hold is released: the configured days after the return (or the booked return). */
export function depositReleaseDate(row: { tenant: string; returnAt: Date; returnedAt: Date | null }): Date {
  const days = depositTerms[row.tenant as TenantId].releaseDaysAfterReturn;
  return new Date((row.returnedAt ?? row.returnAt).getTime() + days * 86_400_000);
}
