import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { DeskDay, DeskRow, FoundReservation, StaffReservationAnswer } from '../../src/api-client/staff-types';
import { addDays, businessToday } from '../../src/domain/dates';
import { licencePhotoSides } from '../../src/domain/licence-photo';
import type { Executor } from '../db/client.server';
import {
  checkIns,
  contracts,
  licencePhotos,
  locations,
  paymentAttempts,
  refundRequests,
  reservations,
  signatures,
  vehicleClasses,
} from '../db/schema';
import { ApiError, notFound } from '../http/api-error.server';
import type { EngineContext } from '../rental/context.server';
import { depositReleaseDate, ledgerOf, ledgerTotals, rejectedPurpose } from '../rental/ledger.server';
import { normalizeReference } from '../rental/reference.server';
import { reservationView, type ReservationRow } from '../rental/reservations.server';
import { historyOf, recordStaffAction } from './audit.server';
import type { StaffSession } from './sessions.server';

/** The ledger's reasons for an authorisation not taken as payment (payment-outcome.server.ts `rejectAuthorisation`). */
const rejectedAuthorisations = new Set(['amount_mismatch', 'currency_mismatch', 'duplicate_authorisation']);

/**
 * Authorisations the site did not take as payment, with why (issue 37): what the attempt asked, what the
 * processor authorised, how it was given back (refunded, or cancelled when it was a hold), and whether
 * the processor's webhook confirmed that (`refund`: pending, done, or failed with its reason).
 */
async function paymentProblemsOf(
  db: Executor,
  entries: Awaited<ReturnType<typeof ledgerOf>>,
): Promise<StaffReservationAnswer['staff']['paymentProblems']> {
  const rejected = entries.filter(
    (entry) => entry.kind === 'failed' && rejectedAuthorisations.has(entry.failureCode ?? ''),
  );
  const ids = [...new Set(rejected.flatMap((entry) => (entry.attemptId ? [entry.attemptId] : [])))];
  const attempts =
    ids.length === 0 ? [] : await db.select().from(paymentAttempts).where(inArray(paymentAttempts.id, ids));
  return rejected.map((entry) => {
    const attempt = attempts.find((one) => one.id === entry.attemptId);
    // Its refund or cancel (purpose `rejected`, against this payment): a failure wins over a success,
    // as a processor may report a refund's failure after it (Adyen's REFUND_FAILED).
    const returns = entries.filter(
      (one) => one.purpose === rejectedPurpose && one.paymentReference === entry.gatewayReference,
    );
    const failure = returns.find((one) => one.kind === 'failed');
    const done = returns.some((one) => one.kind === 'refunded' || one.kind === 'cancelled');
    return {
      reason: entry.failureCode as 'amount_mismatch' | 'currency_mismatch' | 'duplicate_authorisation',
      action: attempt?.capture === 'manual' ? 'cancelled' : 'refunded',
      expected: { amount: attempt?.amount ?? 0, currency: attempt?.currency ?? entry.currency },
      authorised: { amount: entry.amount, currency: entry.currency },
      refund: failure ? 'failed' : done ? 'done' : 'pending',
      refundFailure: failure?.failureCode ?? null,
      pspReference: entry.gatewayReference,
      at: entry.createdAt.toISOString(),
    };
  });
}

/**
 * What the desk reads (issue 29): the day's pickups and returns per office, the search, and a
 * reservation with everything the customer gave. Staff only; every answer is `no-store`. Each read of
 * personal data is audited (issue 38) in `staff_actions`: who (the staff session, e-mail, role), when,
 * what (`desk-day.viewed`, `reservations.searched`, `reservation.viewed`), and which reservations by
 * reference; never the search's words or what was shown.
 */

const live: ReservationRow['status'][] = ['pending_payment', 'confirmed', 'checked_in'];

async function officesOf(db: Executor, tenant: string) {
  const rows = await db.select().from(locations).where(eq(locations.tenant, tenant)).orderBy(locations.position);
  return rows.map((row) => ({ id: row.id, title: row.title.en ?? row.id }));
}

/** Whether every driver gave both licence sides and the newest contract is signed. */
async function documentsOf(db: Executor, rows: ReservationRow[]) {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return new Map<string, boolean>();
  const photos = await db
    .select({ reservationId: licencePhotos.reservationId, driver: licencePhotos.driver, side: licencePhotos.side })
    .from(licencePhotos)
    .where(inArray(licencePhotos.reservationId, ids));
  const signed = await db
    .select({ reservationId: contracts.reservationId })
    .from(contracts)
    .innerJoin(signatures, eq(signatures.contractId, contracts.id))
    .where(inArray(contracts.reservationId, ids));
  const signedIds = new Set(signed.map((row) => row.reservationId));
  return new Map(
    rows.map((row) => {
      const hasPhotos = Array.from({ length: row.extraDrivers + 1 }, (_, driver) =>
        licencePhotoSides.every((side) =>
          photos.some((photo) => photo.reservationId === row.id && photo.driver === driver && photo.side === side),
        ),
      ).every(Boolean);
      return [row.id, hasPhotos && signedIds.has(row.id)];
    }),
  );
}

async function deskRows(db: Executor, rows: ReservationRow[], timeOf: (row: ReservationRow) => string) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const steps = await db.select().from(checkIns).where(inArray(checkIns.reservationId, ids));
  const classes = await db
    .select()
    .from(vehicleClasses)
    .where(eq(vehicleClasses.tenant, rows[0]?.tenant ?? ''));
  const documents = await documentsOf(db, rows);
  const answer: DeskRow[] = [];
  for (const row of rows) {
    const totals = ledgerTotals(await ledgerOf(db, row.id));
    answer.push({
      reference: row.reference,
      time: timeOf(row).slice(11, 16),
      name: `${row.customer.firstName ?? ''} ${row.customer.lastName ?? ''}`.trim(),
      vehicleClass: { id: row.classId, name: classes.find((found) => found.id === row.classId)?.name ?? row.classId },
      flightNumber: row.bookingDetails?.trip?.flightNumber ?? null,
      status: row.status,
      checkIn: steps.find((step) => step.reservationId === row.id)?.step ?? 'not_started',
      documentsComplete: documents.get(row.id) ?? false,
      deposit: totals.deposit.status,
      pickedUpAt: row.pickedUpAt?.toISOString() ?? null,
      returnedAt: row.returnedAt?.toISOString() ?? null,
    });
  }
  return answer.sort((a, b) => a.time.localeCompare(b.time));
}

/** GET /api/staff/today: one office's pickups and returns of today or tomorrow (Iceland dates); audited. */
export async function deskDay(
  context: EngineContext,
  staff: StaffSession,
  officeId: string | null,
  day: 'today' | 'tomorrow',
): Promise<DeskDay> {
  const { db, tenant, now } = context;
  const offices = await officesOf(db, tenant);
  const office = officeId ? offices.find((candidate) => candidate.id === officeId) : offices[0];
  if (!office) {
    throw new ApiError(400, 'invalid_request', 'No such office.', {
      office: `One of ${offices.map((o) => o.id).join(', ')}.`,
    });
  }
  const date = day === 'today' ? businessToday(now) : addDays(businessToday(now), 1);
  const pickups = await db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.tenant, tenant),
        eq(reservations.pickupLocationId, office.id),
        inArray(reservations.status, live),
        sql`left(${reservations.pickupLocal}, 10) = ${date}`,
      ),
    );
  const returns = await db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.tenant, tenant),
        eq(reservations.returnLocationId, office.id),
        inArray(reservations.status, live),
        sql`left(${reservations.returnLocal}, 10) = ${date}`,
      ),
    );
  // Names and flight numbers of the day's customers: the view is recorded, with the references shown.
  await recordStaffAction(db, staff, {
    reservationId: null,
    action: 'desk-day.viewed',
    details: { office: office.id, day, date, references: [...pickups, ...returns].map((row) => row.reference) },
    at: now,
  });
  return {
    office,
    offices,
    day,
    date,
    pickups: await deskRows(db, pickups, (row) => row.pickupLocal),
    returns: await deskRows(db, returns, (row) => row.returnLocal),
  };
}

/**
 * GET /api/staff/reservations?q=: by reference, name, e-mail, or a date (pickup or return), newest first.
 * Audited: the kind of search (a date or words) and the references found, never the words searched for
 * (a name or an address).
 */
export async function findReservations(
  context: EngineContext,
  staff: StaffSession,
  query: string,
): Promise<FoundReservation[]> {
  const { db, tenant, now } = context;
  const q = query.trim();
  if (q.length < 2 || q.length > 100) {
    throw new ApiError(400, 'invalid_request', 'Search with 2 to 100 characters.', { q: '2 to 100 characters.' });
  }
  const like = `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const isDate = /^\d{4}-\d{2}-\d{2}$/.test(q);
  const words = q.split(/\s+/).filter(Boolean);
  const byName =
    words.length > 1
      ? and(
          ilike(sql`${reservations.customer}->>'firstName'`, `%${words[0]}%`),
          ilike(sql`${reservations.customer}->>'lastName'`, `%${words.slice(1).join(' ')}%`),
        )
      : or(
          ilike(sql`${reservations.customer}->>'firstName'`, like),
          ilike(sql`${reservations.customer}->>'lastName'`, like),
        );
  const rows = await db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.tenant, tenant),
        isDate
          ? or(sql`left(${reservations.pickupLocal}, 10) = ${q}`, sql`left(${reservations.returnLocal}, 10) = ${q}`)
          : or(
              eq(reservations.reference, normalizeReference(q)),
              ilike(sql`${reservations.customer}->>'email'`, like),
              byName,
            ),
      ),
    )
    .orderBy(desc(reservations.pickupAt))
    .limit(50);
  await recordStaffAction(db, staff, {
    reservationId: null,
    action: 'reservations.searched',
    details: { by: isDate ? 'date' : 'words', found: rows.length, references: rows.map((row) => row.reference) },
    at: now,
  });
  return rows.map((row) => ({
    reference: row.reference,
    name: `${row.customer.firstName ?? ''} ${row.customer.lastName ?? ''}`.trim(),
    email: row.customer.email ?? '',
    status: row.status,
    pickup: row.pickupLocal,
    return: row.returnLocal,
    vehicleClass: row.classId,
  }));
}

/** The reservation of `reference` in this brand, for staff (no proof needed: the staff session is it). */
export async function staffReservation(db: Executor, tenant: string, reference: string, lock = false) {
  const query = db
    .select()
    .from(reservations)
    .where(and(eq(reservations.tenant, tenant), eq(reservations.reference, normalizeReference(reference))));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('No reservation was found.');
  return row;
}

/** Whether a table exists (the e-mail outbox is built in another branch and may not be here yet). */
async function tableExists(db: Executor, name: string): Promise<boolean> {
  const result = await db.execute<{ found: string | null }>(
    sql`SELECT to_regclass(${`public.${name}`})::text AS found`,
  );
  return Boolean(result.rows[0]?.found);
}

/** The e-mails of a reservation from `mail_outbox`, when that table exists: kind, state and times only. */
async function emailsOf(db: Executor, reservationId: string) {
  if (!(await tableExists(db, 'mail_outbox'))) return null;
  const result = await db.execute<{ row: Record<string, unknown> }>(
    sql`SELECT to_jsonb(m) AS row FROM mail_outbox m WHERE m.reservation_id = ${reservationId}`,
  );
  const pick = (row: Record<string, unknown>, ...names: string[]) => {
    for (const name of names) if (row[name] !== undefined) return row[name];
    return null;
  };
  return result.rows.map(({ row }) => ({
    kind: pick(row, 'kind', 'template'),
    status: pick(row, 'status', 'state'),
    to: pick(row, 'to', 'recipient', 'to_address'),
    createdAt: pick(row, 'created_at'),
    sentAt: pick(row, 'sent_at'),
  }));
}

/**
 * GET /api/staff/reservations/{reference}: everything about one reservation. With `viewer` (the GET
 * itself, not an action's answer, whose action is recorded already) the view is audited as
 * `reservation.viewed`, naming the kinds of personal data shown (`parts`), never their values.
 */
export async function staffReservationDetail(
  context: EngineContext,
  reference: string,
  viewer?: StaffSession,
): Promise<StaffReservationAnswer> {
  const { db, tenant, now } = context;
  const row = await staffReservation(db, tenant, reference);
  const base = `/api/staff/reservations/${row.reference}`;
  const view = await reservationView(db, row, now, 'en');
  const [checkIn] = await db.select().from(checkIns).where(eq(checkIns.reservationId, row.id));
  const photos = await db.select().from(licencePhotos).where(eq(licencePhotos.reservationId, row.id));
  const [contract] = await db
    .select({ id: contracts.id, createdAt: contracts.createdAt, sha256: contracts.sha256 })
    .from(contracts)
    .where(eq(contracts.reservationId, row.id))
    .orderBy(desc(contracts.createdAt))
    .limit(1);
  const [signature] = contract
    ? await db
        .select({ signerName: signatures.signerName, signedAt: signatures.signedAt, method: signatures.method })
        .from(signatures)
        .where(eq(signatures.contractId, contract.id))
    : [];
  const entries = await ledgerOf(db, row.id);
  const totals = ledgerTotals(entries);
  const requests = await db
    .select()
    .from(refundRequests)
    .where(eq(refundRequests.reservationId, row.id))
    .orderBy(desc(refundRequests.createdAt));
  const emails = await emailsOf(db, row.id);
  if (viewer) {
    const parts = [
      'customer',
      ...(row.bookingDetails ? ['booking-details'] : []),
      ...(checkIn?.details ? ['check-in-details'] : []),
      ...(row.lease ? ['lease-lessee-kennitala'] : []),
      ...(photos.length > 0 ? ['licence-photo-list'] : []),
      ...(signature ? ['signer-name'] : []),
    ];
    await recordStaffAction(db, viewer, {
      reservationId: row.id,
      action: 'reservation.viewed',
      details: { parts },
      at: now,
    });
  }
  return {
    reservation: view,
    staff: {
      pickedUpAt: row.pickedUpAt?.toISOString() ?? null,
      returnedAt: row.returnedAt?.toISOString() ?? null,
      handover: row.handover ?? {},
      depositReleaseOn: totals.deposit.status === 'held' ? depositReleaseDate(row).toISOString() : null,
      bookingDetails: row.bookingDetails,
      checkInDetails: checkIn?.details ?? null,
      // A lease's lessee with the kennitala as given: staff only, never logged.
      lease: row.lease,
      licencePhotos: photos
        .sort((a, b) => a.driver - b.driver || licencePhotoSides.indexOf(a.side) - licencePhotoSides.indexOf(b.side))
        .map((photo) => ({
          driver: photo.driver,
          side: photo.side,
          contentType: photo.contentType,
          uploadedAt: photo.uploadedAt.toISOString(),
          url: `${base}/licence-photos/${photo.driver}/${photo.side}`,
        })),
      contract: contract
        ? {
            url: `${base}/contract`,
            createdAt: contract.createdAt.toISOString(),
            sha256: contract.sha256,
            signed: Boolean(signature),
            signedAt: signature?.signedAt.toISOString() ?? null,
            signerName: signature?.signerName ?? null,
          }
        : null,
      ledger: entries.map((entry) => ({
        kind: entry.kind,
        purpose: entry.purpose,
        amount: entry.amount,
        currency: entry.currency,
        at: entry.createdAt.toISOString(),
        cardBrand: entry.cardBrand,
        cardLast4: entry.cardLast4,
        failureCode: entry.failureCode,
      })),
      paymentProblems: await paymentProblemsOf(db, entries),
      deposit: {
        status: totals.deposit.status,
        heldAmount: totals.deposit.heldAmount,
        capturedAmount: totals.deposit.capturedAmount,
        amount: view.deposit.amount,
        missing: view.deposit.amount > 0 && totals.deposit.status === 'not_held',
        holdRefused: view.deposit.holdRefused,
        pending: totals.deposit.pending,
        failures: totals.deposit.failures.map((failure) => ({ ...failure, at: failure.at.toISOString() })),
        renewalFailed: totals.deposit.renewalFailed,
        lapsesAt: view.deposit.lapsesOn,
      },
      refundRequests: requests.map((request) => ({
        id: request.id,
        amount: request.amount,
        reason: request.reason,
        status: request.status,
        requestedAt: request.createdAt.toISOString(),
        decidedAt: request.decidedAt?.toISOString() ?? null,
        decidedBy: request.decidedBy,
        refundedAmount: request.refundedAmount,
      })),
      history: await historyOf(db, tenant, row.id),
      // null: this build has no e-mail outbox yet (docs/decisions/031).
      emails,
    },
  };
}
