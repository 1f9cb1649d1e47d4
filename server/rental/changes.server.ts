import { eq } from 'drizzle-orm';
import * as yup from 'yup';
import type { RefundRequest, TermsChangedAnswer } from '../../src/api-client/types';
import type { Currency } from '../../src/config/currencies';
import { tenants } from '../../src/config/tenants';
import { canChangePickupReturn } from '../../src/domain/checkin';
import { toE164 } from '../../src/domain/phone';
import { cancellationTerms } from '../../src/domain/pricing';
import { rentalTerms } from '../../src/config/rental';
import { fields as formFields, refusingCardNumbers } from '../../src/domain/validation';
import { refundRequests, reservations } from '../db/schema';
import { ApiError } from '../http/api-error.server';
import { strictObject } from '../http/request.server';
import type { PaymentProcessor } from '../payments/processor.server';
import type { Session } from '../session.server';
import { loadCatalog, type Catalog } from './catalog.server';
import type { Transaction } from '../db/client.server';
import type { EngineContext } from './context.server';
import { checkOptions, checkTrip, classOf, priceOf } from './offers.server';
import { enqueueMessage } from '../mail/outbox.server';
import { refundToCard } from './refunds.server';
import { optionsShape, tripShape } from './requests';
import {
  audit,
  lockProvenReservation,
  netPaid,
  expireHolds,
  withFreeUnit,
  type FrozenPrice,
  type ReservationRow,
} from './reservations.server';

/** PATCH /api/reservations/{reference}: some or all of the terms, the details and the options. */
export function editRequest(today: string) {
  return strictObject({
    classId: yup.string().typeError('Vehicle class must be a string').trim().optional(),
    pickupLocationId: tripShape.pickupLocationId.optional().default(undefined),
    returnLocationId: tripShape.returnLocationId.optional().default(undefined),
    pickupAt: tripShape.pickupAt.optional().default(undefined),
    returnAt: tripShape.returnAt.optional().default(undefined),
    extras: optionsShape.extras.optional().default(undefined),
    insuranceId: optionsShape.insuranceId,
    extraDrivers: optionsShape.extraDrivers.optional().default(undefined),
    customer: strictObject({
      firstName: formFields.firstName().optional().default(undefined),
      lastName: formFields.lastName().optional().default(undefined),
      email: formFields.email().optional().default(undefined),
      phone: formFields.phone().optional().default(undefined),
      country: formFields.country().optional().default(undefined),
      dateOfBirth: formFields.dateOfBirth(today).optional().default(undefined),
    })
      .optional()
      .default(undefined),
    /** The version the customer saw; a concurrent change answers 409 instead of being overwritten. */
    version: yup.number().typeError('Version must be a number').integer().min(1).optional(),
  });
}

export type EditRequest = yup.InferType<ReturnType<typeof editRequest>>;

function sameTrip(row: ReservationRow, edit: EditRequest): boolean {
  return (
    (edit.classId ?? row.classId) === row.classId &&
    (edit.pickupLocationId ?? row.pickupLocationId) === row.pickupLocationId &&
    (edit.returnLocationId ?? row.returnLocationId) === row.returnLocationId &&
    (edit.pickupAt ?? row.pickupLocal) === row.pickupLocal &&
    (edit.returnAt ?? row.returnLocal) === row.returnLocal
  );
}

/**
 * Changes a reservation (the edit wizard: terms, details, options, payment). Allowed until the
 * brand's hours before pickup (spec §9, 12 by default). The price is computed again with the exchange
 * rate and coupon frozen at booking; a new trip or class takes a free unit under the same exclusion
 * constraint as a booking. A higher price leaves an amount due (paid through the payments endpoint);
 * a lower one is refunded to the card at once.
 */
export async function editReservation(
  context: EngineContext,
  gateway: PaymentProcessor,
  reference: string,
  edit: EditRequest,
  session: Session | undefined,
): Promise<ReservationRow> {
  const { db, tenant, now } = context;
  const catalog = await loadCatalog(db, tenant);
  const hours = tenants[tenant].hours.minimumBookingHoursInAdvanceForPickupReturnChange;
  return db.transaction(async (tx) => {
    const row = await lockProvenReservation(tx, tenant, reference, session);
    if (edit.version !== undefined && edit.version !== row.version) {
      throw new ApiError(
        409,
        'version_conflict',
        'This reservation was changed meanwhile. Load it again and repeat the change.',
      );
    }
    if (row.status !== 'pending_payment' && row.status !== 'confirmed') {
      throw new ApiError(409, 'not_editable', `A ${row.status.replace('_', ' ')} reservation cannot be changed.`);
    }
    if (row.lease) {
      // A lease's dates, car and handover are part of its contract: the office changes them (issue 15).
      throw new ApiError(409, 'lease_not_editable', 'A lease is changed by our office. Please contact us.');
    }
    if (!canChangePickupReturn(row.pickupAt, now, hours)) {
      throw new ApiError(
        409,
        'edit_closed',
        `Changes are possible until ${hours} hours before pickup. Please contact us.`,
      );
    }
    const updated = await applyChanges(tx, context, gateway, catalog, row, edit, session);
    const details = { refunded: updated.refunded - row.refunded };
    if (row.status === 'confirmed')
      await enqueueMessage(tx, { kind: 'booking-changed', reservation: updated, now, details });
    return updated;
  });
}

/**
 * Applies an edit to a locked reservation row in `tx`: the trip, class, options and details checked and
 * priced again (exchange rate and coupon frozen at booking), a new unit when the trip or class changes,
 * and a refund to the card when the new total is below what was paid.
 */
export async function applyChanges(
  tx: Transaction,
  context: EngineContext,
  gateway: PaymentProcessor,
  catalog: Catalog,
  row: ReservationRow,
  edit: EditRequest,
  session: Session | undefined,
  action = 'reservation.changed',
): Promise<ReservationRow> {
  const { tenant, now } = context;
  const classId = edit.classId ?? row.classId;
  const vehicleClass = classOf(catalog, classId);
  const trip = checkTrip(
    catalog,
    {
      pickupLocationId: edit.pickupLocationId ?? row.pickupLocationId,
      returnLocationId: edit.returnLocationId ?? row.returnLocationId,
      pickupAt: edit.pickupAt ?? row.pickupLocal,
      returnAt: edit.returnAt ?? row.returnLocal,
    },
    now,
    { checksReturnHours: !row.lease },
  );
  const options = checkOptions(catalog, {
    extras: edit.extras ?? row.extras,
    insuranceId: edit.insuranceId ?? row.insuranceId,
    extraDrivers: edit.extraDrivers ?? row.extraDrivers,
  });
  const frozen = row.price as FrozenPrice;
  const price: FrozenPrice = {
    ...priceOf(
      catalog,
      vehicleClass,
      trip,
      options,
      {
        currency: row.currency as Currency,
        rate: Number(row.exchangeRate),
        couponPercent: frozen.couponPercent ?? 0,
      },
      row.lease?.handover === 'delivery' ? (catalog.deliveryFeeEur ?? 0) : 0,
    ),
    couponPercent: frozen.couponPercent ?? 0,
  };
  const customer = {
    ...row.customer,
    ...Object.fromEntries(Object.entries(edit.customer ?? {}).filter(([, value]) => value !== undefined)),
  };
  if (typeof customer.email === 'string') customer.email = customer.email.toLowerCase();
  if (typeof edit.customer?.phone === 'string') customer.phone = toE164(edit.customer.phone);

  const values = {
    classId,
    pickupLocationId: trip.pickupLocation.id,
    returnLocationId: trip.returnLocation.id,
    pickupLocal: trip.pickupLocal,
    returnLocal: trip.returnLocal,
    pickupAt: trip.pickupAt,
    returnAt: trip.returnAt,
    blockedUntil: trip.blockedUntil,
    selfService: trip.selfService,
    customer,
    extraDrivers: options.extraDrivers,
    extras: options.extras.map(({ extra, quantity }) => ({ id: extra.id, quantity })),
    insuranceId: options.insurance.id,
    price,
    total: price.total,
    dueNow: price.dueNow,
    updatedAt: now,
    version: row.version + 1,
  };
  const write = async (executor: typeof tx, unitId: number) => {
    const [updated] = await executor
      .update(reservations)
      .set({ ...values, unitId })
      .where(eq(reservations.id, row.id))
      .returning();
    if (!updated) throw new Error('The reservation was not updated');
    return updated;
  };
  let updated: ReservationRow;
  if (sameTrip(row, edit)) {
    updated = await write(tx, row.unitId);
  } else {
    await expireHolds(tx, tenant, now);
    updated = await withFreeUnit(tx, tenant, classId, trip, now, write, row.id);
  }

  if (netPaid(updated) > updated.total) {
    // The ledger moves the reservation's refunded total with each refund it records.
    await refundToCard(
      tx,
      gateway,
      updated,
      netPaid(updated) - updated.total,
      `edit-${updated.version}`,
      'change',
      now,
    );
    [updated] = (await tx.select().from(reservations).where(eq(reservations.id, row.id))) as [ReservationRow];
  }
  await audit(tx, {
    tenant,
    reservationId: row.id,
    sessionId: session?.id,
    action,
    // Which fields changed, not their values: the log holds no personal data.
    details: {
      fields: Object.keys(edit).filter((key) => key !== 'version' && edit[key as keyof EditRequest] !== undefined),
      total: updated.total,
      previousTotal: row.total,
    },
    at: now,
  });
  return updated;
}

export const cancelRequest = strictObject({
  /** The refund the customer was shown; if the terms changed since (the free period ended), 409. */
  expectedRefund: yup.number().typeError('Expected refund must be a number').integer().min(0).optional(),
});

/** Cancels a reservation and refunds what the cancellation policy gives back, at once. */
export async function cancelReservation(
  context: EngineContext,
  gateway: PaymentProcessor,
  reference: string,
  request: yup.InferType<typeof cancelRequest>,
  session: Session | undefined,
): Promise<ReservationRow> {
  const { db, tenant, now } = context;
  return db.transaction(async (tx) => {
    const row = await lockProvenReservation(tx, tenant, reference, session);
    if (row.status === 'cancelled') return row;
    if (row.status === 'expired')
      throw new ApiError(409, 'reservation_expired', 'This reservation has expired; there is nothing to cancel.');
    if (now >= row.pickupAt)
      throw new ApiError(409, 'already_started', 'The rental has started and can no longer be cancelled online.');
    const terms = cancellationTerms(rentalTerms[tenant], row.pickupAt, now, {
      total: row.total,
      paid: netPaid(row),
      currency: row.currency as Currency,
    });
    if (request.expectedRefund !== undefined && request.expectedRefund !== terms.refund) {
      throw new ApiError(
        409,
        'terms_changed',
        'The cancellation terms have changed since they were shown. Please review them again.',
        undefined,
        {},
        {
          cancellation: {
            free: terms.free,
            fee: terms.fee,
            refund: terms.refund,
            freeUntil: terms.freeUntil.toISOString(),
          },
        } satisfies TermsChangedAnswer,
      );
    }
    const refunded =
      terms.refund > 0 ? await refundToCard(tx, gateway, row, terms.refund, 'cancel', 'cancellation', now) : 0;
    const [updated] = await tx
      .update(reservations)
      .set({
        status: 'cancelled',
        cancelledAt: now,
        updatedAt: now,
        version: row.version + 1,
      })
      .where(eq(reservations.id, row.id))
      .returning();
    if (!updated) throw new Error('The reservation was not cancelled');
    await audit(tx, {
      tenant,
      reservationId: row.id,
      sessionId: session?.id,
      action: 'reservation.cancelled',
      details: { fee: terms.fee, refund: refunded, free: terms.free },
      at: now,
    });
    const details = { refunded, cancellationFee: terms.fee };
    await enqueueMessage(tx, { kind: 'booking-cancelled', reservation: updated, now, details });
    return updated;
  });
}

export const refundRequestBody = strictObject({
  reason: refusingCardNumbers(
    yup
      .string()
      .typeError('Reason must be a string')
      .trim()
      .required('Reason is required')
      .max(2000, 'Reason is too long'),
  ),
  amount: yup.number().typeError('Amount must be a number').integer('Amount must be in minor units').min(1).optional(),
});

/** Records a refund request for staff to review (what the policy does not refund on its own). */
export async function requestRefund(
  context: EngineContext,
  reference: string,
  request: yup.InferType<typeof refundRequestBody>,
  session: Session | undefined,
): Promise<RefundRequest> {
  const { db, tenant, now } = context;
  return db.transaction(async (tx) => {
    const row = await lockProvenReservation(tx, tenant, reference, session);
    const refundable = netPaid(row);
    if (refundable <= 0)
      throw new ApiError(409, 'nothing_to_refund', 'Nothing has been paid on this reservation that could be refunded.');
    const amount = request.amount ?? refundable;
    if (amount > refundable) {
      throw new ApiError(422, 'amount_too_high', 'The amount is more than was paid.', {
        amount: `At most ${refundable} can be refunded.`,
      });
    }
    const [created] = await tx
      .insert(refundRequests)
      .values({ reservationId: row.id, reason: request.reason, amount, status: 'requested', createdAt: now })
      .returning();
    if (!created) throw new Error('The refund request was not recorded');
    await audit(tx, {
      tenant,
      reservationId: row.id,
      sessionId: session?.id,
      action: 'refund.requested',
      details: { amount },
      at: now,
    });
    const refundRequest = { amount, requestedAt: now.toISOString() };
    await enqueueMessage(tx, {
      kind: 'refund-requested',
      reservation: row,
      now,
      version: created.id,
      details: { refundRequest },
    });
    return {
      id: created.id,
      status: created.status,
      amount,
      currency: row.currency as Currency,
      requestedAt: now.toISOString(),
    };
  });
}
