import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import * as yup from 'yup';
import { checkInPaymentOptionId, checkInRentalAgreementTemplateId } from '../../src/config/constants';
import type { SigningLink, SigningLinkAnswer, SignatureReceipt } from '../../src/api-client/types';
import type { Currency } from '../../src/config/currencies';
import { isLocaleCode } from '../../src/config/locales';
import { tenants } from '../../src/config/tenants';
import { isCheckInOpen } from '../../src/domain/checkin';
import { signingLinkExpiresAt, signingLinkState } from '../../src/domain/signing-link';
import { fields as formFields } from '../../src/domain/validation';
import { renderContractPdf, sha256Hex, stampSignature } from '../contracts/contract-pdf.server';
import type { Executor, Transaction } from '../db/client.server';
import { checkIns, contracts, paymentAttempts, reservations, signatures, signingLinks } from '../db/schema';
import { ApiError, notFound } from '../http/api-error.server';
import { strictObject } from '../http/request.server';
import type { PaymentProcessor } from '../payments/processor.server';
import type { Session } from '../session.server';
import { loadCatalog, localized, optionName } from './catalog.server';
import { enqueueMessage } from '../mail/outbox.server';
import { applyChanges } from './changes.server';
import type { EngineContext } from './context.server';
import { licencePhotosOf, photosGivenByDriver } from './licence-photo-view.server';
import { priceLineLabels } from './line-labels';
import { depositOf, placeDepositHold } from './deposit.server';
import { startPaymentLocked, type StartedPayment } from './payment-checkout.server';
import { optionsShape } from './requests';
import {
  audit,
  lockProvenReservation,
  netPaid,
  outstanding,
  provenReservation,
  type FrozenPrice,
  type ReservationRow,
} from './reservations.server';

/**
 * Online check-in (spec §4: start, details, options, payment, contract, signature). Each step is
 * stored, so the customer can leave and come back; a step can be repeated until the contract is
 * signed, and changing details or options after the contract was drawn up voids that contract.
 */

export type CheckInStep = 'details' | 'options' | 'payment' | 'contract' | 'signature' | 'done';
const stepOrder: CheckInStep[] = ['details', 'options', 'payment', 'contract', 'signature', 'done'];

type CheckInRow = typeof checkIns.$inferSelect;

function reached(row: CheckInRow, step: CheckInStep): boolean {
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

async function setStep(tx: Transaction, reservationId: string, step: CheckInStep, details?: Record<string, unknown>) {
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

/** Contract: the rental agreement (template 1829, payment option 509) rendered to PDF, its SHA-256 stored. */
export async function createContract(context: EngineContext, reference: string, session: Session | undefined) {
  const { db, tenant, now } = context;
  const catalog = await loadCatalog(db, tenant);
  return db.transaction(async (tx) => {
    const { row, checkIn } = await lockCheckIn(tx, context, reference, session);
    if (!reached(checkIn, 'contract'))
      throw new ApiError(409, 'step_out_of_order', 'Pay the outstanding amount first.');
    if (outstanding(row) > 0) throw new ApiError(409, 'payment_due', 'An amount is still due: pay it first.');
    const locale = isLocaleCode(row.locale) ? row.locale : 'en';
    const details = (checkIn.details ?? {}) as Partial<CheckInDetails>;
    const vehicleClass = catalog.classes.find((candidate) => candidate.id === row.classId);
    const place = (id: string) => {
      const location = catalog.locations.find((candidate) => candidate.id === id);
      return location ? localized(location.title, locale) : id;
    };
    const price = row.price as FrozenPrice;
    const labels = priceLineLabels[locale];
    const photosGiven = photosGivenByDriver(await licencePhotosOf(tx, row.id), row.extraDrivers);
    const company = tenants[tenant];
    const pdf = await renderContractPdf({
      templateId: checkInRentalAgreementTemplateId,
      paymentOptionId: checkInPaymentOptionId,
      reference: row.reference,
      tenant,
      locale,
      companyName: company.company?.name ?? company.name,
      issuedAt: now,
      customer: {
        firstName: row.customer.firstName ?? '',
        lastName: row.customer.lastName ?? '',
        email: row.customer.email ?? '',
        phone: row.customer.phone ?? '',
        country: row.customer.country ?? '',
        dateOfBirth: details.dateOfBirth ?? row.customer.dateOfBirth ?? '',
        // A lessee gave the address and licence when leasing (issue 15); the check-in may update them.
        address: details.address ?? row.lease?.lessee.address,
        zipcode: details.zipcode ?? row.lease?.lessee.zipcode,
        city: details.city ?? row.lease?.lessee.city,
        licenseNumber: details.licenseNumber ?? row.lease?.lessee.licenseNumber,
      },
      // The contract states whether the photos were given; it never embeds them.
      licencePhotosGiven: photosGiven[0] ?? false,
      drivers: (details.drivers ?? []).map((driver, index) => ({
        name: driver.fullName,
        licenseNumber: driver.licenseNumber,
        licencePhotosGiven: photosGiven[index + 1] ?? false,
      })),
      vehicle: {
        name: vehicleClass?.name ?? row.classId,
        classCode: row.classId,
        orSimilar: !(vehicleClass?.guaranteedModel ?? false),
      },
      pickup: { location: place(row.pickupLocationId), at: row.pickupLocal },
      return: { location: place(row.returnLocationId), at: row.returnLocal },
      lines: price.lines.map((line) => {
        const name =
          line.type === 'extra' || line.type === 'insurance'
            ? optionName(catalog, line.type, line.id, locale)
            : undefined;
        return { label: name ? `${labels[line.type]}: ${name}` : labels[line.type], amount: line.amount };
      }),
      total: row.total,
      currency: row.currency as Currency,
      paid: netPaid(row),
      dueAtPickup: Math.max(0, outstanding(row)),
      deposit: price.deposit,
      extras: row.extras.map((chosen) => ({
        name: optionName(catalog, 'extra', chosen.id, locale) ?? chosen.id,
        quantity: chosen.quantity,
      })),
      insurance: optionName(catalog, 'insurance', row.insuranceId, locale),
      lease: row.lease
        ? { startDate: row.lease.startDate, endDate: row.lease.endDate, deliveryLocation: row.lease.deliveryLocation }
        : undefined,
    });
    const sha256 = sha256Hex(pdf);
    const [contract] = await tx
      .insert(contracts)
      .values({
        reservationId: row.id,
        templateId: checkInRentalAgreementTemplateId,
        paymentOptionId: checkInPaymentOptionId,
        pdf: Buffer.from(pdf),
        sha256,
        createdAt: now,
      })
      .returning({ id: contracts.id, sha256: contracts.sha256, createdAt: contracts.createdAt });
    if (!contract) throw new Error('The contract was not stored');
    await setStep(tx, row.id, 'signature');
    const signingLink = await offerSigningLink(tx, { contractId: contract.id, reservationId: row.id, locale, now });
    await audit(tx, {
      tenant,
      reservationId: row.id,
      sessionId: session?.id,
      action: 'check-in.contract',
      details: { sha256 },
      at: now,
    });
    return {
      contract: {
        id: contract.id,
        sha256,
        templateId: checkInRentalAgreementTemplateId,
        paymentOptionId: checkInPaymentOptionId,
        size: pdf.byteLength,
      },
      signingLink,
    };
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

/** Signature images are PNG data URLs from signature_pad; this caps what is stored. */
export const maxSignatureBytes = 512 * 1024;

/** A drawn signature (`image`, the default) or a typed one (the name alone, docs/decisions/009). */
export const signatureRequest = strictObject({
  contractSha256: yup
    .string()
    .typeError('Contract hash must be a string')
    .required('Contract hash is required')
    .matches(/^[0-9a-f]{64}$/, 'Contract hash must be a SHA-256 in hex'),
  signerName: formFields.fullName(),
  method: yup
    .string()
    .typeError('Method must be a string')
    .oneOf(['drawn', 'typed'] as const, 'Method must be drawn or typed')
    .default('drawn'),
  image: yup
    .string()
    .typeError('Signature must be a string')
    .when('method', {
      is: 'typed',
      then: (schema) => schema.test('absent', 'A typed signature has no image', (value) => value === undefined),
      otherwise: (schema) =>
        schema
          .required('Signature is required')
          .matches(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, 'Signature must be a PNG data URL'),
    }),
});
export type SignatureRequestBody = yup.InferType<typeof signatureRequest>;

/**
 * Signature: the drawn image or the typed name bound to the contract the customer saw (its SHA-256 must be
 * the newest contract's), stored with the time and the client's address; the reservation is checked in.
 */
export async function signContract(
  context: EngineContext,
  reference: string,
  request: SignatureRequestBody,
  clientAddress: string,
  session: Session | undefined,
) {
  const image = signatureImage(request);
  return context.db.transaction(async (tx) => {
    const { row, checkIn } = await lockCheckIn(tx, context, reference, session);
    return signLocked(tx, context, { row, checkIn }, request, image, clientAddress, session?.id);
  });
}

function signatureImage(request: SignatureRequestBody): Buffer | null {
  if (request.method === 'typed' || !request.image) return null;
  const image = Buffer.from(request.image.slice(request.image.indexOf(',') + 1), 'base64');
  if (image.byteLength > maxSignatureBytes)
    throw new ApiError(413, 'payload_too_large', 'The signature image is too large.');
  return image;
}

/** The signing shared by the session's step and the signing link: the reservation and check-in are locked. */
async function signLocked(
  tx: Transaction,
  context: EngineContext,
  { row, checkIn }: { row: ReservationRow; checkIn: CheckInRow },
  request: SignatureRequestBody,
  image: Buffer | null,
  clientAddress: string,
  sessionId: string | undefined,
) {
  const { tenant, now } = context;
  if (!reached(checkIn, 'signature')) throw new ApiError(409, 'step_out_of_order', 'Draw up the contract first.');
  const [contract] = await tx
    .select()
    .from(contracts)
    .where(eq(contracts.reservationId, row.id))
    .orderBy(desc(contracts.createdAt))
    .limit(1);
  if (!contract || contract.sha256 !== request.contractSha256) {
    throw new ApiError(
      409,
      'contract_changed',
      'The contract has changed since it was shown. Please read the current one and sign again.',
    );
  }
  const method = image ? 'drawn' : 'typed';
  let signedPdf: Uint8Array;
  try {
    signedPdf = await stampSignature(new Uint8Array(contract.pdf), {
      ...(image ? { png: new Uint8Array(image) } : {}),
      signerName: request.signerName,
      signedAt: now,
      contractSha256: contract.sha256,
    });
  } catch (error) {
    throw new ApiError(422, 'invalid_signature', 'The signature image could not be read as a PNG.', {
      image: String((error as Error).message),
    });
  }
  await tx.insert(signatures).values({
    contractId: contract.id,
    signerName: request.signerName,
    method,
    image,
    contractSha256: contract.sha256,
    signedPdf: Buffer.from(signedPdf),
    signedPdfSha256: sha256Hex(signedPdf),
    signedAt: now,
    clientAddress,
  });
  // Every link to this reservation's contracts is spent once one is signed.
  await tx.update(signingLinks).set({ usedAt: now }).where(eq(signingLinks.reservationId, row.id));
  await tx.update(checkIns).set({ step: 'done', completedAt: now }).where(eq(checkIns.reservationId, row.id));
  const [updated] = await tx
    .update(reservations)
    .set({ status: 'checked_in', updatedAt: now, version: row.version + 1 })
    .where(eq(reservations.id, row.id))
    .returning();
  await audit(tx, {
    tenant,
    reservationId: row.id,
    sessionId,
    action: 'check-in.signed',
    details: { contractSha256: contract.sha256, method },
    at: now,
  });
  await enqueueMessage(tx, { kind: 'checked-in', reservation: updated as ReservationRow, now });
  return {
    reservation: updated as ReservationRow,
    signature: {
      contractSha256: contract.sha256,
      signedAt: now.toISOString(),
      signedPdfSha256: sha256Hex(signedPdf),
      method,
    } satisfies SignatureReceipt,
  };
}

// Signing links (spec §2: the signature step has no session check). The token proves one contract only.

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

async function offerSigningLink(
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
async function openSigningLink(db: Executor, context: EngineContext, token: string, lock: boolean) {
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

/** Signs through a signing link: the same rules as the session's signature step, then the link is used. */
export async function signByLink(
  context: EngineContext,
  token: string,
  request: SignatureRequestBody,
  clientAddress: string,
) {
  const image = signatureImage(request);
  return context.db.transaction(async (tx) => {
    const { link, reservation } = await openSigningLink(tx, context, token, true);
    const [row] = await tx.select().from(reservations).where(eq(reservations.id, reservation.id)).for('update');
    const [checkIn] = await tx.select().from(checkIns).where(eq(checkIns.reservationId, reservation.id));
    if (!row || !checkIn) throw notFound('No signing link was found.');
    if (request.contractSha256 !== (await contractShaOf(tx, link.contractId))) {
      throw new ApiError(
        409,
        'contract_changed',
        'The contract has changed since it was shown. Please read the current one and sign again.',
      );
    }
    const signed = await signLocked(tx, context, { row, checkIn }, request, image, clientAddress, undefined);
    return { reference: row.reference, signature: signed.signature };
  });
}

async function contractShaOf(tx: Transaction, contractId: string): Promise<string | undefined> {
  const [contract] = await tx.select({ sha256: contracts.sha256 }).from(contracts).where(eq(contracts.id, contractId));
  return contract?.sha256;
}
