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
      status: entry.kind === 'failed' ? 'failed' : 'succeeded',
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
    entry.kind === 'refunded'
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

export interface DepositState {
  status: 'not_held' | 'held' | 'released' | 'captured' | 'partly_captured';
  heldAmount: number;
  capturedAmount: number;
  heldAt: Date | null;
  /** The processor reference of the hold, for its release or capture. */
  pspReference: string | null;
  authorisationExpiresAt: Date | null;
}

/**
 * Sums a reservation's ledger. Pure: the entries in, the totals out. A refund whose webhook later said
 * it failed (a `failed` entry of purpose `refund`) is taken back; a deposit hold is what was authorised
 * for it, less what was captured or cancelled.
 */
export function ledgerTotals(
  entries: readonly Pick<
    LedgerRow,
    'kind' | 'purpose' | 'amount' | 'gatewayReference' | 'paymentReference' | 'createdAt' | 'authorisationExpiresAt'
  >[],
): LedgerTotals {
  let paid = 0;
  let refunded = 0;
  let authorised = 0;
  let captured = 0;
  let cancelled = 0;
  let heldAt: Date | null = null;
  let pspReference: string | null = null;
  let authorisationExpiresAt: Date | null = null;
  for (const entry of entries) {
    const isDeposit = entry.purpose === 'deposit';
    if (entry.kind === 'captured' && !isDeposit) paid += entry.amount;
    if (entry.kind === 'refunded') refunded += entry.amount;
    if (entry.kind === 'failed' && entry.purpose === 'refund') refunded -= entry.amount;
    if (!isDeposit) continue;
    if (entry.kind === 'authorised') {
      authorised += entry.amount;
      heldAt ??= entry.createdAt;
      pspReference = entry.gatewayReference;
      authorisationExpiresAt = entry.authorisationExpiresAt;
    }
    if (entry.kind === 'adjusted') authorisationExpiresAt = entry.authorisationExpiresAt;
    if (entry.kind === 'captured') captured += entry.amount;
    if (entry.kind === 'cancelled') cancelled += entry.amount;
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
    deposit: { status, heldAmount, capturedAmount: captured, heldAt, pspReference, authorisationExpiresAt },
  };
}

/** When a deposit hold is released: the configured days after the return (or the booked return). */
export function depositReleaseDate(row: { tenant: string; returnAt: Date; returnedAt: Date | null }): Date {
  const days = depositTerms[row.tenant as TenantId].releaseDaysAfterReturn;
  return new Date((row.returnedAt ?? row.returnAt).getTime() + days * 86_400_000);
}
