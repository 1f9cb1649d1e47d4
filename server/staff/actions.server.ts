import { and, eq } from 'drizzle-orm';
import * as yup from 'yup';
import type { Transaction } from '../db/client.server';
import { refundRequests, reservations, type HandoverNote } from '../db/schema';
import { ApiError, notFound } from '../http/api-error.server';
import { refusingCardNumbers } from '../../src/domain/validation';
import { strictObject } from '../http/request.server';
import type { PaymentProcessor } from '../payments/processor.server';
import type { Session } from '../session.server';
import { cancelReservation, editReservation, type EditRequest } from '../rental/changes.server';
import type { EngineContext } from '../rental/context.server';
import { ledgerOf, ledgerTotals } from '../rental/ledger.server';
import { captureDeposit, depositMissing, releaseDeposit } from '../rental/deposit.server';
import { refundToCard } from '../rental/payment.server';
import { netPaid, type ReservationRow } from '../rental/reservations.server';
import { recordStaffAction } from './audit.server';
import { enqueueRefundDecisionEmail, enqueueReturnedEmail } from './customer-messages.server';
import { staffReservation } from './desk.server';
import type { StaffSession } from './sessions.server';
import { assertMayApproveRefund } from './refund-limit';

/**
 * The desk's actions (issue 29). Each runs in one transaction on the locked reservation, is idempotent
 * (done already: it answers `changed: false` and records nothing), and is recorded in `staff_actions`
 * with who, when, what, and the reservation's state before and after.
 */

export interface ActionResult {
  reference: string;
  changed: boolean;
}

/** The state an action may change, as the audit keeps it (no personal data). */
async function stateOf(tx: Transaction, row: ReservationRow) {
  const deposit = ledgerTotals(await ledgerOf(tx, row.id)).deposit;
  return {
    status: row.status,
    pickedUpAt: row.pickedUpAt?.toISOString() ?? null,
    returnedAt: row.returnedAt?.toISOString() ?? null,
    paid: row.paid,
    refunded: row.refunded,
    deposit: {
      status: deposit.status,
      held: deposit.heldAmount,
      captured: deposit.capturedAmount,
      // Asked of the processor, not yet confirmed by its webhook.
      pendingCapture: deposit.pending.capture,
      pendingRelease: deposit.pending.release,
    },
    version: row.version,
  };
}

async function reread(tx: Transaction, id: string): Promise<ReservationRow> {
  const [row] = await tx.select().from(reservations).where(eq(reservations.id, id));
  if (!row) throw new Error('The reservation vanished');
  return row;
}

/** Runs `change` on the locked reservation and records it when it changed something. */
async function act(
  context: EngineContext,
  staff: StaffSession,
  reference: string,
  action: string,
  change: (tx: Transaction, row: ReservationRow) => Promise<{ changed: boolean; details?: Record<string, unknown> }>,
): Promise<ActionResult> {
  const { db, tenant, now } = context;
  return db.transaction(async (tx) => {
    const row = await staffReservation(tx, tenant, reference, true);
    const before = await stateOf(tx, row);
    const { changed, details } = await change(tx, row);
    if (changed) {
      const after = await stateOf(tx, await reread(tx, row.id));
      await recordStaffAction(tx, staff, { reservationId: row.id, action, before, after, details, at: now });
    }
    return { reference: row.reference, changed };
  });
}

const fuelLevels = ['empty', '1/4', '1/2', '3/4', 'full'] as const;

export const handoverRequest = strictObject({
  odometer: yup
    .number()
    .typeError('Odometer must be a number of kilometres')
    .integer('Odometer must be whole kilometres')
    .min(0, 'Odometer cannot be negative')
    .max(2_000_000, 'Odometer is too high')
    .nullable()
    .optional(),
  fuel: yup
    .string()
    .typeError('Fuel must be one of empty, 1/4, 1/2, 3/4, full')
    .oneOf([...fuelLevels], 'Fuel must be one of empty, 1/4, 1/2, 3/4, full')
    .nullable()
    .optional(),
});

/** The pick-up: the handover's note, and a manager's reason to hand over without a deposit held. */
export const pickupRequest = handoverRequest.shape({
  depositOverrideReason: yup
    .string()
    .typeError('The reason must be a string')
    .trim()
    .min(10, 'Give the reason for handing over without a deposit (at least 10 characters)')
    .max(500, 'The reason is too long')
    .optional(),
});

function noteOf(input: yup.InferType<typeof handoverRequest>): HandoverNote {
  return { odometer: input.odometer ?? null, fuel: (input.fuel as HandoverNote['fuel']) ?? null };
}

function assertHandedOverable(row: ReservationRow): void {
  if (row.status !== 'confirmed' && row.status !== 'checked_in') {
    throw new ApiError(409, 'not_rentable', `A ${row.status.replace('_', ' ')} reservation cannot be handed over.`);
  }
}

/**
 * POST …/picked-up: the unit handed over, with the odometer and fuel when noted. A reservation with a
 * deposit in its price is not handed over until the deposit is held (409 `deposit_not_held`), unless a
 * manager gives the reason to hand it over without one (`depositOverrideReason`), which the audit keeps.
 */
export function markPickedUp(
  context: EngineContext,
  staff: StaffSession,
  reference: string,
  input: yup.InferType<typeof pickupRequest>,
): Promise<ActionResult> {
  return act(context, staff, reference, 'picked-up', async (tx, row) => {
    if (row.pickedUpAt) return { changed: false };
    assertHandedOverable(row);
    const overrideReason = input.depositOverrideReason ?? null;
    const missing = await depositMissing(tx, row);
    if (missing && overrideReason === null) {
      throw new ApiError(
        409,
        'deposit_not_held',
        'No deposit is held on this reservation. Ask the customer to authorise it, or a manager may hand over without it, giving the reason.',
      );
    }
    if (missing && staff.role !== 'manager') {
      throw new ApiError(403, 'role_not_allowed', 'Only a manager may hand over without a deposit.');
    }
    const note = noteOf(input);
    await tx
      .update(reservations)
      .set({ pickedUpAt: context.now, handover: { ...(row.handover ?? {}), pickup: note }, updatedAt: context.now })
      .where(eq(reservations.id, row.id));
    return {
      changed: true,
      details: {
        ...note,
        ...(missing && overrideReason !== null ? { depositOverride: { reason: overrideReason } } : {}),
      },
    };
  });
}

/**
 * POST …/returned: the vehicle is back. `returned_at` starts the deposit's release timer
 * (`depositReleaseDate`) and the licence and condition photos' purge timers (`purgeLicencePhotos`,
 * `purgeConditionPhotos`), closes the condition walks, and writes the customer's `returned` e-mail.
 */
export function markReturned(
  context: EngineContext,
  staff: StaffSession,
  reference: string,
  input: yup.InferType<typeof handoverRequest>,
): Promise<ActionResult> {
  return act(context, staff, reference, 'returned', async (tx, row) => {
    if (row.returnedAt) return { changed: false };
    if (!row.pickedUpAt) throw new ApiError(409, 'not_picked_up', 'Mark the vehicle picked up before it is returned.');
    const note = noteOf(input);
    await tx
      .update(reservations)
      .set({ returnedAt: context.now, handover: { ...(row.handover ?? {}), return: note }, updatedAt: context.now })
      .where(eq(reservations.id, row.id));
    // The customer's "returned" e-mail, with the condition report when there are condition photos.
    await enqueueReturnedEmail(tx, await reread(tx, row.id), context.now);
    return { changed: true, details: { ...note } };
  });
}

async function refundRequestOf(tx: Transaction, row: ReservationRow, id: string) {
  if (!/^[0-9a-f-]{36}$/.test(id)) throw notFound('No such refund request.');
  const [request] = await tx
    .select()
    .from(refundRequests)
    .where(and(eq(refundRequests.id, id), eq(refundRequests.reservationId, row.id)))
    .for('update');
  if (!request) throw notFound('No such refund request.');
  return request;
}

/** POST …/refund-requests/{id}/approve: refunds the amount to the card through the processor. */
export function approveRefundRequest(
  context: EngineContext,
  processor: PaymentProcessor,
  staff: StaffSession,
  reference: string,
  id: string,
): Promise<ActionResult> {
  return act(context, staff, reference, 'refund-request.approved', async (tx, row) => {
    const request = await refundRequestOf(tx, row, id);
    if (request.status === 'approved') return { changed: false };
    if (request.status === 'rejected') {
      throw new ApiError(409, 'already_decided', 'This refund request was rejected; ask the customer for a new one.');
    }
    if (request.amount > netPaid(row)) {
      throw new ApiError(409, 'amount_too_high', 'The request is for more than is left paid on this reservation.');
    }
    // Above the desk's limit (src/config/staff.ts) only a manager refunds.
    assertMayApproveRefund(staff.role, request.amount, row.currency);
    const refunded = await refundToCard(
      tx,
      processor,
      row,
      request.amount,
      `refund-request-${request.id}`,
      'refund-request',
      context.now,
    );
    await tx
      .update(refundRequests)
      .set({ status: 'approved', decidedAt: context.now, decidedBy: staff.email, refundedAmount: refunded })
      .where(eq(refundRequests.id, request.id));
    const emailQueued = await enqueueRefundDecisionEmail(tx, row, {
      kind: 'refund-approved',
      refundRequestId: request.id,
      amount: refunded,
      now: context.now,
    });
    return { changed: true, details: { refundRequestId: request.id, amount: request.amount, refunded, emailQueued } };
  });
}

export const rejectRefundBody = strictObject({
  note: refusingCardNumbers(
    yup.string().typeError('Note must be a string').trim().max(2000, 'Note is too long').optional(),
  ),
});

/** POST …/refund-requests/{id}/reject: nothing is refunded; the customer is told. */
export function rejectRefundRequest(
  context: EngineContext,
  staff: StaffSession,
  reference: string,
  id: string,
): Promise<ActionResult> {
  return act(context, staff, reference, 'refund-request.rejected', async (tx, row) => {
    const request = await refundRequestOf(tx, row, id);
    if (request.status === 'rejected') return { changed: false };
    if (request.status === 'approved') {
      throw new ApiError(409, 'already_decided', 'This refund request was approved and refunded already.');
    }
    await tx
      .update(refundRequests)
      .set({ status: 'rejected', decidedAt: context.now, decidedBy: staff.email })
      .where(eq(refundRequests.id, request.id));
    const emailQueued = await enqueueRefundDecisionEmail(tx, row, {
      kind: 'refund-rejected',
      refundRequestId: request.id,
      amount: 0,
      now: context.now,
    });
    return { changed: true, details: { refundRequestId: request.id, amount: request.amount, emailQueued } };
  });
}

/** POST …/deposit/release: gives the whole hold back now (no charge). */
export function releaseDepositNow(
  context: EngineContext,
  processor: PaymentProcessor,
  staff: StaffSession,
  reference: string,
): Promise<ActionResult> {
  return act(context, staff, reference, 'deposit.released', async (tx, row) => ({
    changed: await releaseDeposit(tx, context, processor, row, 'staff-deposit-release'),
  }));
}

export const captureRequest = strictObject({
  amount: yup
    .number()
    .typeError('Amount must be a number')
    .integer('Amount must be in minor units')
    .min(1, 'Amount must be at least 1')
    .required('Amount is required'),
  reason: refusingCardNumbers(
    yup
      .string()
      .typeError('Reason must be a string')
      .trim()
      .min(3, 'Give the reason (at least 3 characters)')
      .max(500, 'Reason is too long')
      .required('Reason is required'),
  ),
});

/** POST …/deposit/capture (manager): takes `amount` of the hold with a reason, releases the rest. */
export function captureDepositPart(
  context: EngineContext,
  processor: PaymentProcessor,
  staff: StaffSession,
  reference: string,
  input: yup.InferType<typeof captureRequest>,
  key: string,
): Promise<ActionResult> {
  return act(context, staff, reference, 'deposit.captured', async (tx, row) => {
    const ledgerKey = `staff-capture:${key}`;
    const entries = await ledgerOf(tx, row.id);
    if (entries.some((entry) => entry.idempotencyKey === ledgerKey)) return { changed: false };
    await captureDeposit(tx, context, processor, row, { ...input, key: ledgerKey, actor: staff.email });
    return { changed: true, details: { amount: input.amount, reason: input.reason } };
  });
}

/** A customer's session standing in for staff in the engine's own checks: it has "proved" this reservation. */
function onBehalf(staff: StaffSession, row: ReservationRow): Session {
  return { id: staff.id, tenant: row.tenant, expiresAt: staff.expiresAt, provenReservations: [row.reference] };
}

/**
 * POST …/cancel on the customer's behalf: the site's own `cancelReservation` (same rules, fee and
 * refund), then recorded with the staff member. A second call finds it cancelled and changes nothing.
 */
export async function cancelOnBehalf(
  context: EngineContext,
  processor: PaymentProcessor,
  staff: StaffSession,
  reference: string,
  expectedRefund: number | undefined,
): Promise<ActionResult> {
  const row = await staffReservation(context.db, context.tenant, reference);
  if (row.status === 'cancelled') return { reference: row.reference, changed: false };
  const before = await context.db.transaction((tx) => stateOf(tx, row));
  const cancelled = await cancelReservation(
    context,
    processor,
    row.reference,
    { expectedRefund },
    onBehalf(staff, row),
  );
  const after = await context.db.transaction((tx) => stateOf(tx, cancelled));
  await recordStaffAction(context.db, staff, {
    reservationId: row.id,
    action: 'reservation.cancelled',
    before,
    after,
    details: { onBehalfOfCustomer: true },
    at: context.now,
  });
  return { reference: row.reference, changed: true };
}

/**
 * PATCH …/reservations/{reference} on the customer's behalf: the site's `editReservation` (same rules
 * and prices, the exchange rate and coupon frozen at booking). A change that changes nothing is not
 * recorded by staff.
 */
export async function changeOnBehalf(
  context: EngineContext,
  processor: PaymentProcessor,
  staff: StaffSession,
  reference: string,
  edit: EditRequest,
): Promise<ActionResult> {
  const row = await staffReservation(context.db, context.tenant, reference);
  const before = await context.db.transaction((tx) => stateOf(tx, row));
  const changed = await editReservation(context, processor, row.reference, edit, onBehalf(staff, row));
  const after = await context.db.transaction((tx) => stateOf(tx, changed));
  await recordStaffAction(context.db, staff, {
    reservationId: row.id,
    action: 'reservation.changed',
    before: { ...before, total: row.total, pickup: row.pickupLocal, return: row.returnLocal, classId: row.classId },
    after: {
      ...after,
      total: changed.total,
      pickup: changed.pickupLocal,
      return: changed.returnLocal,
      classId: changed.classId,
    },
    details: { onBehalfOfCustomer: true, fields: Object.keys(edit).filter((key) => key !== 'version') },
    at: context.now,
  });
  return { reference: row.reference, changed: true };
}
