import type { Reservation } from '../../src/api-client/types';
import { isLocaleCode, localeCodes, type LocaleCode } from '../../src/config/locales';
import { isTenantId } from '../../src/config/tenants';
import {
  conditionDataOf,
  conditionRecordOf,
  hasConditionPhotos,
  reportCopyKeysOf,
} from '../condition/condition.server';
import { ApiError, notFound } from '../http/api-error.server';
import type { Executor } from '../db/client.server';
import { mailBrand } from '../mail/brand';
import { mailTranslator } from '../mail/strings';
import { reservationView, type ReservationRow } from '../rental/reservations.server';
import type { FileStorage } from '../storage/port.server';
import { renderConditionReportPdf, type ConditionReportSource } from './condition-report-pdf.server';

/**
 * The condition report of one reservation, from the database and the storage port (README.md beside
 * this file). Used by the customer's and the desk's report endpoints and by the "returned" e-mail.
 */

/** The walks a report shows: the first two always (pickup beside return), later ones when they hold anything. */
function reportStages(record: ReturnType<typeof conditionRecordOf>) {
  return record.stages.filter(
    (stage, index) => index < 2 || stage.photos.length > 0 || stage.notes.length > 0 || stage.confirmedAt !== null,
  );
}

/** What the report prints of the reservation and its condition record, in `locale`. */
export async function conditionReportSource(
  db: Executor,
  row: ReservationRow,
  locale: LocaleCode,
  now: Date,
  view?: Reservation,
): Promise<{ source: ConditionReportSource; storageKeys: Map<string, string> }> {
  if (!isTenantId(row.tenant)) throw new Error('A reservation of an unknown brand');
  const reservation = view ?? (await reservationView(db, row, now, locale));
  const data = await conditionDataOf(db, row);
  const record = conditionRecordOf(row, data, now, false);
  const t = mailTranslator(locale);
  const name = reservation.vehicle.name ?? reservation.classId;
  const customerName = [reservation.customer.firstName, reservation.customer.lastName].filter(Boolean).join(' ');
  // A photo's report copy (the phone's 800 px JPEG) when it has one, else the photo as stored.
  const copies = await reportCopyKeysOf(db, row.id);
  const storageKeys = new Map(data.photos.map((photo) => [photo.id, copies.get(photo.id) ?? photo.storageKey]));
  const source: ConditionReportSource = {
    locale,
    t,
    companyName: mailBrand(row.tenant).name,
    reference: row.reference,
    vehicle: reservation.vehicle.orSimilar === false ? name : t('mail.common.orSimilar', { name }),
    customerName,
    pickup: { place: reservation.pickup.location.title, at: reservation.pickup.at },
    return: { place: reservation.return.location.title, at: reservation.return.at },
    angles: data.settings.angles,
    generatedAt: now,
    stages: reportStages(record).map((stage) => ({
      stage: stage.stage,
      confirmedAt: stage.confirmedAt ? new Date(stage.confirmedAt) : null,
      closedAt: stage.closedAt ? new Date(stage.closedAt) : null,
      notes: stage.notes.map((note) => ({ text: note.text, createdAt: new Date(note.createdAt) })),
      photos: stage.photos.map((photo) => ({
        id: photo.id,
        angle: photo.angle,
        sequence: photo.sequence,
        takenAt: new Date(photo.takenAt),
        receivedAt: new Date(photo.receivedAt),
        note: photo.note,
        position: photo.position,
        place: photo.place,
        author: photo.author,
      })),
    })),
  };
  return { source, storageKeys };
}

/**
 * The report's language asked by `?lang=` (one of the seven; 400 for another language or any other query
 * parameter), or null to print it in the reservation's.
 */
export function reportLanguageQuery(request: Request): LocaleCode | null {
  const params = new URL(request.url).searchParams;
  for (const name of params.keys()) {
    if (name !== 'lang') throw new ApiError(400, 'unexpected_query', `Unknown query parameter: ${name}`);
  }
  const asked = params.get('lang');
  if (asked === null) return null;
  if (!isLocaleCode(asked)) {
    throw new ApiError(400, 'invalid_request', `lang must be one of ${localeCodes.join(', ')}`, {
      lang: 'Unknown language',
    });
  }
  return asked;
}

/** The report's language: the one asked, else the reservation's. */
export function reportLocale(row: ReservationRow, asked: LocaleCode | null): LocaleCode {
  return asked ?? (isLocaleCode(row.locale) ? row.locale : 'en');
}

/** The PDF of the reservation's record for the endpoints: 404 while no photo has been recorded. */
export async function conditionReportFor(
  db: Executor,
  storage: FileStorage,
  row: ReservationRow,
  asked: LocaleCode | null,
  now: Date,
): Promise<Uint8Array> {
  if (!(await hasConditionPhotos(db, row.id)))
    throw notFound('No photo of the vehicle’s condition has been recorded yet.');
  return conditionReportPdf(db, storage, row, reportLocale(row, asked), now);
}

/**
 * The condition report PDF of the reservation in `locale`, photos read through the storage port: each
 * photo's report copy when it has one, else the photo as stored.
 */
export async function conditionReportPdf(
  db: Executor,
  storage: FileStorage,
  row: ReservationRow,
  locale: LocaleCode,
  now: Date,
  view?: Reservation,
): Promise<Uint8Array> {
  const { source, storageKeys } = await conditionReportSource(db, row, locale, now, view);
  return renderConditionReportPdf(source, async (photoId) => {
    const key = storageKeys.get(photoId);
    return key ? storage.get(key) : null;
  });
}

/** The PDF's answer: never cached, a file name with the reference. */
export function conditionReportResponse(pdf: Uint8Array, reference: string, headers: Record<string, string> = {}) {
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-length': String(pdf.byteLength),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'content-disposition': `inline; filename="${reference}-condition.pdf"`,
      ...headers,
    },
  });
}
