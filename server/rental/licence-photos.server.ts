import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { LicencePhoto } from '../../src/api-client/types';
import { licencePhotoRetentionDays } from '../../src/config/constants';
import { checkLicencePhoto, licencePhotoSides, type LicencePhotoSide } from '../../src/domain/licence-photo';
import { sha256Hex } from '../contracts/sha256.server';
import type { Executor, Transaction } from '../db/client.server';
import { licencePhotos, reservations } from '../db/schema';
import { ApiError, notFound } from '../http/api-error.server';
import type { Session } from '../session.server';
import type { FileStorage, StoredFile } from '../storage/port.server';
import { lockCheckIn } from './checkin.server';
import { licencePhotoView, type LicencePhotoRow } from './licence-photo-view.server';
import type { EngineContext } from './context.server';
import { audit, provenReservation, type ReservationRow } from './reservations.server';

/**
 * Licence photos given at online check-in: the front and back of each driver's licence (0 is the main
 * driver, 1… the extra drivers). The bytes go through the storage port; this module keeps who, which side,
 * the sniffed type, size and SHA-256 in `licence_photos`. Nothing here logs a photo or a name.
 */

/** The `{driver}` of a path: `main` or 1…10; anything else is a 404 like an unknown reservation. */
export function driverIndex(param: string | undefined): number {
  if (param === 'main') return 0;
  if (param && /^(10|[1-9])$/.test(param)) return Number(param);
  throw notFound('No such driver: use main or the extra driver’s number from 1.');
}

export function sideParam(param: string | undefined): LicencePhotoSide {
  if (licencePhotoSides.includes(param as LicencePhotoSide)) return param as LicencePhotoSide;
  throw notFound('No such side: use front or back.');
}

/**
 * Who may give or remove photos, and how the audit names it: the check-in under way (the default), or a
 * lease before it starts (`lockLeaseForPhotos`, issue 15). `lock` runs in a transaction and answers the
 * locked reservation or throws the ApiError that refuses.
 */
export interface PhotoGate {
  lock: (
    tx: Transaction,
    context: EngineContext,
    reference: string,
    session: Session | undefined,
  ) => Promise<ReservationRow>;
  auditPrefix: string;
}

export const checkInPhotoGate: PhotoGate = {
  lock: async (tx, context, reference, session) => (await lockCheckIn(tx, context, reference, session)).row,
  auditPrefix: 'check-in',
};

export const licencePhotoKey = (reservationId: string, driver: number, side: LicencePhotoSide) =>
  `licence-photos/${reservationId}/${driver}/${side}`;

/**
 * Stores (or replaces) one side of one driver's licence while the check-in is under way: the bytes must
 * be a JPEG, PNG or WebP of at most `maxLicencePhotoBytes` by their content; the driver must be one the
 * reservation has. A stranger's session gets 404, as for every reservation read.
 */
export async function putLicencePhoto(
  context: EngineContext,
  storage: FileStorage,
  request: { reference: string; driver: number; side: LicencePhotoSide; bytes: Uint8Array },
  session: Session | undefined,
  gate: PhotoGate = checkInPhotoGate,
): Promise<{ licencePhoto: LicencePhoto; replaced: boolean }> {
  const { db, tenant, now } = context;
  // The storage adapter may use its own database connection, and the embedded PGlite serves one
  // transaction at a time: so the bytes are stored between two short transactions, never inside one.
  const row = await db.transaction((tx) => gate.lock(tx, context, request.reference, session));
  const check = checkLicencePhoto(request.bytes);
  if (!check.ok) {
    const status = check.problem.code === 'photo_too_large' ? 413 : check.problem.code === 'empty_file' ? 400 : 415;
    throw new ApiError(status, check.problem.code, check.problem.message, { photo: check.problem.message });
  }
  if (request.driver > row.extraDrivers) {
    throw new ApiError(
      422,
      'unknown_driver',
      `This reservation has ${row.extraDrivers} extra drivers; add more in the options step first.`,
      { driver: `At most ${row.extraDrivers} extra drivers.` },
    );
  }
  const key = licencePhotoKey(row.id, request.driver, request.side);
  // Bytes first: a row then never names a photo that is not stored.
  await storage.put(key, { bytes: request.bytes, contentType: check.contentType });
  return db.transaction(async (tx) => {
    // Checked again: the check-in may have been signed (or the lease cancelled) while the bytes were stored.
    await gate.lock(tx, context, request.reference, session);
    const values = {
      reservationId: row.id,
      driver: request.driver,
      side: request.side,
      storageKey: key,
      contentType: check.contentType,
      size: request.bytes.byteLength,
      sha256: sha256Hex(request.bytes),
      uploadedAt: now,
    };
    const [existing] = await tx
      .select({ driver: licencePhotos.driver })
      .from(licencePhotos)
      .where(photoWhere(row.id, request.driver, request.side));
    const [stored] = await tx
      .insert(licencePhotos)
      .values(values)
      .onConflictDoUpdate({
        target: [licencePhotos.reservationId, licencePhotos.driver, licencePhotos.side],
        set: values,
      })
      .returning();
    await audit(tx, {
      tenant,
      reservationId: row.id,
      sessionId: session?.id,
      action: `${gate.auditPrefix}.licence-photo.${existing ? 'replaced' : 'given'}`,
      details: { driver: request.driver, side: request.side, size: values.size },
      at: now,
    });
    return { licencePhoto: licencePhotoView(stored as LicencePhotoRow), replaced: Boolean(existing) };
  });
}

function photoWhere(reservationId: string, driver: number, side: LicencePhotoSide) {
  return and(
    eq(licencePhotos.reservationId, reservationId),
    eq(licencePhotos.driver, driver),
    eq(licencePhotos.side, side),
  );
}

/** The photo's bytes for the proven session, or 404 when it was not given (or has been purged). */
export async function readLicencePhoto(
  context: EngineContext,
  storage: FileStorage,
  request: { reference: string; driver: number; side: LicencePhotoSide },
  session: Session | undefined,
): Promise<StoredFile> {
  const row = await provenReservation(context.db, context.tenant, request.reference, session);
  const [photo] = await context.db
    .select()
    .from(licencePhotos)
    .where(photoWhere(row.id, request.driver, request.side));
  const file = photo ? await storage.get(photo.storageKey) : null;
  if (!file) throw notFound('No licence photo has been given for this driver and side.');
  return file;
}

/** Removes one photo while the check-in is under way; 404 when there was none. */
export async function deleteLicencePhoto(
  context: EngineContext,
  storage: FileStorage,
  request: { reference: string; driver: number; side: LicencePhotoSide },
  session: Session | undefined,
  gate: PhotoGate = checkInPhotoGate,
): Promise<void> {
  const { db, tenant, now } = context;
  const storageKey = await db.transaction(async (tx) => {
    const row = await gate.lock(tx, context, request.reference, session);
    const [photo] = await tx
      .delete(licencePhotos)
      .where(photoWhere(row.id, request.driver, request.side))
      .returning();
    if (!photo) throw notFound('No licence photo has been given for this driver and side.');
    await audit(tx, {
      tenant,
      reservationId: row.id,
      sessionId: session?.id,
      action: `${gate.auditPrefix}.licence-photo.deleted`,
      details: { driver: request.driver, side: request.side },
      at: now,
    });
    return photo.storageKey;
  });
  // After the commit (see putLicencePhoto); a failure here leaves unreferenced bytes, never a dangling row.
  await storage.delete(storageKey);
}

/**
 * Deletes every licence photo of the brand `tenant`'s reservations that were cancelled or expired, or
 * whose return (the desk's `returned_at`, else the booked one) was at least `retentionDays` before `now`
 * (the clock passed in): the bytes through the port, then the row, so a purge that stops half way leaves
 * rows to retry. Answers how many photos were deleted. One brand only: the brands may share a database
 * but each keeps its photos in its own site's storage (Netlify Blobs are per site), so another brand's
 * photo is its own site's to delete; deleting its row here would leave its bytes behind for good.
 */
export async function purgeLicencePhotos(
  db: Executor,
  storage: FileStorage,
  tenant: string,
  now: Date,
  retentionDays = licencePhotoRetentionDays,
): Promise<{ deleted: number }> {
  const returnedBefore = new Date(now.getTime() - retentionDays * 86_400_000);
  const due = await db
    .select({
      reservationId: licencePhotos.reservationId,
      driver: licencePhotos.driver,
      side: licencePhotos.side,
      storageKey: licencePhotos.storageKey,
    })
    .from(licencePhotos)
    .innerJoin(reservations, eq(reservations.id, licencePhotos.reservationId))
    // A cancelled or expired booking (a lease cancelled before it starts) keeps no photos either.
    // The return the desk recorded (`returned_at`) counts; until then the booked return time.
    .where(
      and(
        eq(reservations.tenant, tenant),
        or(
          sql`coalesce(${reservations.returnedAt}, ${reservations.returnAt}) <= ${returnedBefore.toISOString()}::timestamptz`,
          inArray(reservations.status, ['cancelled', 'expired']),
        ),
      ),
    );
  for (const photo of due) {
    await storage.delete(photo.storageKey);
    await db.delete(licencePhotos).where(photoWhere(photo.reservationId, photo.driver, photo.side));
  }
  return { deleted: due.length };
}
