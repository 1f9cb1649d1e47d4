/**
 * @jest-environment node
 */
import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { purgeConditionPhotos } from '../../../server/condition/condition.server';
import { closeDatabase, getDatabase } from '../../../server/db/client.server';
import { startMailCatcher } from '../../../server/mail/maildev.server';
import { deliverDueMessages } from '../../../server/mail/sender.server';
import { createSmtpTransport } from '../../../server/mail/smtp.server';
import { createPostgresStorage } from '../../../server/storage/index.server';
import { ApiClient } from '../../../server/testing/api-client.server';
import { extractPageTexts } from '../../../server/testing/pdf-text.server';
import conditionConfirm from '../condition-confirm.mts';
import conditionPhotoFile from '../condition-photo-file.mts';
import conditionPhoto from '../condition-photo.mts';
import conditionReport from '../condition-report.mts';
import condition from '../condition.mts';
import reservationFunction from '../reservation.mts';
import reservations from '../reservations.mts';
import staffConditionClaimClose from '../staff-condition-claim-close.mts';
import staffConditionClaim from '../staff-condition-claim.mts';
import staffConditionNotes from '../staff-condition-notes.mts';
import staffConditionPhotoFile from '../staff-condition-photo-file.mts';
import staffConditionPhoto from '../staff-condition-photo.mts';
import staffConditionReport from '../staff-condition-report.mts';
import staffCondition from '../staff-condition.mts';
import staffPickedUp from '../staff-picked-up.mts';
import staffReturned from '../staff-returned.mts';
import { customer, newKey, payByCard, pinClock, trip } from './fixtures';
import { signInAsStaff } from './staff-support';

// Sign-in and payments go over HTTP to the local provider and processor.
jest.setTimeout(90_000);

interface Photo {
  id: string;
  clientId: string;
  angle: string;
  sequence: number;
  note: string | null;
  position: { x: number; y: number } | null;
  takenAt: string;
  receivedAt: string;
  place: { latitude: number; longitude: number; accuracy: number | null } | null;
  author: string;
  contentType: string;
  size: number;
  url: string;
}

interface Stage {
  stage: string;
  opensAt: string;
  confirmedAt: string | null;
  closedAt: string | null;
  photos: Photo[];
  notes: { id: string; text: string; author: string; createdAt: string }[];
}

interface Body {
  reservation: { reference: string };
  condition: {
    settings: { angles: string[]; maxDamagePhotos: number };
    open: string | null;
    stages: Stage[];
    report: string | null;
    claim?: {
      openedAt: string;
      openedBy: string;
      note: string;
      closedAt: string | null;
      closedBy: string | null;
    } | null;
    purgeAfter?: string | null;
  };
  photo: Photo;
  note: { id: string; text: string; author: string };
  claim: { openedBy: string; note: string; closedAt: string | null; closedBy: string | null };
  error: { code: string; message: string; fields?: Record<string, string> };
}

const jpeg = (seed: number) =>
  new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, seed & 0xff, seed >> 8, 3]);
const angles = ['front', 'back', 'left', 'right', 'windscreen', 'dashboard'];

/** A multipart body with the `meta` and `photo` parts (and a `reportCopy`), as the phone's upload queue sends it. */
async function multipart(meta: unknown, bytes: Uint8Array, reportCopy?: Uint8Array) {
  const form = new FormData();
  form.set('meta', JSON.stringify(meta));
  form.set('photo', new Blob([bytes as BlobPart], { type: 'image/jpeg' }), 'photo.jpg');
  if (reportCopy) form.set('reportCopy', new Blob([reportCopy as BlobPart], { type: 'image/jpeg' }), 'copy.jpg');
  const response = new Response(form);
  return {
    rawBody: new Uint8Array(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
  };
}

let weeks = 0;

/** A booked and paid reservation, each on its own week (and a class few other tests book). */
async function booked(client: ApiClient): Promise<{ reference: string; pickup: string; returnAt: string }> {
  weeks += 1;
  const start = new Date(Date.UTC(2028, 1, 1) + weeks * 7 * 86_400_000);
  const at = (days: number) => new Date(start.getTime() + days * 86_400_000).toISOString().slice(0, 13) + ':00';
  pinClock(`${at(-1).slice(0, 10)}T08:00:00Z`);
  const created = await client.call<Body>(reservations, {
    path: '/api/reservations',
    body: { classId: 'car-kia-ceed-sw', ...trip(at(0), at(3)), extras: [], customer },
    headers: { 'idempotency-key': newKey('condition') },
  });
  expect(created.status).toBe(201);
  const { reference } = created.body.reservation;
  expect((await payByCard(client, reference)).status).toBe(200);
  return { reference, pickup: `${at(0)}:00Z`, returnAt: `${at(3)}:00Z` };
}

const later = (iso: string, minutes: number) => new Date(new Date(iso).getTime() + minutes * 60_000).toISOString();

function put(
  client: ApiClient,
  reference: string,
  stage: string,
  clientId: string,
  meta: unknown,
  bytes: Uint8Array,
  reportCopy?: Uint8Array,
) {
  return multipart(meta, bytes, reportCopy).then((body) =>
    client.call<Body>(conditionPhoto, {
      method: 'PUT',
      path: `/api/reservations/${reference}/condition/${stage}/photos/${clientId}`,
      params: { reference, stage, clientId },
      ...body,
    }),
  );
}

const read = (client: ApiClient, reference: string) =>
  client.call<Body>(condition, { path: `/api/reservations/${reference}/condition`, params: { reference } });

const readPhoto = (client: ApiClient, reference: string, photoId: string) =>
  client.call<Body>(conditionPhotoFile, {
    path: `/api/reservations/${reference}/condition/photos/${photoId}`,
    params: { reference, photoId },
  });

const report = (client: ApiClient, reference: string, query = '') =>
  client.call<Body>(conditionReport, {
    path: `/api/reservations/${reference}/condition/report.pdf${query}`,
    params: { reference },
  });

const pdfText = async (answer: { body: unknown }) =>
  (await extractPageTexts(new Uint8Array(answer.body as ArrayBuffer))).flat().join('\n');

const confirm = (client: ApiClient, reference: string, stage: string) =>
  client.call<Body>(conditionConfirm, {
    method: 'POST',
    path: `/api/reservations/${reference}/condition/${stage}/confirm`,
    params: { reference, stage },
  });

/** A manager signed in now (the clock is pinned; a staff session lasts a working day). */
const signedInManager = async () => (await signInAsStaff('manager@example.com', 'manager-demo')).client;

async function handOver(reference: string) {
  const staff = await signedInManager();
  const answer = await staff.call(staffPickedUp, {
    path: `/api/staff/reservations/${reference}/picked-up`,
    params: { reference },
    body: { depositOverrideReason: 'The deposit was taken at the desk for this test' },
  });
  expect(answer.status).toBe(200);
}

async function takeBack(reference: string) {
  const staff = await signedInManager();
  const answer = await staff.call(staffReturned, {
    path: `/api/staff/reservations/${reference}/returned`,
    params: { reference },
    body: {},
  });
  expect(answer.status).toBe(200);
}

const photoRows = async (reference: string) => {
  const { rows } = await getDatabase().execute<{ n: number; files: number }>(sql`
    SELECT count(*)::int AS n,
      (SELECT count(*)::int FROM stored_files f WHERE f.key IN (SELECT storage_key FROM condition_photos p2
        JOIN reservations r2 ON r2.id = p2.reservation_id WHERE r2.reference = ${reference})) AS files
    FROM condition_photos p JOIN reservations r ON r.id = p.reservation_id WHERE r.reference = ${reference}`);
  return rows[0] ?? { n: 0, files: 0 };
};

/** The reservation's report copies: their rows (hash by photo id) and every copy's bytes stored for it. */
const copyRows = async (reference: string) => {
  const db = getDatabase();
  const { rows } = await db.execute<{ photo_id: string; sha256: string }>(sql`
    SELECT c.photo_id, c.sha256 FROM condition_photo_report_copies c JOIN condition_photos p ON p.id = c.photo_id
    JOIN reservations r ON r.id = p.reservation_id WHERE r.reference = ${reference}`);
  const { rows: files } = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM stored_files f JOIN reservations r ON r.reference = ${reference}
    WHERE f.key LIKE 'condition-photos/' || r.id || '/%-report-copy-%'`);
  return {
    n: rows.length,
    files: files[0]?.n ?? 0,
    sha: Object.fromEntries(rows.map((row) => [row.photo_id, row.sha256])),
  };
};

const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A real JPEG made by sharp (the report embeds it). */
const realJpeg = async (side: number, shade: number) =>
  new Uint8Array(
    await sharp({ create: { width: side, height: side, channels: 3, background: { r: shade, g: 90, b: 40 } } })
      .jpeg({ quality: 70 })
      .toBuffer(),
  );

describe('the condition of the vehicle (issue 39)', () => {
  afterAll(closeDatabase);

  it('records the pickup walk: order of uploads, a photo sent twice, final confirmation, no removal', async () => {
    const client = new ApiClient();
    const { reference, pickup } = await booked(client);

    const before = await read(client, reference);
    expect(before.status).toBe(200);
    expect(before.headers.get('cache-control')).toBe('no-store');
    expect(before.body.condition).toMatchObject({
      settings: { angles, maxDamagePhotos: 8 },
      open: null,
      report: null,
      stages: [
        { stage: 'pickup', confirmedAt: null, closedAt: null, photos: [], notes: [] },
        { stage: 'return', confirmedAt: null, closedAt: null, photos: [], notes: [] },
      ],
    });
    const meta = (angle: string, sequence: number, extra: Record<string, unknown> = {}) => ({
      angle,
      sequence,
      takenAt: later(pickup, sequence),
      ...extra,
    });
    const noReport = await report(client, reference);
    expect(noReport.status).toBe(404);
    expect(noReport.body.error.code).toBe('not_found');
    // Before the desk hands the car over, nothing is open.
    const early = await put(client, reference, 'pickup', randomUUID(), meta('front', 1), jpeg(1));
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('stage_not_open');

    pinClock(later(pickup, 5));
    await handOver(reference);
    expect((await read(client, reference)).body.condition.open).toBe('pickup');
    const overview = async () =>
      (
        await client.call<{ reservation: { condition: unknown } }>(reservationFunction, {
          path: `/api/reservations/${reference}`,
          params: { reference },
        })
      ).body.reservation.condition;
    expect(await overview()).toEqual({ open: 'pickup', report: null });

    // The queue sends the third photo first: the record keeps the phone's order.
    const ids = angles.map(() => randomUUID());
    const third = await put(client, reference, 'pickup', ids[2]!, meta('left', 3), jpeg(3));
    expect(third.status).toBe(201);
    expect(third.body.photo).toMatchObject({
      clientId: ids[2],
      angle: 'left',
      sequence: 3,
      author: 'customer',
      contentType: 'image/jpeg',
      size: 14,
      takenAt: new Date(later(pickup, 3)).toISOString(),
      receivedAt: new Date(later(pickup, 5)).toISOString(),
      place: null,
    });
    expect((await put(client, reference, 'pickup', ids[0]!, meta('front', 1), jpeg(1))).status).toBe(201);

    // The same photo twice (the answer was lost): stored once, the same record.
    const place = { latitude: 63.985, longitude: -22.605, accuracy: 25 };
    const first = await put(client, reference, 'pickup', ids[1]!, meta('back', 2, { place }), jpeg(2));
    expect(first.status).toBe(201);
    expect(first.body.photo.place).toEqual(place);
    pinClock(later(pickup, 7));
    const again = await put(client, reference, 'pickup', ids[1]!, meta('back', 2, { place }), jpeg(2));
    expect(again.status).toBe(200);
    expect(again.body.photo).toEqual(first.body.photo);
    expect(await photoRows(reference)).toEqual({ n: 3, files: 3 });
    const damageAt = (clientId: string, sequence: number, note: string, bytes: number) =>
      put(
        client,
        reference,
        'pickup',
        clientId,
        meta('damage', sequence, { note, position: { x: 0, y: 0 } }),
        jpeg(bytes),
      );
    // The same photo twice at once (the queue retried while the first was on its way): stored once.
    const twiceAtOnce = randomUUID();
    const racing = await Promise.all([damageAt(twiceAtOnce, 20, 'Race', 20), damageAt(twiceAtOnce, 20, 'Race', 20)]);
    expect(racing.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(racing[0]?.body.photo.id).toBe(racing[1]?.body.photo.id);
    // Other bytes under one clientId at once: one is kept, the other refused, and no stray bytes stay behind.
    const otherAtOnce = randomUUID();
    const clash = await Promise.all([damageAt(otherAtOnce, 21, 'A', 21), damageAt(otherAtOnce, 21, 'B', 22)]);
    expect(clash.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await photoRows(reference)).toEqual({ n: 5, files: 5 });
    const { rows: stray } = await getDatabase().execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM stored_files WHERE key LIKE ${`condition-photos/%/pickup/${otherAtOnce}-%`}`);
    expect(stray[0]?.n).toBe(1);

    // Other bytes under the same clientId: refused, the first kept.
    const other = await put(client, reference, 'pickup', ids[1]!, meta('back', 2), jpeg(99));
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe('photo_not_replaceable');

    const listed = (await read(client, reference)).body.condition;
    expect(listed.stages[0]?.photos.map((photo) => [photo.sequence, photo.angle])).toEqual([
      [1, 'front'],
      [2, 'back'],
      [3, 'left'],
      [20, 'damage'],
      [21, 'damage'],
    ]);
    expect(listed.report).toBe(`/api/reservations/${reference}/condition/report.pdf`);
    expect(await overview()).toEqual({ open: 'pickup', report: listed.report });

    // Not yet every angle: the confirmation names what is missing.
    const incomplete = await confirm(client, reference, 'pickup');
    expect(incomplete.status).toBe(422);
    expect(incomplete.body.error).toMatchObject({
      code: 'condition_incomplete',
      fields: { right: 'missing', windscreen: 'missing', dashboard: 'missing' },
    });

    // Damage needs a note and a place on the outline; an angle must be one the company asks for.
    const noNote = await put(
      client,
      reference,
      'pickup',
      randomUUID(),
      meta('damage', 7, { position: { x: 0.4, y: 0.2 } }),
      jpeg(7),
    );
    expect(noNote.status).toBe(422);
    expect(noNote.body.error).toMatchObject({ code: 'note_required', fields: { note: expect.any(String) } });
    const noPosition = await put(
      client,
      reference,
      'pickup',
      randomUUID(),
      meta('damage', 7, { note: 'Scratch' }),
      jpeg(7),
    );
    expect(noPosition.status).toBe(422);
    expect(noPosition.body.error).toMatchObject({ code: 'invalid_meta', fields: { position: expect.any(String) } });
    const badAngle = await put(client, reference, 'pickup', randomUUID(), meta('roof', 7), jpeg(7));
    expect(badAngle.status).toBe(422);
    expect(badAngle.body.error.code).toBe('invalid_angle');
    const badTime = await put(
      client,
      reference,
      'pickup',
      randomUUID(),
      { angle: 'right', sequence: 0, takenAt: 'now' },
      jpeg(7),
    );
    expect(badTime.status).toBe(422);
    expect(badTime.body.error.fields).toEqual({ sequence: expect.any(String), takenAt: expect.any(String) });
    const notAnImage = await put(
      client,
      reference,
      'pickup',
      randomUUID(),
      meta('right', 4),
      new TextEncoder().encode('%PDF-1.7'),
    );
    expect(notAnImage.status).toBe(415);
    expect(notAnImage.body.error.code).toBe('unsupported_image_type');
    const notMultipart = await client.call<Body>(conditionPhoto, {
      method: 'PUT',
      path: `/api/reservations/${reference}/condition/pickup/photos/${randomUUID()}`,
      params: { reference, stage: 'pickup', clientId: randomUUID() },
      rawBody: jpeg(4),
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(notMultipart.status).toBe(415);
    const unknownStage = await put(client, reference, 'check-1', randomUUID(), meta('right', 4), jpeg(4));
    expect(unknownStage.status).toBe(404);

    for (const [index, angle] of angles.entries()) {
      if (index > 2)
        expect(
          (await put(client, reference, 'pickup', ids[index]!, meta(angle, index + 1), jpeg(index + 1))).status,
        ).toBe(201);
    }
    const damage = await put(
      client,
      reference,
      'pickup',
      randomUUID(),
      meta('damage', 7, { note: '  Scratch on the\nrear bumper ', position: { x: 0.42, y: 0.81 } }),
      jpeg(7),
    );
    expect(damage.status).toBe(201);
    expect(damage.body.photo).toMatchObject({ note: 'Scratch on the rear bumper', position: { x: 0.42, y: 0.81 } });

    const confirmed = await confirm(client, reference, 'pickup');
    expect(confirmed.status).toBe(200);
    const confirmedAt = confirmed.body.condition.stages[0]?.confirmedAt;
    expect(confirmedAt).toBe(new Date(later(pickup, 7)).toISOString());
    pinClock(later(pickup, 30));
    const twice = await confirm(client, reference, 'pickup');
    expect(twice.status).toBe(200);
    expect(twice.body.condition.stages[0]?.confirmedAt).toBe(confirmedAt);

    // Confirmed is final, but photos can still be added; never removed, never replaced.
    const added = await put(
      client,
      reference,
      'pickup',
      randomUUID(),
      meta('damage', 8, { note: 'Chip in the windscreen', position: { x: 0.5, y: 0.1 } }),
      jpeg(8),
    );
    expect(added.status).toBe(201);
    // At most maxDamagePhotos (8 for the car brand) damage photos in one walk: two raced in above, 7 and 8, four more.
    for (let sequence = 9; sequence <= 12; sequence += 1) {
      const more = await put(
        client,
        reference,
        'pickup',
        randomUUID(),
        meta('damage', sequence, { note: `Mark ${sequence}`, position: { x: 0.1, y: 0.1 } }),
        jpeg(sequence),
      );
      expect(more.status).toBe(201);
    }
    const ninth = await put(
      client,
      reference,
      'pickup',
      randomUUID(),
      meta('damage', 15, { note: 'One too many', position: { x: 0.1, y: 0.1 } }),
      jpeg(15),
    );
    expect(ninth.status).toBe(422);
    expect(ninth.body.error).toMatchObject({ code: 'too_many_damage_photos', fields: { photo: expect.any(String) } });
    const removal = await client.call<Body>(conditionPhoto, {
      method: 'DELETE',
      path: `/api/reservations/${reference}/condition/pickup/photos/${ids[0]}`,
      params: { reference, stage: 'pickup', clientId: ids[0]! },
    });
    expect(removal.status).toBe(409);
    expect(removal.body.error.code).toBe('photo_not_removable');

    const bytes = await readPhoto(client, reference, first.body.photo.id);
    expect(bytes.status).toBe(200);
    expect(bytes.headers.get('content-type')).toBe('image/jpeg');
    expect(bytes.headers.get('cache-control')).toBe('no-store');
    expect(new Uint8Array(bytes.body as unknown as ArrayBuffer)).toEqual(jpeg(2));
    expect(await photoRows(reference)).toEqual({ n: 14, files: 14 });
  });

  it('answers 404 to a signed-out visitor and to another customer, for every condition request', async () => {
    const owner = new ApiClient();
    const { reference, pickup } = await booked(owner);
    pinClock(later(pickup, 5));
    await handOver(reference);
    const clientId = randomUUID();
    const meta = { angle: 'front', sequence: 1, takenAt: later(pickup, 4) };
    const given = await put(owner, reference, 'pickup', clientId, meta, jpeg(1));
    expect(given.status).toBe(201);

    const other = new ApiClient('198.51.100.39');
    await booked(other); // a customer with a reservation of their own
    pinClock(later(pickup, 10));
    for (const visitor of [new ApiClient('198.51.100.40'), other]) {
      const answers = [
        await read(visitor, reference),
        await readPhoto(visitor, reference, given.body.photo.id),
        await put(visitor, reference, 'pickup', randomUUID(), meta, jpeg(2)),
        await put(visitor, reference, 'pickup', clientId, meta, jpeg(1)),
        await confirm(visitor, reference, 'pickup'),
        await report(visitor, reference),
        await visitor.call<Body>(conditionPhoto, {
          method: 'DELETE',
          path: `/api/reservations/${reference}/condition/pickup/photos/${clientId}`,
          params: { reference, stage: 'pickup', clientId },
        }),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(404);
        expect(answer.body.error.code).toBe('not_found');
      }
    }
    // Another reservation's photo under the owner's own reference: 404 too.
    const { reference: second, pickup: secondPickup } = await booked(owner);
    pinClock(later(secondPickup, 5));
    await handOver(second);
    const theirs = await put(owner, second, 'pickup', randomUUID(), { ...meta, takenAt: secondPickup }, jpeg(5));
    expect(theirs.status).toBe(201);
    expect((await readPhoto(owner, reference, theirs.body.photo.id)).status).toBe(404);
    expect((await readPhoto(owner, second, theirs.body.photo.id)).status).toBe(200);
    expect(await photoRows(reference)).toEqual({ n: 1, files: 1 });
  });

  it('closes the walks at the desk’s return mark; the desk adds photos and notes and holds a claim', async () => {
    const client = new ApiClient();
    const { reference, pickup, returnAt } = await booked(client);
    pinClock(later(pickup, 5));
    await handOver(reference);
    const meta = (angle: string, sequence: number, at: string) => ({ angle, sequence, takenAt: at });
    expect((await put(client, reference, 'pickup', randomUUID(), meta('front', 1, pickup), jpeg(1))).status).toBe(201);

    // The return walk opens 24 hours before the booked return.
    pinClock(later(returnAt, -24 * 60 - 1));
    expect((await read(client, reference)).body.condition.open).toBe('pickup');
    const tooEarly = await put(client, reference, 'return', randomUUID(), meta('front', 1, returnAt), jpeg(11));
    expect(tooEarly.status).toBe(409);
    pinClock(later(returnAt, -60));
    expect((await read(client, reference)).body.condition.open).toBe('return');
    const back = await put(client, reference, 'return', randomUUID(), meta('front', 1, later(returnAt, -61)), jpeg(11));
    expect(back.status).toBe(201);

    pinClock(later(returnAt, -30));
    await takeBack(reference);
    const manager = await signedInManager();
    const closed = (await read(client, reference)).body.condition;
    expect(closed.open).toBeNull();
    expect(closed.stages.map((stage) => stage.closedAt)).toEqual([
      new Date(later(returnAt, -30)).toISOString(),
      new Date(later(returnAt, -30)).toISOString(),
    ]);
    const late = await put(client, reference, 'return', randomUUID(), meta('back', 2, returnAt), jpeg(12));
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('stage_not_open');
    expect((await confirm(client, reference, 'return')).body.error.code).toBe('stage_not_open');

    // The desk may still add its own photo, marked as the desk's.
    const staffUpload = await multipart(
      {
        angle: 'damage',
        sequence: 2,
        takenAt: later(returnAt, -20),
        note: 'Dent in the left door',
        position: { x: 0.2, y: 0.5 },
      },
      jpeg(13),
    );
    const deskPhoto = await manager.call<Body>(staffConditionPhoto, {
      method: 'PUT',
      path: `/api/staff/reservations/${reference}/condition/return/photos/${randomUUID()}`,
      params: { reference, stage: 'return', clientId: randomUUID() },
      ...staffUpload,
    });
    expect(deskPhoto.status).toBe(201);
    expect(deskPhoto.body.photo).toMatchObject({ author: 'staff', angle: 'damage', note: 'Dent in the left door' });
    expect(deskPhoto.body.photo.url).toBe(
      `/api/staff/reservations/${reference}/condition/photos/${deskPhoto.body.photo.id}`,
    );
    // The desk has no outline to tap: its damage photo may come without a position.
    const unplaced = await multipart(
      { angle: 'damage', sequence: 3, takenAt: later(returnAt, -19), note: 'Scuffed wheel rim' },
      jpeg(14),
    );
    const unplacedId = randomUUID();
    const deskUnplaced = await manager.call<Body>(staffConditionPhoto, {
      method: 'PUT',
      path: `/api/staff/reservations/${reference}/condition/return/photos/${unplacedId}`,
      params: { reference, stage: 'return', clientId: unplacedId },
      ...unplaced,
    });
    expect(deskUnplaced.status).toBe(201);
    expect(deskUnplaced.body.photo).toMatchObject({ author: 'staff', position: null, note: 'Scuffed wheel rim' });

    const note = await manager.call<Body>(staffConditionNotes, {
      path: `/api/staff/reservations/${reference}/condition/return/notes`,
      params: { reference, stage: 'return' },
      body: { text: 'Customer agreed the dent was new.' },
    });
    expect(note.status).toBe(201);
    expect(note.body.note).toMatchObject({ text: 'Customer agreed the dent was new.', author: 'staff' });
    const emptyNote = await manager.call<Body>(staffConditionNotes, {
      path: `/api/staff/reservations/${reference}/condition/return/notes`,
      params: { reference, stage: 'return' },
      body: { text: '  ' },
    });
    expect(emptyNote.status).toBe(400);
    expect(emptyNote.body.error.fields).toHaveProperty('text');

    const base = `/api/staff/reservations/${reference}/condition`;
    const noClaim = await manager.call<Body>(staffConditionClaimClose, {
      path: `${base}/claim/close`,
      params: { reference },
      body: {},
    });
    expect(noClaim.status).toBe(409);
    expect(noClaim.body.error.code).toBe('no_claim');
    const opened = await manager.call<Body>(staffConditionClaim, {
      path: `${base}/claim`,
      params: { reference },
      body: { note: 'Dent in the left door' },
    });
    expect(opened.status).toBe(201);
    expect(opened.body.claim).toMatchObject({
      openedBy: 'manager@example.com',
      note: 'Dent in the left door',
      closedAt: null,
    });
    const openAgain = await manager.call<Body>(staffConditionClaim, {
      path: `${base}/claim`,
      params: { reference },
      body: { note: 'Again' },
    });
    expect(openAgain.status).toBe(200);
    expect(openAgain.body.claim.note).toBe('Dent in the left door');

    const desk = await manager.call<Body>(staffCondition, { path: base, params: { reference } });
    expect(desk.status).toBe(200);
    expect(desk.headers.get('cache-control')).toContain('no-store');
    expect(desk.body.condition.claim).toMatchObject({ note: 'Dent in the left door', closedAt: null });
    expect(desk.body.condition.purgeAfter).toBeNull();
    const returnStage = desk.body.condition.stages[1];
    expect(returnStage?.photos.map((photo) => photo.author)).toEqual(['customer', 'staff', 'staff']);
    expect(returnStage?.notes).toEqual([
      expect.objectContaining({ text: 'Customer agreed the dent was new.', author: 'staff' }),
    ]);
    const viewed = await manager.call<Body>(staffConditionPhotoFile, {
      path: `${base}/photos/${back.body.photo.id}`,
      params: { reference, photoId: back.body.photo.id },
    });
    expect(viewed.status).toBe(200);
    expect(viewed.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(viewed.body as unknown as ArrayBuffer)).toEqual(jpeg(11));
    const { rows: audited } = await getDatabase().execute<{ action: string }>(sql`
      SELECT action FROM staff_actions a JOIN reservations r ON r.id = a.reservation_id
      WHERE r.reference = ${reference} AND action LIKE 'condition%' ORDER BY a.id`);
    expect(audited.map((row) => row.action)).toEqual([
      'condition.photo.added',
      'condition.photo.added',
      'condition.note.added',
      'condition.claim.opened',
      'condition.viewed',
      'condition-photo.viewed',
    ]);

    // The report: pickup beside return, the desk's entries marked, in the reservation's language or another.
    const pdf = await report(client, reference);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('cache-control')).toBe('no-store');
    const english = await pdfText(pdf);
    expect(english).toContain('Vehicle condition report');
    expect(english).toContain(reference);
    expect(english).toContain('Added by the desk');
    expect(english).toContain('Note: Dent in the left door');
    expect(english).toContain('The photo cannot be shown in this document.');
    expect(english).toContain('Customer agreed the dent was new.');
    const chinese = await report(client, reference, '?lang=zh');
    expect(chinese.status).toBe(200);
    expect(await pdfText(chinese)).toContain('车辆状况报告');
    expect((await report(client, reference, '?lang=xx')).status).toBe(400);
    expect((await report(client, reference, '?locale=en')).body.error.code).toBe('unexpected_query');
    const deskReport = await manager.call<Body>(staffConditionReport, {
      path: `${base}/report.pdf`,
      params: { reference },
    });
    expect(deskReport.status).toBe(200);
    expect(deskReport.headers.get('cache-control')).toBe('private, no-store');
    expect(await pdfText(deskReport)).toContain('Notes by the desk');
    const { rows: reportViews } = await getDatabase().execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM staff_actions a JOIN reservations r ON r.id = a.reservation_id
      WHERE r.reference = ${reference} AND action = 'condition-report.viewed'`);
    expect(reportViews[0]?.n).toBe(1);

    // A customer's session never reaches the desk's endpoints; a signed-out visitor neither.
    expect((await client.call<Body>(staffCondition, { path: base, params: { reference } })).status).toBe(403);
    expect((await new ApiClient().call<Body>(staffCondition, { path: base, params: { reference } })).status).toBe(401);

    const closedClaim = await manager.call<Body>(staffConditionClaimClose, {
      path: `${base}/claim/close`,
      params: { reference },
      body: {},
    });
    expect(closedClaim.status).toBe(200);
    expect(closedClaim.body.claim).toMatchObject({
      closedBy: 'manager@example.com',
      closedAt: new Date(later(returnAt, -30)).toISOString(),
    });
    const after = await manager.call<Body>(staffCondition, { path: base, params: { reference } });
    expect(after.body.condition.purgeAfter).toBe(
      new Date(new Date(later(returnAt, -30)).getTime() + 90 * 86_400_000).toISOString(),
    );

    // The "returned" e-mail, written at the return mark, carries the report (this reservation's messages
    // only: the database is shared with other tests' senders).
    const catcher = await startMailCatcher();
    try {
      const transport = createSmtpTransport(catcher.smtpUrl);
      const { rows } = await getDatabase().execute<{ id: string }>(
        sql`SELECT id::text FROM reservations WHERE reference = ${reference}`,
      );
      const delivered = await deliverDueMessages(getDatabase(), transport, new Date(later(returnAt, -29)), {
        tenant: 'car',
        siteUrl: 'https://cars.example.is',
        reservationId: rows[0]?.id,
        storage: createPostgresStorage(getDatabase()),
      });
      await transport.close();
      expect(delivered.failed + delivered.retrying).toBe(0);
      const returned = (await catcher.emails()).find((email) => email.subject === `Vehicle returned: ${reference}`);
      expect(returned?.text).toContain('The vehicle condition report, with the photos of the pickup and the return');
      const attachment = returned?.attachments?.find((one) => one.contentType === 'application/pdf');
      expect(attachment?.filename).toBe(`${reference}-condition.pdf`);
      const attached = await catcher.attachment(returned!.id, attachment!.generatedFileName!);
      const attachedText = (await extractPageTexts(new Uint8Array(attached))).flat().join('\n');
      expect(attachedText).toContain('Vehicle condition report');
      expect(attachedText).toContain('Note: Dent in the left door');
    } finally {
      await catcher.stop();
    }
  });

  it('keeps a photo’s report copy beside it, refuses a bad one, and the report embeds the copy', async () => {
    const client = new ApiClient();
    const { reference, pickup } = await booked(client);
    pinClock(later(pickup, 5));
    await handOver(reference);
    const meta = (angle: string, sequence: number) => ({ angle, sequence, takenAt: later(pickup, sequence) });
    const [front, back] = [await realJpeg(320, 200), await realJpeg(320, 60)];
    const [frontCopy, otherCopy, backCopy] = [await realJpeg(80, 210), await realJpeg(80, 10), await realJpeg(80, 70)];

    // A copy that is not a JPEG, or too large: refused, and nothing of the upload is stored.
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const notJpeg = await put(client, reference, 'pickup', randomUUID(), meta('front', 1), front, png);
    expect(notJpeg.status).toBe(415);
    expect(notJpeg.body.error).toMatchObject({
      code: 'report_copy_not_jpeg',
      fields: { reportCopy: expect.any(String) },
    });
    const huge = new Uint8Array(250_001).fill(7);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    const tooLarge = await put(client, reference, 'pickup', randomUUID(), meta('front', 1), front, huge);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error).toMatchObject({
      code: 'report_copy_too_large',
      fields: { reportCopy: expect.any(String) },
    });
    expect(await photoRows(reference)).toEqual({ n: 0, files: 0 });
    expect((await copyRows(reference)).files).toBe(0);

    // The photo with its copy; sent again with another copy: 200, the first copy stays, the other is not kept.
    const frontId = randomUUID();
    const first = await put(client, reference, 'pickup', frontId, meta('front', 1), front, frontCopy);
    expect(first.status).toBe(201);
    expect(first.body.photo.size).toBe(front.byteLength);
    const again = await put(client, reference, 'pickup', frontId, meta('front', 1), front, otherCopy);
    expect(again.status).toBe(200);
    expect(again.body.photo).toEqual(first.body.photo);
    expect(await copyRows(reference)).toEqual({ n: 1, files: 1, sha: { [first.body.photo.id]: sha256Of(frontCopy) } });

    // A photo sent without a copy; its retry brings one: kept.
    const backId = randomUUID();
    const plain = await put(client, reference, 'pickup', backId, meta('back', 2), back);
    expect(plain.status).toBe(201);
    expect((await copyRows(reference)).n).toBe(1);
    const retried = await put(client, reference, 'pickup', backId, meta('back', 2), back, backCopy);
    expect(retried.status).toBe(200);
    expect(await copyRows(reference)).toEqual({
      n: 2,
      files: 2,
      sha: { [first.body.photo.id]: sha256Of(frontCopy), [plain.body.photo.id]: sha256Of(backCopy) },
    });
    // Other photo bytes under a known clientId are still refused, copy or not, and leave nothing behind.
    const clash = await put(client, reference, 'pickup', backId, meta('back', 2), front, otherCopy);
    expect(clash.status).toBe(409);
    expect((await copyRows(reference)).files).toBe(2);

    // The report embeds each photo's copy (its bytes pass through), not the photo.
    const pdf = Buffer.from((await report(client, reference)).body as unknown as ArrayBuffer);
    expect(pdf.indexOf(Buffer.from(frontCopy))).toBeGreaterThan(0);
    expect(pdf.indexOf(Buffer.from(backCopy))).toBeGreaterThan(0);
    expect(pdf.indexOf(Buffer.from(front))).toBe(-1);
    expect(pdf.indexOf(Buffer.from(otherCopy))).toBe(-1);
    // The photo itself is still what its address serves.
    const served = await readPhoto(client, reference, first.body.photo.id);
    expect(new Uint8Array(served.body as unknown as ArrayBuffer)).toEqual(front);
  });

  it('purges photos the configured days after the return, and keeps those a claim holds', async () => {
    const db = getDatabase();
    const storage = createPostgresStorage(db);
    const walked = async () => {
      const client = new ApiClient();
      const { reference, pickup, returnAt } = await booked(client);
      pinClock(later(pickup, 5));
      await handOver(reference);
      const given = await put(
        client,
        reference,
        'pickup',
        randomUUID(),
        { angle: 'front', sequence: 1, takenAt: pickup },
        jpeg(21),
        jpeg(22),
      );
      expect(given.status).toBe(201);
      pinClock(returnAt);
      await takeBack(reference);
      return { reference, returnedAt: new Date(returnAt), photoId: given.body.photo.id };
    };
    const plain = await walked();
    const claimed = await walked();
    const claim = async (path: string, body: unknown) =>
      (await signedInManager()).call<Body>(path.endsWith('close') ? staffConditionClaimClose : staffConditionClaim, {
        path: `/api/staff/reservations/${claimed.reference}/condition/${path}`,
        params: { reference: claimed.reference },
        body,
      });
    expect((await claim('claim', { note: 'Broken mirror' })).status).toBe(201);

    const days = (from: Date, count: number, seconds = 0) =>
      new Date(from.getTime() + count * 86_400_000 + seconds * 1000);
    const laterReturn = claimed.returnedAt > plain.returnedAt ? claimed.returnedAt : plain.returnedAt;
    await purgeConditionPhotos(db, storage, 'car', days(plain.returnedAt, 90, -1));
    expect((await photoRows(plain.reference)).n).toBe(1);
    expect(await copyRows(plain.reference)).toMatchObject({ n: 1, files: 1 });
    // Another brand's purge leaves the car site's photos alone.
    await purgeConditionPhotos(db, storage, 'camper', days(laterReturn, 400));
    expect((await photoRows(plain.reference)).n).toBe(1);

    const purged = await purgeConditionPhotos(db, storage, 'car', days(laterReturn, 90));
    expect(purged.deleted).toBeGreaterThanOrEqual(1);
    expect(purged.heldByClaims).toBeGreaterThanOrEqual(1);
    expect(await photoRows(plain.reference)).toEqual({ n: 0, files: 0 });
    expect(await photoRows(claimed.reference)).toEqual({ n: 1, files: 1 });
    // The report copies go with their photos: bytes and rows.
    expect(await copyRows(plain.reference)).toEqual({ n: 0, files: 0, sha: {} });
    expect(await copyRows(claimed.reference)).toMatchObject({ n: 1, files: 1 });
    pinClock(days(laterReturn, 90).toISOString());
    const desk = await signedInManager();
    const deskRead = (reference: string, photoId: string) =>
      desk.call<Body>(staffConditionPhotoFile, {
        path: `/api/staff/reservations/${reference}/condition/photos/${photoId}`,
        params: { reference, photoId },
      });
    expect((await deskRead(plain.reference, plain.photoId)).status).toBe(404);
    expect((await deskRead(claimed.reference, claimed.photoId)).status).toBe(200);

    // Closed 100 days after the return: the photos go 90 days after the claim closed, not before.
    const closedAt = days(claimed.returnedAt, 100);
    pinClock(closedAt.toISOString());
    expect((await claim('claim/close', {})).status).toBe(200);
    await purgeConditionPhotos(db, storage, 'car', days(closedAt, 90, -1));
    expect(await photoRows(claimed.reference)).toEqual({ n: 1, files: 1 });
    await purgeConditionPhotos(db, storage, 'car', days(closedAt, 90));
    expect(await photoRows(claimed.reference)).toEqual({ n: 0, files: 0 });
    expect(await copyRows(claimed.reference)).toEqual({ n: 0, files: 0, sha: {} });
  });
});
