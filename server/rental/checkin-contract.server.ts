import { desc, eq } from 'drizzle-orm';
import * as yup from 'yup';
import type { SignatureReceipt } from '../../src/api-client/types';
import { checkInPaymentOptionId, checkInRentalAgreementTemplateId } from '../../src/config/constants';
import type { Currency } from '../../src/config/currencies';
import { isLocaleCode } from '../../src/config/locales';
import { tenants } from '../../src/config/tenants';
import { fields as formFields } from '../../src/domain/validation';
import { sha256Hex } from '../contracts/sha256.server';
import type { Transaction } from '../db/client.server';
import { checkIns, contracts, reservations, signatures, signingLinks } from '../db/schema';
import { ApiError, notFound } from '../http/api-error.server';
import { strictObject } from '../http/request.server';
import { enqueueMessage } from '../mail/outbox.server';
import type { Session } from '../session.server';
import { loadCatalog, localized, optionName } from './catalog.server';
import {
  lockCheckIn,
  offerSigningLink,
  openSigningLink,
  reached,
  setStep,
  type CheckInDetails,
  type CheckInRow,
} from './checkin.server';
import type { EngineContext } from './context.server';
import { licencePhotosOf, photosGivenByDriver } from './licence-photo-view.server';
import { priceLineLabels } from './line-labels';
import { audit, netPaid, outstanding, type FrozenPrice, type ReservationRow } from './reservations.server';

/**
 * The PDF library and the fonts' reader, loaded on the first contract drawn or signed, not when the
 * function starts: the contract's GET (a stored PDF) and every refused request answer without them.
 */
const contractPdfModule = () => import('../contracts/contract-pdf.server');

/**
 * The check-in's contract steps: drawing up the rental agreement PDF and signing it (in the session's
 * check-in or through a signing link). Apart from the other steps (checkin.server.ts) because these are the
 * only ones that draw a PDF: the functions that import this module get the contract's fonts, and only they
 * (docs/decisions/050; a test checks netlify.toml against the functions' import graph).
 */

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
    const { renderContractPdf } = await contractPdfModule();
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
  const { stampSignature } = await contractPdfModule();
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
