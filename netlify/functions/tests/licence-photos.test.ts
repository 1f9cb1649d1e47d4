/**
 * @jest-environment node
 */
import { sql } from 'drizzle-orm';
import { closeDatabase, getDatabase } from '../../../server/db/client.server';
import { purgeLicencePhotos } from '../../../server/rental/licence-photos.server';
import { createPostgresStorage } from '../../../server/storage/index.server';
import { ApiClient } from '../../../server/testing/api-client.server';
import checkInLicencePhoto from '../check-in-licence-photo.mts';
import checkIn from '../check-in.mts';
import reservation from '../reservation.mts';
import reservations from '../reservations.mts';
import { customer, newKey, payByCard, pinClock, trip } from './fixtures';

interface Answer {
  reservation: { reference: string; checkIn: { licencePhotos: { driver: string; side: string; size: number }[] } };
  licencePhoto: { driver: string; side: string; contentType: string; size: number };
  error: { code: string; message: string; fields?: Record<string, string> };
}

const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 2, 3]);
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 7, 7]);

let trips = 0;

/** A paid reservation whose check-in has started; each on its own week, so a unit is always free. */
async function checkingIn(client: ApiClient): Promise<string> {
  trips += 1;
  const day = (offset: number) => `2027-08-${String(offset + trips * 4).padStart(2, '0')}T10:00`;
  pinClock(`${day(-1).slice(0, 10)}T08:00:00Z`); // two days before pickup: check-in is open
  const created = await client.call<Answer>(reservations, {
    path: '/api/reservations',
    body: {
      classId: 'car-suzuki-vitara-4x4',
      ...trip(day(1), day(4)),
      extras: [],
      extraDrivers: 1,
      customer,
    },
    headers: { 'idempotency-key': newKey() },
  });
  const { reference } = created.body.reservation;
  await payByCard(client, reference);
  const started = await client.call(checkIn, {
    path: `/api/reservations/${reference}/check-in`,
    params: { reference },
    body: {},
  });
  expect(started.status).toBe(200);
  return reference;
}

function photo(
  client: ApiClient,
  reference: string,
  driver: string,
  side: string,
  method = 'GET',
  bytes?: Uint8Array,
  type = 'image/jpeg',
) {
  return client.call<Answer>(checkInLicencePhoto, {
    method,
    path: `/api/reservations/${reference}/check-in/licence-photos/${driver}/${side}`,
    params: { reference, driver, side },
    rawBody: bytes,
    headers: bytes ? { 'content-type': type } : {},
  });
}

describe('licence photos at check-in', () => {
  afterAll(closeDatabase);

  it('takes, replaces, reads back and removes a photo for the proven session only', async () => {
    const client = new ApiClient();
    const reference = await checkingIn(client);

    const given = await photo(client, reference, 'main', 'front', 'PUT', jpeg, 'application/octet-stream');
    expect(given.status).toBe(201);
    expect(given.body.licencePhoto).toMatchObject({
      driver: 'main',
      side: 'front',
      contentType: 'image/jpeg',
      size: jpeg.length,
    });

    // Replaced by a PNG sent as "image/jpeg": the bytes decide the type.
    const replaced = await photo(client, reference, 'main', 'front', 'PUT', png, 'image/jpeg');
    expect(replaced.status).toBe(200);
    expect(replaced.body.licencePhoto.contentType).toBe('image/png');

    const read = await photo(client, reference, 'main', 'front');
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/png');
    expect(read.headers.get('cache-control')).toBe('no-store');
    expect(new Uint8Array(read.body as unknown as ArrayBuffer)).toEqual(png);

    expect((await photo(client, reference, '1', 'back', 'PUT', jpeg)).status).toBe(201);
    const view = await client.call<Answer>(reservation, {
      path: `/api/reservations/${reference}`,
      params: { reference },
    });
    expect(view.body.reservation.checkIn.licencePhotos).toEqual([
      expect.objectContaining({ driver: 'main', side: 'front', size: png.length }),
      expect.objectContaining({ driver: '1', side: 'back', size: jpeg.length }),
    ]);

    expect((await photo(client, reference, '1', 'back', 'DELETE')).status).toBe(204);
    const gone = await photo(client, reference, '1', 'back');
    expect(gone.status).toBe(404);
    expect(gone.body.error.code).toBe('not_found');
  });

  it('refuses a non-image, an oversized photo, an unknown driver or side and a wrong method, all as JSON', async () => {
    const client = new ApiClient();
    const reference = await checkingIn(client);

    const pdf = new TextEncoder().encode('%PDF-1.7 not a photo');
    const wrongType = await photo(client, reference, 'main', 'back', 'PUT', pdf, 'image/jpeg');
    expect(wrongType.status).toBe(415);
    expect(wrongType.body.error).toMatchObject({
      code: 'unsupported_image_type',
      fields: { photo: expect.any(String) },
    });

    const large = new Uint8Array(1_500_001);
    large.set(jpeg);
    const tooLarge = await photo(client, reference, 'main', 'back', 'PUT', large);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error.code).toBe('photo_too_large');

    expect((await photo(client, reference, 'main', 'back', 'PUT', new Uint8Array())).body.error.code).toBe(
      'empty_file',
    );
    const extra = await photo(client, reference, '2', 'front', 'PUT', jpeg);
    expect(extra.status).toBe(422);
    expect(extra.body.error.code).toBe('unknown_driver');
    expect((await photo(client, reference, 'main', 'side', 'PUT', jpeg)).status).toBe(404);
    const post = await photo(client, reference, 'main', 'front', 'POST', jpeg);
    expect(post.status).toBe(405);
    expect(post.body.error.code).toBe('method_not_allowed');
  });

  it('answers 404 to a stranger and to another session, for reading and for giving', async () => {
    const owner = new ApiClient();
    const reference = await checkingIn(owner);
    expect((await photo(owner, reference, 'main', 'front', 'PUT', jpeg)).status).toBe(201);

    const other = new ApiClient('198.51.100.9');
    await checkingIn(other); // a session with a reservation of its own
    for (const visitor of [new ApiClient(), other]) {
      const read = await photo(visitor, reference, 'main', 'front');
      expect(read.status).toBe(404);
      expect(read.body.error.code).toBe('not_found');
      expect((await photo(visitor, reference, 'main', 'front', 'PUT', png)).status).toBe(404);
    }
    const still = await photo(owner, reference, 'main', 'front');
    expect(new Uint8Array(still.body as unknown as ArrayBuffer)).toEqual(jpeg);
  });

  it('purges the photos 30 days after the return, with the clock passed in', async () => {
    const client = new ApiClient();
    const reference = await checkingIn(client);
    expect((await photo(client, reference, 'main', 'back', 'PUT', jpeg)).status).toBe(201);
    const db = getDatabase();
    const storage = createPostgresStorage(db);
    const count = async () => {
      const { rows } = await db.execute<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM licence_photos p JOIN reservations r ON r.id = p.reservation_id
        WHERE r.reference = ${reference}`);
      return rows[0]?.n;
    };

    const { rows: trip } = await db.execute<{ return_at: string }>(sql`
      SELECT return_at::text FROM reservations WHERE reference = ${reference}`);
    const returnAt = new Date(String(trip[0]?.return_at));
    const thirtyDaysLater = returnAt.getTime() + 30 * 86_400_000;

    await purgeLicencePhotos(db, storage, 'car', new Date(thirtyDaysLater - 1000));
    expect(await count()).toBe(1);
    // Another brand's site on the same database leaves a car photo to the car site, whose storage has it.
    await purgeLicencePhotos(db, storage, 'camper', new Date(thirtyDaysLater + 86_400_000));
    expect(await count()).toBe(1);
    const { deleted } = await purgeLicencePhotos(db, storage, 'car', new Date(thirtyDaysLater));
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect(await count()).toBe(0);
    expect((await photo(client, reference, 'main', 'back')).status).toBe(404);
  });
});
