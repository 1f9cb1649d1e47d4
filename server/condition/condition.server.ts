import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type {
  ConditionClaim,
  ConditionNote,
  ConditionPhoto,
  ConditionRecord,
  StaffConditionAnswer,
} from '../../src/api-client/types';
import { maxConditionReportCopyBytes, maxLicencePhotoBytes } from '../../src/config/constants';
import { isTenantId, type TenantId } from '../../src/config/tenants';
import {
  checkPhotoMeta,
  conditionPurgeAt,
  conditionSettingsOf,
  conditionStages,
  conditionStagesOpen,
  damageAngle,
  isConditionStage,
  isStageOpen,
  missingAngles,
  type ConditionReservation,
  type ConditionSettings,
} from '../../src/domain/condition';
import { checkLicencePhoto } from '../../src/domain/licence-photo';
import { sha256Hex } from '../contracts/sha256.server';
import type { Executor } from '../db/client.server';
import {
  bookingSettings,
  conditionClaims,
  conditionConfirmations,
  conditionNotes,
  conditionPhotoReportCopies,
  conditionPhotos,
  reservations,
} from '../db/schema';
import { ApiError, notFound } from '../http/api-error.server';
import type { EngineContext } from '../rental/context.server';
import { audit, provenReservation, type ReservationRow } from '../rental/reservations.server';
import type { Session } from '../session.server';
import { recordStaffAction } from '../staff/audit.server';
import { staffReservation } from '../staff/desk.server';
import type { StaffSession } from '../staff/sessions.server';
import type { FileStorage, StoredFile } from '../storage/port.server';

/**
 * The condition record of a reservation (issue 39, README.md beside this file): the photos of each walk,
 * the customer's confirmations, the desk's notes and claims. Bytes go through the storage port; rows keep
 * who, which walk and angle, the phone's and the server's times, the note, the place and the SHA-256.
 * Nothing here logs a photo, a note or a place.
 */

export type PhotoRow = typeof conditionPhotos.$inferSelect;
type ClaimRow = typeof conditionClaims.$inferSelect;

/** Who is asking: the customer with a session that proved the reservation, or a signed-in staff member. */
export type ConditionActor =
  { kind: 'customer'; session: Session | undefined } | { kind: 'staff'; staff: StaffSession };

/** The brand's condition settings as synced from the content, or its defaults. */
export async function loadConditionSettings(db: Executor, tenant: TenantId): Promise<ConditionSettings> {
  const [row] = await db
    .select({ condition: bookingSettings.condition })
    .from(bookingSettings)
    .where(eq(bookingSettings.tenant, tenant));
  return conditionSettingsOf(tenant, row?.condition ?? null);
}

export function conditionReservationOf(row: ReservationRow): ConditionReservation {
  return {
    status: row.status,
    pickupAt: row.pickupAt,
    returnAt: row.returnAt,
    pickedUpAt: row.pickedUpAt,
    returnedAt: row.returnedAt,
    selfService: row.selfService,
  };
}

function tenantOf(row: ReservationRow): TenantId {
  if (!isTenantId(row.tenant)) throw new Error('A reservation of an unknown brand');
  return row.tenant;
}

/** The `{stage}` of a path: a word the walks use, else a 404 like an unknown reservation. */
export function stageParam(param: string | undefined): string {
  if (param && /^(pickup|return|delivery|check-[1-9][0-9]{0,2})$/.test(param)) return param;
  throw notFound('No such walk: use pickup or return (a lease: delivery or check-1, check-2, …).');
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The `{clientId}` (or `{photoId}`) of a path: a UUID, else a 404. */
export function uuidParam(param: string | undefined, what: string): string {
  const value = (param ?? '').toLowerCase();
  if (uuidPattern.test(value)) return value;
  throw notFound(`No such ${what}: it is a UUID.`);
}

/** The reservation for the actor: proven to the customer's session, or the brand's for staff; 404 otherwise. */
async function reservationFor(
  db: Executor,
  tenant: string,
  reference: string,
  actor: ConditionActor,
  lock = false,
): Promise<ReservationRow> {
  return actor.kind === 'customer'
    ? provenReservation(db, tenant, reference, actor.session, lock)
    : staffReservation(db, tenant, reference, lock);
}

/** The path a photo's bytes are read at, for the customer or the desk. */
function photoUrl(reference: string, id: string, forStaff: boolean): string {
  return `/api/${forStaff ? 'staff/' : ''}reservations/${reference}/condition/photos/${id}`;
}

export function photoView(row: PhotoRow, reference: string, forStaff: boolean): ConditionPhoto {
  return {
    id: row.id,
    clientId: row.clientId,
    angle: row.angle,
    sequence: row.sequence,
    note: row.note,
    position: row.position ?? null,
    takenAt: row.takenAt.toISOString(),
    receivedAt: row.receivedAt.toISOString(),
    place: row.place ?? null,
    author: row.author,
    contentType: row.contentType,
    size: row.size,
    url: photoUrl(reference, row.id, forStaff),
  };
}

function claimView(row: ClaimRow): ConditionClaim {
  return {
    id: row.id,
    openedAt: row.openedAt.toISOString(),
    openedBy: row.openedBy,
    note: row.note,
    closedAt: row.closedAt?.toISOString() ?? null,
    closedBy: row.closedBy,
  };
}

export interface ConditionData {
  settings: ConditionSettings;
  photos: PhotoRow[];
  confirmations: { stage: string; confirmedAt: Date }[];
  notes: (typeof conditionNotes.$inferSelect)[];
  claims: ClaimRow[];
}

/** Everything recorded of the reservation's condition, in the order taken. */
export async function conditionDataOf(db: Executor, row: ReservationRow): Promise<ConditionData> {
  const settings = await loadConditionSettings(db, tenantOf(row));
  const photos = await db
    .select()
    .from(conditionPhotos)
    .where(eq(conditionPhotos.reservationId, row.id))
    .orderBy(asc(conditionPhotos.stage), asc(conditionPhotos.sequence), asc(conditionPhotos.receivedAt));
  const confirmations = await db
    .select({ stage: conditionConfirmations.stage, confirmedAt: conditionConfirmations.confirmedAt })
    .from(conditionConfirmations)
    .where(eq(conditionConfirmations.reservationId, row.id));
  const notes = await db
    .select()
    .from(conditionNotes)
    .where(eq(conditionNotes.reservationId, row.id))
    .orderBy(asc(conditionNotes.createdAt), asc(conditionNotes.id));
  const claims = await db
    .select()
    .from(conditionClaims)
    .where(eq(conditionClaims.reservationId, row.id))
    .orderBy(asc(conditionClaims.openedAt));
  return { settings, photos, confirmations, notes, claims };
}

/** The condition record as the customer (or, with `forStaff`, the desk) sees it. */
export function conditionRecordOf(
  row: ReservationRow,
  data: ConditionData,
  now: Date,
  forStaff: boolean,
): ConditionRecord {
  const reservation = conditionReservationOf(row);
  const windows = conditionStages(reservation, data.settings);
  const known = new Set(windows.map((window) => window.stage));
  // A stage that has photos but is no longer listed (the settings changed) is still shown.
  const extra = [...new Set(data.photos.map((photo) => photo.stage))].filter((stage) => !known.has(stage));
  const listed = [
    ...windows.map((window) => ({ ...window, opensAt: window.opensAt.toISOString() })),
    ...extra.map((stage) => ({ stage, opensAt: row.pickupAt.toISOString(), closedAt: row.returnedAt })),
  ];
  const base = `/api/${forStaff ? 'staff/' : ''}reservations/${row.reference}/condition/report.pdf`;
  return {
    settings: { angles: [...data.settings.angles], maxDamagePhotos: data.settings.maxDamagePhotos },
    open: conditionStagesOpen(reservation, data.settings, now),
    stages: listed.map((window) => ({
      stage: window.stage,
      opensAt: window.opensAt,
      confirmedAt:
        data.confirmations.find((confirmation) => confirmation.stage === window.stage)?.confirmedAt.toISOString() ??
        null,
      closedAt: window.closedAt?.toISOString() ?? null,
      photos: data.photos
        .filter((photo) => photo.stage === window.stage)
        .map((photo) => photoView(photo, row.reference, forStaff)),
      notes: data.notes
        .filter((note) => note.stage === window.stage)
        .map((note): ConditionNote => ({
          id: note.id,
          text: note.text,
          author: 'staff',
          createdAt: note.createdAt.toISOString(),
        })),
    })),
    report: data.photos.length > 0 ? base : null,
  };
}

/** GET …/condition for the proven customer. */
export async function readCondition(
  context: EngineContext,
  reference: string,
  session: Session | undefined,
): Promise<ConditionRecord> {
  const row = await provenReservation(context.db, context.tenant, reference, session);
  return conditionRecordOf(row, await conditionDataOf(context.db, row), context.now, false);
}

/** When the reservation's photos are purged (null while a claim holds them). */
export function purgeAfterOf(row: ReservationRow, data: ConditionData): Date | null {
  return conditionPurgeAt({
    returnedAt: row.returnedAt,
    returnAt: row.returnAt,
    retentionDays: data.settings.retentionDays,
    claims: data.claims,
  });
}

/** GET /api/staff/…/condition: the record, the newest claim and the purge date; the view is audited. */
export async function readConditionForStaff(
  context: EngineContext,
  staff: StaffSession,
  reference: string,
): Promise<StaffConditionAnswer> {
  const row = await staffReservation(context.db, context.tenant, reference);
  const data = await conditionDataOf(context.db, row);
  await recordStaffAction(context.db, staff, {
    reservationId: row.id,
    action: 'condition.viewed',
    details: { photos: data.photos.length },
    at: context.now,
  });
  const claim = data.claims.at(-1);
  return {
    condition: {
      ...conditionRecordOf(row, data, context.now, true),
      claim: claim ? claimView(claim) : null,
      purgeAfter: purgeAfterOf(row, data)?.toISOString() ?? null,
    },
  };
}

export const conditionPhotoKey = (reservationId: string, stage: string, clientId: string, sha256: string) =>
  `condition-photos/${reservationId}/${stage}/${clientId}-${sha256.slice(0, 16)}`;

/** A photo's report copy is stored beside it, under a key that names the copy's own hash. */
export const conditionReportCopyKey = (reservationId: string, stage: string, clientId: string, sha256: string) =>
  `condition-photos/${reservationId}/${stage}/${clientId}-report-copy-${sha256.slice(0, 16)}`;

/**
 * A report copy as the phone sends it: a JPEG by its bytes (FF D8 FF), at most `maxConditionReportCopyBytes`;
 * else 415 `report_copy_not_jpeg` or 413 `report_copy_too_large`, and nothing of the upload is stored.
 */
export function checkReportCopy(bytes: Uint8Array): void {
  if (bytes.byteLength > maxConditionReportCopyBytes) {
    const message = `A photo's report copy may be at most ${maxConditionReportCopyBytes} bytes.`;
    throw new ApiError(413, 'report_copy_too_large', message, { reportCopy: message });
  }
  if (!(bytes.byteLength > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)) {
    const message = 'A photo’s report copy must be a JPEG image.';
    throw new ApiError(415, 'report_copy_not_jpeg', message, { reportCopy: message });
  }
}

interface ReportCopyUpload {
  bytes: Uint8Array;
  sha256: string;
}

/** The photo's report copy row, if it has one. */
async function reportCopyOf(db: Executor, photoId: string) {
  const [copy] = await db
    .select()
    .from(conditionPhotoReportCopies)
    .where(eq(conditionPhotoReportCopies.photoId, photoId));
  return copy;
}

/**
 * Keeps `copy` as the stored photo's report copy unless it has one already (the first stays): the bytes
 * through the port, then the row; bytes no row names afterwards (a copy that came second) are deleted.
 */
async function keepReportCopy(
  db: Executor,
  storage: FileStorage,
  photo: PhotoRow,
  copy: ReportCopyUpload,
  now: Date,
): Promise<void> {
  if (await reportCopyOf(db, photo.id)) return;
  const key = conditionReportCopyKey(photo.reservationId, photo.stage, photo.clientId, copy.sha256);
  await storage.put(key, { bytes: copy.bytes, contentType: 'image/jpeg' });
  try {
    await db
      .insert(conditionPhotoReportCopies)
      .values({ photoId: photo.id, storageKey: key, bytes: copy.bytes.byteLength, sha256: copy.sha256, createdAt: now })
      .onConflictDoNothing();
  } finally {
    const kept = await reportCopyOf(db, photo.id);
    if (kept?.storageKey !== key) await storage.delete(key);
  }
}

const notReplaceable = () =>
  new ApiError(
    409,
    'photo_not_replaceable',
    'A photo of the car’s condition is kept as it was first recorded; take a new photo instead.',
    { photo: 'Take a new photo instead.' },
  );

const stageNotOpen = () =>
  new ApiError(409, 'stage_not_open', 'This walk around the vehicle is not open now.', {
    stage: 'Not open now.',
  });

/**
 * Whether the actor may add photos to the stage now: the customer while the walk is open (from its start
 * until the desk's return mark); the desk once the walk has started, after the return mark too.
 */
function mayAddTo(row: ReservationRow, settings: ConditionSettings, stage: string, now: Date, actor: ConditionActor) {
  const reservation = conditionReservationOf(row);
  if (actor.kind === 'customer') return isStageOpen(reservation, settings, stage, now);
  const started = isStageOpen({ ...reservation, returnedAt: null, status: 'confirmed' }, settings, stage, now);
  return started && row.status !== 'cancelled' && row.status !== 'expired';
}

async function existingPhoto(db: Executor, reservationId: string, stage: string, clientId: string) {
  const [photo] = await db
    .select()
    .from(conditionPhotos)
    .where(
      and(
        eq(conditionPhotos.reservationId, reservationId),
        eq(conditionPhotos.stage, stage),
        eq(conditionPhotos.clientId, clientId),
      ),
    );
  return photo;
}

/** The same clientId again: the same bytes answer the stored record (a retry), other bytes a 409. */
function retried(photo: PhotoRow, sha256: string): PhotoRow {
  if (photo.sha256 !== sha256) throw notReplaceable();
  return photo;
}

export interface PhotoUpload {
  reference: string;
  stage: string;
  clientId: string;
  /** The `meta` part, parsed from JSON but not yet checked. */
  meta: unknown;
  bytes: Uint8Array;
  /** The optional `reportCopy` part: the phone's small JPEG the report embeds instead of the photo. */
  reportCopy?: Uint8Array;
}

/**
 * Stores one photo of a walk (PUT …/condition/{stage}/photos/{clientId}). Idempotent by `clientId`: the
 * same bytes again answer the stored record (`created: false`), other bytes 409 `photo_not_replaceable`.
 * A stranger's session gets 404 before anything is checked. The bytes are stored between two short
 * transactions (the embedded PGlite serves one at a time; see licence-photos.server.ts) under a key that
 * names their hash, so a race of two uploads never overwrites a stored photo. A report copy (optional) is
 * checked before anything is stored and kept beside the photo; a retry may bring the copy the photo lacks,
 * and a photo's first copy stays (a later, other copy is ignored).
 */
export async function putConditionPhoto(
  context: EngineContext,
  storage: FileStorage,
  upload: PhotoUpload,
  actor: ConditionActor,
): Promise<{ photo: ConditionPhoto; created: boolean }> {
  const { db, now } = context;
  const forStaff = actor.kind === 'staff';
  const sha256 = sha256Hex(upload.bytes);
  const copy = upload.reportCopy ? { bytes: upload.reportCopy, sha256: sha256Hex(upload.reportCopy) } : null;
  const checked = await db.transaction(async (tx) => {
    const row = await reservationFor(tx, context.tenant, upload.reference, actor, true);
    const settings = await loadConditionSettings(tx, tenantOf(row));
    if (!isConditionStage(conditionReservationOf(row), settings, upload.stage)) {
      throw notFound('This reservation has no such walk.');
    }
    if (upload.reportCopy) checkReportCopy(upload.reportCopy);
    const existing = await existingPhoto(tx, row.id, upload.stage, upload.clientId);
    if (existing) return { retry: true as const, row, stored: retried(existing, sha256) };
    if (!mayAddTo(row, settings, upload.stage, now, actor)) throw stageNotOpen();
    const check = checkLicencePhoto(upload.bytes, maxLicencePhotoBytes);
    if (!check.ok) {
      const status = check.problem.code === 'photo_too_large' ? 413 : check.problem.code === 'empty_file' ? 400 : 415;
      const message = check.problem.message.replace('licence photo', 'condition photo');
      throw new ApiError(status, check.problem.code, message, { photo: message });
    }
    // The desk has no outline to tap: its damage photo may come without a position.
    const meta = checkPhotoMeta(upload.meta, settings, { requirePosition: actor.kind === 'customer' });
    if (!meta.ok) throw new ApiError(422, meta.code, meta.message, meta.fields);
    if (meta.meta.angle === damageAngle && actor.kind === 'customer') {
      const [{ count } = { count: 0 }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(conditionPhotos)
        .where(
          and(
            eq(conditionPhotos.reservationId, row.id),
            eq(conditionPhotos.stage, upload.stage),
            eq(conditionPhotos.angle, damageAngle),
            eq(conditionPhotos.author, 'customer'),
          ),
        );
      if (count >= settings.maxDamagePhotos) {
        throw new ApiError(
          422,
          'too_many_damage_photos',
          `At most ${settings.maxDamagePhotos} damage photos can be added to one walk.`,
          { photo: `At most ${settings.maxDamagePhotos} damage photos.` },
        );
      }
    }
    return { retry: false as const, row, settings, meta: meta.meta, contentType: check.contentType };
  });
  if (checked.retry) {
    if (copy) await keepReportCopy(db, storage, checked.stored, copy, now);
    return { photo: photoView(checked.stored, checked.row.reference, forStaff), created: false };
  }

  const { row, meta, contentType } = checked;
  const key = conditionPhotoKey(row.id, upload.stage, upload.clientId, sha256);
  // Bytes first: a row then never names a photo that is not stored.
  await storage.put(key, { bytes: upload.bytes, contentType });
  const outcome = await db
    .transaction(async (tx): Promise<{ stored: PhotoRow; created: boolean }> => {
      const locked = await reservationFor(tx, context.tenant, upload.reference, actor, true);
      const existing = await existingPhoto(tx, locked.id, upload.stage, upload.clientId);
      // Another upload of the same clientId won the race: the same bytes share its key, other bytes are refused.
      if (existing) return { stored: existing, created: false };
      // Checked again: the desk may have marked the return while the bytes were stored.
      if (!mayAddTo(locked, checked.settings, upload.stage, now, actor)) throw stageNotOpen();
      const [stored] = await tx
        .insert(conditionPhotos)
        .values({
          tenant: locked.tenant,
          reservationId: locked.id,
          stage: upload.stage,
          clientId: upload.clientId,
          angle: meta.angle,
          sequence: meta.sequence,
          note: meta.note,
          position: meta.position,
          takenAt: meta.takenAt,
          receivedAt: now,
          place: meta.place,
          author: actor.kind,
          staffActor: actor.kind === 'staff' ? actor.staff.email : null,
          storageKey: key,
          contentType,
          size: upload.bytes.byteLength,
          sha256,
        })
        .returning();
      const details = {
        stage: upload.stage,
        angle: meta.angle,
        sequence: meta.sequence,
        size: upload.bytes.byteLength,
      };
      if (actor.kind === 'customer') {
        await audit(tx, {
          tenant: locked.tenant,
          reservationId: locked.id,
          sessionId: actor.session?.id,
          action: 'condition.photo.added',
          details,
          at: now,
        });
      } else {
        await recordStaffAction(tx, actor.staff, {
          reservationId: locked.id,
          action: 'condition.photo.added',
          details,
          at: now,
        });
      }
      return { stored: stored as PhotoRow, created: true };
    })
    .catch(async (error: unknown) => {
      // Nothing names the bytes just stored (unless a retry with the same bytes did, which shares the key).
      const again = await existingPhoto(db, row.id, upload.stage, upload.clientId);
      if (!again || again.storageKey !== key) await storage.delete(key);
      throw error;
    });
  if (!outcome.created && outcome.stored.storageKey !== key) {
    // The race's winner stored other bytes: ours are nobody's.
    await storage.delete(key);
  }
  const stored = outcome.created ? outcome.stored : retried(outcome.stored, sha256);
  if (copy) await keepReportCopy(db, storage, stored, copy, now);
  return { photo: photoView(stored, row.reference, forStaff), created: outcome.created };
}

/** DELETE …/photos/{clientId}: never. A stranger gets 404 first, as for every reservation read. */
export async function refuseConditionPhotoRemoval(
  context: EngineContext,
  reference: string,
  session: Session | undefined,
): Promise<never> {
  await provenReservation(context.db, context.tenant, reference, session);
  throw new ApiError(
    409,
    'photo_not_removable',
    'Photos of the car’s condition are kept as recorded and cannot be removed.',
  );
}

/**
 * POST …/condition/{stage}/confirm: the customer's final confirmation, once. Again: the same record, the
 * same `confirmedAt`. 422 `condition_incomplete` names each required angle without a photo; 409 when the
 * walk is not open.
 */
export async function confirmConditionStage(
  context: EngineContext,
  reference: string,
  stage: string,
  session: Session | undefined,
): Promise<ConditionRecord> {
  const { db, now } = context;
  const row = await db.transaction(async (tx) => {
    const locked = await provenReservation(tx, context.tenant, reference, session, true);
    const settings = await loadConditionSettings(tx, tenantOf(locked));
    const reservation = conditionReservationOf(locked);
    if (!isConditionStage(reservation, settings, stage)) throw notFound('This reservation has no such walk.');
    const [confirmed] = await tx
      .select()
      .from(conditionConfirmations)
      .where(and(eq(conditionConfirmations.reservationId, locked.id), eq(conditionConfirmations.stage, stage)));
    if (confirmed) return locked;
    if (!isStageOpen(reservation, settings, stage, now)) throw stageNotOpen();
    const photos = await tx
      .select({ angle: conditionPhotos.angle })
      .from(conditionPhotos)
      .where(and(eq(conditionPhotos.reservationId, locked.id), eq(conditionPhotos.stage, stage)));
    const missing = missingAngles(settings, photos);
    if (missing.length > 0) {
      throw new ApiError(
        422,
        'condition_incomplete',
        `Add a photo of each angle before confirming: ${missing.join(', ')}.`,
        Object.fromEntries(missing.map((angle) => [angle, 'missing'])),
      );
    }
    await tx
      .insert(conditionConfirmations)
      .values({ reservationId: locked.id, stage, confirmedAt: now, sessionId: session?.id });
    await audit(tx, {
      tenant: locked.tenant,
      reservationId: locked.id,
      sessionId: session?.id,
      action: 'condition.confirmed',
      details: { stage, photos: photos.length },
      at: now,
    });
    return locked;
  });
  return conditionRecordOf(row, await conditionDataOf(db, row), now, false);
}

/** One photo's bytes, for the actor; 404 for another reservation's photo, a stranger or a purged photo. */
export async function readConditionPhoto(
  context: EngineContext,
  storage: FileStorage,
  request: { reference: string; photoId: string },
  actor: ConditionActor,
): Promise<StoredFile> {
  const row = await reservationFor(context.db, context.tenant, request.reference, actor);
  const [photo] = await context.db
    .select()
    .from(conditionPhotos)
    .where(and(eq(conditionPhotos.id, request.photoId), eq(conditionPhotos.reservationId, row.id)));
  const file = photo ? await storage.get(photo.storageKey) : null;
  if (!file) throw notFound('No such photo of the vehicle’s condition (or it has been purged).');
  if (actor.kind === 'staff') {
    await recordStaffAction(context.db, actor.staff, {
      reservationId: row.id,
      action: 'condition-photo.viewed',
      details: { stage: photo?.stage, angle: photo?.angle },
      at: context.now,
    });
  }
  return file;
}

/** A desk note or claim text: trimmed, 1 to 1,000 characters. */
function staffText(value: unknown, field: string): string {
  const text = typeof value === 'string' ? value.normalize('NFC').trim() : '';
  if (!text || [...text].length > 1000) {
    throw new ApiError(400, 'invalid_request', `The ${field} must be text of 1 to 1,000 characters.`, {
      [field]: 'Text of 1 to 1,000 characters.',
    });
  }
  return text;
}

/** POST /api/staff/…/condition/{stage}/notes: the desk's note on a walk, marked as the desk's. */
export async function addConditionNote(
  context: EngineContext,
  staff: StaffSession,
  request: { reference: string; stage: string; text: unknown },
): Promise<ConditionNote> {
  const text = staffText(request.text, 'text');
  return context.db.transaction(async (tx) => {
    const row = await staffReservation(tx, context.tenant, request.reference, true);
    const settings = await loadConditionSettings(tx, tenantOf(row));
    if (!isConditionStage(conditionReservationOf(row), settings, request.stage)) {
      throw notFound('This reservation has no such walk.');
    }
    const [note] = await tx
      .insert(conditionNotes)
      .values({
        tenant: row.tenant,
        reservationId: row.id,
        stage: request.stage,
        text,
        staffActor: staff.email,
        createdAt: context.now,
      })
      .returning();
    if (!note) throw new Error('The note was not stored');
    await recordStaffAction(tx, staff, {
      reservationId: row.id,
      action: 'condition.note.added',
      details: { stage: request.stage },
      at: context.now,
    });
    return { id: note.id, text: note.text, author: 'staff', createdAt: note.createdAt.toISOString() };
  });
}

/** POST /api/staff/…/condition/claim: opens a damage claim (or answers the one open, `created: false`). */
export async function openConditionClaim(
  context: EngineContext,
  staff: StaffSession,
  request: { reference: string; note: unknown },
): Promise<{ claim: ConditionClaim; created: boolean }> {
  const note = staffText(request.note, 'note');
  return context.db.transaction(async (tx) => {
    const row = await staffReservation(tx, context.tenant, request.reference, true);
    const [open] = await tx
      .select()
      .from(conditionClaims)
      .where(and(eq(conditionClaims.reservationId, row.id), isNull(conditionClaims.closedAt)));
    if (open) return { claim: claimView(open), created: false };
    const [claim] = await tx
      .insert(conditionClaims)
      .values({ tenant: row.tenant, reservationId: row.id, note, openedAt: context.now, openedBy: staff.email })
      .returning();
    if (!claim) throw new Error('The claim was not stored');
    await recordStaffAction(tx, staff, { reservationId: row.id, action: 'condition.claim.opened', at: context.now });
    return { claim: claimView(claim), created: true };
  });
}

/** POST /api/staff/…/condition/claim/close: closes the open claim; again, the same closed claim; none: 409. */
export async function closeConditionClaim(
  context: EngineContext,
  staff: StaffSession,
  reference: string,
): Promise<ConditionClaim> {
  return context.db.transaction(async (tx) => {
    const row = await staffReservation(tx, context.tenant, reference, true);
    const [latest] = await tx
      .select()
      .from(conditionClaims)
      .where(eq(conditionClaims.reservationId, row.id))
      .orderBy(desc(conditionClaims.openedAt))
      .limit(1);
    if (!latest) throw new ApiError(409, 'no_claim', 'No damage claim has been opened on this reservation.');
    if (latest.closedAt) return claimView(latest);
    const [closed] = await tx
      .update(conditionClaims)
      .set({ closedAt: context.now, closedBy: staff.email })
      .where(eq(conditionClaims.id, latest.id))
      .returning();
    await recordStaffAction(tx, staff, { reservationId: row.id, action: 'condition.claim.closed', at: context.now });
    return claimView(closed as ClaimRow);
  });
}

/** The overview's summary: the walk open now and the report's address (two small reads). */
export async function conditionSummary(
  db: Executor,
  row: ReservationRow,
  now: Date,
): Promise<{ open: string | null; report: string | null }> {
  const settings = await loadConditionSettings(db, tenantOf(row));
  return {
    open: conditionStagesOpen(conditionReservationOf(row), settings, now),
    report: (await hasConditionPhotos(db, row.id)) ? `/api/reservations/${row.reference}/condition/report.pdf` : null,
  };
}

/** The storage keys of the reservation's report copies, by photo id (the report embeds them). */
export async function reportCopyKeysOf(db: Executor, reservationId: string): Promise<Map<string, string>> {
  const copies = await db
    .select({ photoId: conditionPhotoReportCopies.photoId, storageKey: conditionPhotoReportCopies.storageKey })
    .from(conditionPhotoReportCopies)
    .innerJoin(conditionPhotos, eq(conditionPhotos.id, conditionPhotoReportCopies.photoId))
    .where(eq(conditionPhotos.reservationId, reservationId));
  return new Map(copies.map((copy) => [copy.photoId, copy.storageKey]));
}

/** Whether a reservation has any condition photo (the "returned" e-mail attaches the report then). */
export async function hasConditionPhotos(db: Executor, reservationId: string): Promise<boolean> {
  const [photo] = await db
    .select({ id: conditionPhotos.id })
    .from(conditionPhotos)
    .where(eq(conditionPhotos.reservationId, reservationId))
    .limit(1);
  return Boolean(photo);
}

/**
 * Deletes the condition photos of the brand `tenant`'s reservations that are due at `now` (the clock
 * passed in): `retentionDays` of the brand's settings after the return (the desk's mark, else the booked
 * one), never while a claim is open, and after a closed claim not before that many days after it closed;
 * a cancelled or expired reservation's at once. The bytes through the port, then the row, one photo at a
 * time, so a purge that stops half way leaves rows to retry. One brand only (see purgeLicencePhotos).
 */
export async function purgeConditionPhotos(
  db: Executor,
  storage: FileStorage,
  tenant: TenantId,
  now: Date,
): Promise<{ deleted: number; heldByClaims: number }> {
  const settings = await loadConditionSettings(db, tenant);
  const holders = await db
    .selectDistinct({ reservationId: conditionPhotos.reservationId })
    .from(conditionPhotos)
    .where(eq(conditionPhotos.tenant, tenant));
  let deleted = 0;
  let heldByClaims = 0;
  for (const { reservationId } of holders) {
    const [row] = await db.select().from(reservations).where(eq(reservations.id, reservationId));
    const claims = await db
      .select({ closedAt: conditionClaims.closedAt })
      .from(conditionClaims)
      .where(eq(conditionClaims.reservationId, reservationId));
    const purgeAt = row
      ? conditionPurgeAt({
          returnedAt: row.returnedAt,
          returnAt: row.returnAt,
          retentionDays: settings.retentionDays,
          claims,
        })
      : now;
    const gone =
      row && (row.status === 'cancelled' || row.status === 'expired') && claims.every((claim) => claim.closedAt);
    if (purgeAt === null) {
      heldByClaims += 1;
      continue;
    }
    if (purgeAt > now && !gone) continue;
    const photos = await db
      .select({ id: conditionPhotos.id, storageKey: conditionPhotos.storageKey })
      .from(conditionPhotos)
      .where(eq(conditionPhotos.reservationId, reservationId));
    for (const photo of photos) {
      // The report copy first (its row names the photo's), then the photo.
      const copy = await reportCopyOf(db, photo.id);
      if (copy) {
        await storage.delete(copy.storageKey);
        await db.delete(conditionPhotoReportCopies).where(eq(conditionPhotoReportCopies.photoId, photo.id));
      }
      await storage.delete(photo.storageKey);
      await db.delete(conditionPhotos).where(eq(conditionPhotos.id, photo.id));
      deleted += 1;
    }
  }
  return { deleted, heldByClaims };
}
