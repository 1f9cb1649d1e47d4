import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import * as yup from 'yup';
import type { SigningLink, SigningLinkAnswer } from '../../src/api-client/types';
import { isLocaleCode } from '../../src/config/locales';
import { tenants } from '../../src/config/tenants';
import { isCheckInOpen } from '../../src/domain/checkin';
import { signingLinkExpiresAt, signingLinkState } from '../../src/domain/signing-link';
import { fields as formFields } from '../../src/domain/validation';
import type { Executor, Transaction } from '../db/client.server';
import { checkIns, contracts, paymentAttempts, reservations, signatures, signingLinks } from '../db/schema';
import { ApiError, notFound } from '../http/api-error.server';
import { strictObject } from '../http/request.server';
import type { PaymentProcessor } from '../payments/processor.server';
import type { Session } from '../session.server';
import { loadCatalog } from './catalog.server';
import { applyChanges } from './changes.server';
import type { EngineContext } from './context.server';
import { depositOf, placeDepositHold } from './deposit.server';
import { startPaymentLocked, type StartedPayment } from './payment-checkout.server';
import { optionsShape } from './requests';
import {
  audit,
  lockProvenReservation,
  outstanding,
  provenReservation,
  type ReservationRow,
} from './reservations.server';

/**
 * Online check-in (spec §4: start, details, options, payment, contract, signature). Each step is
 * stored, so the customer can leave and come back; a step can be repeated until the contract is
 * signed, and changing details or options after the contract was drawn up voids that contract.
 */

export type CheckInStep = 'details' | 'options' | 'payment' | 'contract' | 'signature' | 'done';
const stepOrder: CheckInStep[] = ['details', 'options', 'payment', 'contract', 'signature', 'done'];

export type CheckInRow = typeof checkIns.$inferSelect;

/** Whether the check-in has come as far as `step`. */
export function reached(row: CheckInRow, step: CheckInStep): boolean {
  return stepOrder.indexOf(row.step as CheckInStep) >= stepOrder.indexOf(step);
}

/** The proven reservation and its check-in, locked in `tx`: 409 before the start and after the signature. */
export async function lockCheckIn(
  tx: Transaction,
  context: EngineContext,
  reference: string,
  session: Session | undefined,
) {
  const row = await lockProvenReservation(tx, context.tenant, reference, session);
  const [checkIn] = await tx.select().from(checkIns).where(eq(checkIns.reservationId, row.id));
  if (!checkIn) throw new ApiError(409, 'check_in_not_started', 'Start the check-in first.');
  if (checkIn.step === 'done')
    throw new ApiError(409, 'check_in_done', 'The check-in is complete: the contract is signed.');
  return { row, checkIn };
}

export async function setStep(
  tx: Transaction,
  reservationId: string,
  step: CheckInStep,
  details?: Record<string, unknown>,
) {
  await tx
    .update(checkIns)
    .set(details ? { step, details } : { step })
    .where(eq(checkIns.reservationId, reservationId));
}

/** Starts (or resumes) the check-in: open from the brand's hours before pickup (168 by default) until pickup. */
export async function startCheckIn(context: EngineContext, reference: string, session: Session | undefined) {
  const { db, tenant, now } = context;
  return db.transaction(async (tx) => {
    const row = await lockProvenReservation(tx, tenant, reference, session);
    const hours = tenants[tenant].hours.hoursUntilCheckInOpen;
    if (row.status === 'checked_in')
      throw new ApiError(409, 'check_in_done', 'The check-in is complete: the contract is signed.');
    if (row.status !== 'confirmed') {
      throw new ApiError(409, 'not_checkable', 'Only a confirmed, paid reservation can be checked in.');
    }
    if (!isCheckInOpen(row.pickupAt, now, hours)) {
      const opensAt = new Date(row.pickupAt.getTime() - hours * 3_600_000).toISOString();
      throw new ApiError(
        409,
        'check_in_not_open',
        `Online check-in opens ${hours} hours before pickup, at ${opensAt}.`,
        undefined,
        {},
        { opensAt },
      );
    }
    if (now >= row.pickupAt)
      throw new ApiError(409, 'check_in_closed', 'The pickup time has passed; please check in at the desk.');
    await tx.insert(checkIns).values({ reservationId: row.id, step: 'details', startedAt: now }).onConflictDoNothing();
    const [checkIn] = await tx.select().from(checkIns).where(eq(checkIns.reservationId, row.id));
    await audit(tx, { tenant, reservationId: row.id, sessionId: session?.id, action: 'check-in.started', at: now });
    return { reservation: row, checkIn: checkIn as CheckInRow };
  });
}

export function checkInDetailsRequest(today: string) {
  return strictObject({
    address: formFields.address(),
    zipcode: formFields.zipcode(),
    city: formFields.city(),
    licenseNumber: formFields.licenseNumber(),
    dateOfBirth: formFields.dateOfBirth(today),
    flightNumber: yup.string().typeError('Flight number must be a string').trim().max(20).optional(),
    drivers: yup
      .array(
        strictObject({
          fullName: formFields.fullName(),
          licenseNumber: formFields.licenseNumber(),
          dateOfBirth: formFields.dateOfBirth(today),
        }),
      )
      .typeError('Drivers must be a list')
      .max(10)
      .default([]),
  });
}
export type CheckInDetails = yup.InferType<ReturnType<typeof checkInDetailsRequest>>;

/** Details: the main driver's address and licence, and every extra driver (no more than were booked). */
export async function saveCheckInDetails(
  context: EngineContext,
  reference: string,
  details: CheckInDetails,
  session: Session | undefined,
) {
  const { db, tenant, now } = context;
  return db.transaction(async (tx) => {
    const { row, checkIn } = await lockCheckIn(tx, context, reference, session);
    if (details.drivers.length > row.extraDrivers) {
      throw new ApiError(
        422,
        'too_many_drivers',
        `This reservation has ${row.extraDrivers} extra drivers; add more in the options step first.`,
        {
          drivers: `At most ${row.extraDrivers} extra drivers.`,
        },
      );
    }
    await setStep(
      tx,
      row.id,
      reached(checkIn, 'options') && !reached(checkIn, 'contract') ? (checkIn.step as CheckInStep) : 'options',
      details,
    );
    await audit(tx, { tenant, reservationId: row.id, sessionId: session?.id, action: 'check-in.details', at: now });
    const [updated] = await tx.select().from(checkIns).where(eq(checkIns.reservationId, row.id));
    return { reservation: row, checkIn: updated as CheckInRow };
  });
}

export const checkInOptionsRequest = strictObject(optionsShape);

/** Options: extras, insurance and drivers priced again; the difference is paid in the payment step. */
export async function saveCheckInOptions(
  context: EngineContext,
  gateway: PaymentProcessor,
  reference: string,
  options: yup.InferType<typeof checkInOptionsRequest>,
  session: Session | undefined,
) {
  const { db, tenant } = context;
  const catalog = await loadCatalog(db, tenant);
  return db.transaction(async (tx) => {
    const { row, checkIn } = await lockCheckIn(tx, context, reference, session);
    if (!reached(checkIn, 'options')) throw new ApiError(409, 'step_out_of_order', 'Give the driver details first.');
    const updated = await applyChanges(tx, context, gateway, catalog, row, options, session, 'check-in.options');
    await setStep(tx, row.id, 'payment');
    return { reservation: updated };
  });
}

export type CheckInPaymentOutcome =
  { status: 'done'; reservation: ReservationRow } | { status: 'checkout'; started: StartedPayment };

/**
 * Payment (payment option 509): everything not yet paid is charged now, so nothing is left for the
 * desk, and the deposit is held on the card (a pre-authorisation, never a charge). What is due is paid
 * on the processor's page (a checkout that also keeps the card for the hold); with nothing due the hold
 * is placed on the card kept at booking, or, when none is kept, authorised on the processor's page.
 * The step moves on once nothing is due (`checkInPaymentSettled`).
 */
export async function payCheckIn(
  context: EngineContext,
  processor: PaymentProcessor,
  reference: string,
  input: { key: string; returnUrl: string },
  session: Session | undefined,
): Promise<CheckInPaymentOutcome> {
  const { db } = context;
  return db.transaction(async (tx) => {
    const { row, checkIn } = await lockCheckIn(tx, context, reference, session);
    if (!reached(checkIn, 'payment')) throw new ApiError(409, 'step_out_of_order', 'Choose the options first.');
    const [previous] = await tx
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.reservationId, row.id), eq(paymentAttempts.idempotencyKey, input.key)));
    if (previous) return { status: 'checkout', started: { attempt: previous, reservation: row, replayed: true } };
    if (outstanding(row) > 0) {
      const started = await startPaymentLocked(tx, context, processor, row, {
        key: input.key,
        purpose: 'check-in',
        returnUrl: input.returnUrl,
        amount: outstanding,
      });
      return { status: 'checkout', started };
    }
    const hold = await placeDepositHold(tx, context, processor, row);
    // No card kept, or the kept card refused the hold (its refusal is recorded, and this transaction must
    // commit for that): the customer authorises the hold on the processor's page with a card.
    if (hold === 'needs_card' || hold === 'refused') {
      const started = await startPaymentLocked(tx, context, processor, row, {
        key: input.key,
        purpose: 'deposit',
        returnUrl: input.returnUrl,
        amount: depositOf,
        capture: 'manual',
      });
      return { status: 'checkout', started };
    }
    await toContractStep(tx, row.id, checkIn);
    return { status: 'done', reservation: row };
  });
}

async function toContractStep(tx: Transaction, reservationId: string, checkIn: CheckInRow) {
  if (reached(checkIn, 'contract')) return;
  await tx.update(checkIns).set({ step: 'contract' }).where(eq(checkIns.reservationId, reservationId));
}

/**
 * After a check-in payment settled: with nothing left to pay, the deposit hold is placed on the card
 * the checkout kept (when the processor has told us its token; the hourly sweep catches up when not)
 * and the check-in moves on to the contract, unless the card refused the hold.
 */
export async function checkInPaymentSettled(
  context: EngineContext,
  processor: PaymentProcessor,
  reservationId: string,
): Promise<void> {
  await context.db.transaction(async (tx) => {
    const [row] = await tx.select().from(reservations).where(eq(reservations.id, reservationId)).for('update');
    const [checkIn] = await tx.select().from(checkIns).where(eq(checkIns.reservationId, reservationId));
    if (!row || !checkIn || !reached(checkIn, 'payment') || outstanding(row) > 0) return;
    // A hold the stored card refused keeps the check-in at its payment step: the customer authorises it
    // on the processor's page next (the refused card is not asked again while the customer is there).
    if ((await placeDepositHold(tx, context, processor, row)) === 'refused') return;
    await toContractStep(tx, row.id, checkIn);
  });
}

/**
 * A new signing link for the newest contract, for a customer whose first link is gone (a reload drops it:
 * the engine keeps only the token's hash). Earlier links stay valid until they expire or the contract is
 * signed. Only at the signature step.
 */
export async function issueSigningLink(context: EngineContext, reference: string, session: Session | undefined) {
  const { db, now } = context;
  return db.transaction(async (tx) => {
    const { row, checkIn } = await lockCheckIn(tx, context, reference, session);
    if (!reached(checkIn, 'signature')) throw new ApiError(409, 'step_out_of_order', 'Draw up the contract first.');
    const [contract] = await tx
      .select({ id: contracts.id })
      .from(contracts)
      .where(eq(contracts.reservationId, row.id))
      .orderBy(desc(contracts.createdAt))
      .limit(1);
    if (!contract) throw new ApiError(409, 'step_out_of_order', 'Draw up the contract first.');
    const locale = isLocaleCode(row.locale) ? row.locale : 'en';
    const signingLink = await offerSigningLink(tx, { contractId: contract.id, reservationId: row.id, locale, now });
    await audit(tx, {
      tenant: context.tenant,
      reservationId: row.id,
      sessionId: session?.id,
      action: 'check-in.signing-link',
      at: now,
    });
    return { signingLink };
  });
}

/** The newest contract of a reservation, signed if it was. */
export async function contractPdf(context: EngineContext, reference: string, session: Session | undefined) {
  const { db, tenant } = context;
  // Reading the contract needs no lock: a plain read of the proven reservation.
  const row = await provenReservation(db, tenant, reference, session);
  const [contract] = await db
    .select()
    .from(contracts)
    .where(eq(contracts.reservationId, row.id))
    .orderBy(desc(contracts.createdAt))
    .limit(1);
  if (!contract) throw new ApiError(404, 'not_found', 'No contract has been drawn up for this reservation yet.');
  const [signature] = await db.select().from(signatures).where(eq(signatures.contractId, contract.id));
  return { reference: row.reference, pdf: signature ? signature.signedPdf : contract.pdf, signed: Boolean(signature) };
}

// Signing links (spec §2: the signature step has no session check). The token proves one contract only.

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function offerSigningLink(
  tx: Transaction,
  link: { contractId: string; reservationId: string; locale: string; now: Date },
): Promise<SigningLink> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = signingLinkExpiresAt(link.now);
  await tx.insert(signingLinks).values({
    contractId: link.contractId,
    reservationId: link.reservationId,
    tokenSha256: tokenHash(token),
    createdAt: link.now,
    expiresAt,
  });
  const prefix = link.locale === 'en' ? '' : `/${link.locale}`;
  return { path: `${prefix}/reservation/checkin/signature/?token=${token}`, token, expiresAt: expiresAt.toISOString() };
}

/** 404 for a token that is not one, 410 `link_expired`, 409 `link_used`; else the link, its contract and reservation. */
export async function openSigningLink(db: Executor, context: EngineContext, token: string, lock: boolean) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw notFound('No signing link was found.');
  const query = db
    .select({ link: signingLinks, reservation: reservations })
    .from(signingLinks)
    .innerJoin(reservations, eq(reservations.id, signingLinks.reservationId))
    .where(and(eq(signingLinks.tokenSha256, tokenHash(token)), eq(reservations.tenant, context.tenant)));
  const [found] = lock ? await query.for('update') : await query;
  if (!found) throw notFound('No signing link was found.');
  const state = signingLinkState(found.link, context.now);
  if (state === 'used' || found.reservation.status === 'checked_in') {
    throw new ApiError(409, 'link_used', 'This contract has been signed already; the link cannot be used again.');
  }
  if (state === 'expired') {
    throw new ApiError(
      410,
      'link_expired',
      'This signing link has expired. Open the check-in with your reservation to get a new one.',
    );
  }
  const [contract] = await db.select().from(contracts).where(eq(contracts.id, found.link.contractId));
  if (!contract) throw notFound('No signing link was found.');
  return { ...found, contract };
}

/** What the signature page shows for a signing link: the contract to sign and no more of the reservation. */
export async function signingLinkView(context: EngineContext, token: string): Promise<SigningLinkAnswer> {
  const { link, reservation, contract } = await openSigningLink(context.db, context, token, false);
  return {
    reference: reservation.reference,
    locale: reservation.locale,
    contract: { sha256: contract.sha256, pdfPath: `/api/signing-links/${token}/contract` },
    renterName: [reservation.customer.firstName, reservation.customer.lastName].filter(Boolean).join(' '),
    expiresAt: link.expiresAt.toISOString(),
  };
}

/** The unsigned contract that a signing link proves. */
export async function signingLinkContractPdf(context: EngineContext, token: string) {
  const { reservation, contract } = await openSigningLink(context.db, context, token, false);
  return { reference: reservation.reference, pdf: contract.pdf };
}
