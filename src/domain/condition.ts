import type { TenantId } from '../config/tenants';

/**
 * Proof of a vehicle's condition (issue 39): the walks a customer takes around the vehicle (a stage:
 * `pickup`, `return`; a lease's `delivery` and monthly `check-N`), the photos each asks for (angles) and
 * when each is open. Pure: the clock and the reservation's facts are passed in, every time an instant,
 * so a visitor west or east of Iceland gets the same answers.
 */

/** The angle of a damage photo: up to `maxDamagePhotos` of them, each with a note and a position. */
export const damageAngle = 'damage';

/** The company's rules for condition photos, per brand (the content's Booking settings, synced). */
export interface ConditionSettings {
  /** The required angles, in the order the walk asks for them. */
  angles: string[];
  maxDamagePhotos: number;
  /** Photos are purged this many days after the return, unless a claim holds them. */
  retentionDays: number;
  /** The return walk is offered from this many hours before the booked return. */
  returnOpensHoursBefore: number;
  /** A lease's walks: at delivery, then one check every this many days (long-term brand only). */
  monthlyCheckEveryDays?: number;
}

const carAngles = ['front', 'back', 'left', 'right', 'windscreen', 'dashboard'];

/** What a brand asks when its content says nothing: the car's walk; the camper's living area and awning too. */
export const defaultConditionSettings: Record<TenantId, ConditionSettings> = {
  car: { angles: carAngles, maxDamagePhotos: 8, retentionDays: 90, returnOpensHoursBefore: 24 },
  camper: {
    angles: [...carAngles, 'living-area', 'awning'],
    maxDamagePhotos: 12,
    retentionDays: 90,
    returnOpensHoursBefore: 24,
  },
  longterm: {
    angles: carAngles,
    maxDamagePhotos: 8,
    retentionDays: 90,
    returnOpensHoursBefore: 24,
    monthlyCheckEveryDays: 30,
  },
};

/** An angle key: lowercase words joined by hyphens (`living-area`), never `damage`. */
const angleKey = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** What is wrong with settings as the content gives them (empty: they can be taken). */
export function conditionSettingsProblems(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return ['The condition photo settings are missing.'];
  const settings = value as Partial<Record<keyof ConditionSettings, unknown>>;
  const problems: string[] = [];
  const angles = settings.angles;
  if (!Array.isArray(angles) || angles.length === 0) {
    problems.push('Condition photos: name at least one angle.');
  } else {
    for (const angle of angles) {
      if (typeof angle !== 'string' || !angleKey.test(angle) || angle === damageAngle) {
        problems.push(`Condition photos: "${String(angle)}" is not an angle key (lowercase words joined by -).`);
      }
    }
    if (new Set(angles).size !== angles.length) problems.push('Condition photos: an angle is named twice.');
  }
  const whole = (name: keyof ConditionSettings, min: number, max: number, optional = false) => {
    const number = settings[name];
    if (optional && number === undefined) return;
    if (typeof number !== 'number' || !Number.isInteger(number) || number < min || number > max) {
      problems.push(`Condition photos: ${name} must be a whole number from ${min} to ${max}.`);
    }
  };
  whole('maxDamagePhotos', 0, 50);
  whole('retentionDays', 1, 3650);
  whole('returnOpensHoursBefore', 0, 720);
  whole('monthlyCheckEveryDays', 7, 366, true);
  return problems;
}

/** The brand's settings as stored (the content's, synced), or its defaults when none or not valid. */
export function conditionSettingsOf(tenant: TenantId, stored: unknown): ConditionSettings {
  if (stored === null || stored === undefined || conditionSettingsProblems(stored).length > 0) {
    return defaultConditionSettings[tenant];
  }
  const settings = stored as ConditionSettings;
  return {
    angles: [...settings.angles],
    maxDamagePhotos: settings.maxDamagePhotos,
    retentionDays: settings.retentionDays,
    returnOpensHoursBefore: settings.returnOpensHoursBefore,
    ...(settings.monthlyCheckEveryDays === undefined ? {} : { monthlyCheckEveryDays: settings.monthlyCheckEveryDays }),
  };
}

/** What of a reservation decides its walks. */
export interface ConditionReservation {
  status: string;
  pickupAt: Date;
  returnAt: Date;
  /** The desk's handover mark. */
  pickedUpAt: Date | null;
  /** The desk's return mark: it closes every walk. */
  returnedAt: Date | null;
  /** A self-service pickup opens the pickup walk at the booked pickup time. */
  selfService: boolean;
}

export interface ConditionStageWindow {
  stage: string;
  /** When the walk opens (or opened): for a pickup the desk has not marked yet, the booked time. */
  opensAt: Date;
  /** The desk's return mark, or null. */
  closedAt: Date | null;
}

const hour = 3_600_000;
const day = 24 * hour;
/** A lease's checks are listed up to this many (ten years of monthly checks). */
const maxChecks = 120;

/** When the first walk really started: the desk's mark, or the booked time of a self-service pickup. */
function firstWalkStart(reservation: ConditionReservation): Date | null {
  if (reservation.pickedUpAt) return reservation.pickedUpAt;
  return reservation.selfService ? reservation.pickupAt : null;
}

/**
 * Every walk of the reservation in order, with when it opens: `pickup` and `return` (the return from
 * `returnOpensHoursBefore` before the booked return, never before the pickup walk), or for settings with
 * `monthlyCheckEveryDays` a lease's `delivery` and `check-1`, `check-2`, … every so many days after the
 * booked start, while before the booked end.
 */
export function conditionStages(
  reservation: ConditionReservation,
  settings: ConditionSettings,
): ConditionStageWindow[] {
  const closedAt = reservation.returnedAt;
  const first = firstWalkStart(reservation) ?? reservation.pickupAt;
  if (settings.monthlyCheckEveryDays !== undefined) {
    const stages: ConditionStageWindow[] = [{ stage: 'delivery', opensAt: first, closedAt }];
    for (let check = 1; check <= maxChecks; check += 1) {
      const opensAt = new Date(reservation.pickupAt.getTime() + check * settings.monthlyCheckEveryDays * day);
      if (opensAt >= reservation.returnAt) break;
      stages.push({ stage: `check-${check}`, opensAt: opensAt < first ? first : opensAt, closedAt });
    }
    return stages;
  }
  const returnOpens = new Date(reservation.returnAt.getTime() - settings.returnOpensHoursBefore * hour);
  return [
    { stage: 'pickup', opensAt: first, closedAt },
    { stage: 'return', opensAt: returnOpens < first ? first : returnOpens, closedAt },
  ];
}

/** Whether `stage` is a walk of this reservation at all (a path naming another is a 404). */
export function isConditionStage(
  reservation: ConditionReservation,
  settings: ConditionSettings,
  stage: string,
): boolean {
  return conditionStages(reservation, settings).some((window) => window.stage === stage);
}

/** Nothing is open on a reservation that is not (or no longer) a rental, or once the desk marked the return. */
function mayWalk(reservation: ConditionReservation): boolean {
  return (reservation.status === 'confirmed' || reservation.status === 'checked_in') && !reservation.returnedAt;
}

/**
 * Whether photos may be added to `stage` now: the walk has started (the pickup walk once the desk handed
 * the vehicle over, or at the booked time of a self-service pickup) and the desk has not marked the
 * return; never on a cancelled or expired reservation. A confirmed walk stays open for adding photos.
 */
export function isStageOpen(
  reservation: ConditionReservation,
  settings: ConditionSettings,
  stage: string,
  now: Date,
): boolean {
  if (!mayWalk(reservation) || !firstWalkStart(reservation)) return false;
  const window = conditionStages(reservation, settings).find((candidate) => candidate.stage === stage);
  return Boolean(window && window.opensAt <= now);
}

/** The walk the customer is offered now (the latest that has started), or null when none is open. */
export function conditionStagesOpen(
  reservation: ConditionReservation,
  settings: ConditionSettings,
  now: Date,
): string | null {
  const open = conditionStages(reservation, settings).filter((window) =>
    isStageOpen(reservation, settings, window.stage, now),
  );
  return open.at(-1)?.stage ?? null;
}

/** The required angles of the settings that have no photo yet among `photos` (confirming needs none missing). */
export function missingAngles(settings: ConditionSettings, photos: readonly { angle: string }[]): string[] {
  const taken = new Set(photos.map((photo) => photo.angle));
  return settings.angles.filter((angle) => !taken.has(angle));
}

export interface PhotoMeta {
  angle: string;
  sequence: number;
  takenAt: Date;
  note: string | null;
  position: { x: number; y: number } | null;
  place: { latitude: number; longitude: number; accuracy: number | null } | null;
}

export type PhotoMetaProblemCode = 'invalid_meta' | 'invalid_angle' | 'note_required';

export type PhotoMetaCheck =
  | { ok: true; meta: PhotoMeta }
  | { ok: false; code: PhotoMetaProblemCode; message: string; fields: Record<string, string> };

/** A note is at most this many characters. */
export const maxConditionNoteLength = 280;

const metaKeys = new Set(['angle', 'sequence', 'takenAt', 'note', 'position', 'place']);
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function within(value: unknown, min: number, max: number): value is number {
  return isNumber(value) && value >= min && value <= max;
}

/**
 * The `meta` part of a photo upload checked against the brand's settings: `angle` one of the required
 * angles or `damage`, `sequence` the phone's order (1…), `takenAt` an instant with its offset (what the
 * phone says; it is kept as said), a note (required for damage, at most 280 characters), a damage
 * photo's `position` on the outline (0..1 each; the desk, which has no outline to tap, may leave it out:
 * `requirePosition` false), and `place` when the customer allowed it.
 */
export function checkPhotoMeta(
  value: unknown,
  settings: ConditionSettings,
  { requirePosition = true }: { requirePosition?: boolean } = {},
): PhotoMetaCheck {
  const invalid = (fields: Record<string, string>): PhotoMetaCheck => ({
    ok: false,
    code: 'invalid_meta',
    message: `The photo's details are not valid: ${Object.entries(fields)
      .map(([field, message]) => `${field}: ${message}`)
      .join('; ')}`,
    fields,
  });
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return invalid({ meta: 'Send the photo’s details as a JSON object.' });
  }
  const meta = value as Record<string, unknown>;
  const unknown = Object.keys(meta).filter((key) => !metaKeys.has(key));
  if (unknown.length > 0) return invalid(Object.fromEntries(unknown.map((key) => [key, 'Unknown field.'])));
  const angle = meta.angle;
  if (typeof angle !== 'string' || (angle !== damageAngle && !settings.angles.includes(angle))) {
    return {
      ok: false,
      code: 'invalid_angle',
      message: `The angle must be one of ${[...settings.angles, damageAngle].join(', ')}.`,
      fields: { angle: 'Not an angle this company asks for.' },
    };
  }
  const fields: Record<string, string> = {};
  const sequence = meta.sequence;
  if (typeof sequence !== 'number' || !Number.isInteger(sequence) || sequence < 1 || sequence > 9999) {
    fields.sequence = 'A whole number from 1.';
  }
  const takenAt = typeof meta.takenAt === 'string' && isoInstant.test(meta.takenAt) ? new Date(meta.takenAt) : null;
  if (
    !takenAt ||
    Number.isNaN(takenAt.getTime()) ||
    takenAt.getUTCFullYear() < 2000 ||
    takenAt.getUTCFullYear() > 2100
  ) {
    fields.takenAt = 'An instant with its offset, e.g. 2027-07-14T10:02:11Z.';
  }
  let note: string | null = null;
  if (meta.note !== undefined && meta.note !== null) {
    if (typeof meta.note !== 'string') fields.note = 'Text.';
    else note = meta.note.normalize('NFC').replace(/\s+/g, ' ').trim() || null;
    if (note && [...note].length > maxConditionNoteLength)
      fields.note = `At most ${maxConditionNoteLength} characters.`;
  }
  let position: PhotoMeta['position'] = null;
  const givenPosition = meta.position as Record<string, unknown> | null | undefined;
  if (angle === damageAngle && (requirePosition || (givenPosition !== undefined && givenPosition !== null))) {
    const given = givenPosition;
    if (typeof given !== 'object' || given === null || !within(given.x, 0, 1) || !within(given.y, 0, 1)) {
      fields.position = 'Where on the outline: { x, y }, each from 0 to 1.';
    } else {
      position = { x: given.x as number, y: given.y as number };
    }
  }
  let place: PhotoMeta['place'] = null;
  if (meta.place !== undefined && meta.place !== null) {
    const given = meta.place as Record<string, unknown>;
    const accuracy = typeof given === 'object' ? given.accuracy : undefined;
    if (
      typeof given !== 'object' ||
      !within(given.latitude, -90, 90) ||
      !within(given.longitude, -180, 180) ||
      !(accuracy === undefined || accuracy === null || within(accuracy, 0, 100_000)) ||
      Object.keys(given).some((key) => !['latitude', 'longitude', 'accuracy'].includes(key))
    ) {
      fields.place = 'A place: { latitude, longitude, accuracy } in degrees and metres.';
    } else {
      place = {
        latitude: given.latitude as number,
        longitude: given.longitude as number,
        accuracy: isNumber(accuracy) ? accuracy : null,
      };
    }
  }
  if (Object.keys(fields).length > 0) return invalid(fields);
  if (angle === damageAngle && !note) {
    return {
      ok: false,
      code: 'note_required',
      message: 'A damage photo needs a short note saying what the damage is.',
      fields: { note: 'Say what the damage is.' },
    };
  }
  return { ok: true, meta: { angle, sequence: sequence as number, takenAt: takenAt as Date, note, position, place } };
}

/**
 * When a reservation's condition photos are purged: `retentionDays` after the return (the desk's mark,
 * else the booked return), or, when a claim was closed later, that many days after it closed. Null while
 * a claim is open: the photos are kept until it is closed.
 */
export function conditionPurgeAt(input: {
  returnedAt: Date | null;
  returnAt: Date;
  retentionDays: number;
  claims: readonly { closedAt: Date | null }[];
}): Date | null {
  if (input.claims.some((claim) => claim.closedAt === null)) return null;
  const from = [input.returnedAt ?? input.returnAt, ...input.claims.map((claim) => claim.closedAt as Date)].reduce(
    (latest, at) => (at > latest ? at : latest),
  );
  return new Date(from.getTime() + input.retentionDays * day);
}
