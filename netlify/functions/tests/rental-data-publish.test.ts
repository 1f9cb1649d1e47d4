/**
 * @jest-environment node
 */
import { encodeSignatureHeader } from '@sanity/webhook';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { SearchOptions } from '../../../src/api-client/types';
import { dayStatus } from '../../../src/booking/search-rules';
import { searchRulesOf } from '../../../src/components/booking/use-booking-data';
import { closeDatabase, getDatabase } from '../../../server/db/client.server';
import { migrateDatabase } from '../../../server/db/migrate.server';
import { syncDatabase } from '../../../server/rental/sync-database.server';
import { ApiClient } from '../../../server/testing/api-client.server';
import availability from '../availability.mts';
import quote from '../quote.mts';
import reservation from '../reservation.mts';
import reservations from '../reservations.mts';
import searchOptions from '../search-options.mts';
import webhook from '../sanity-webhook.mts';
import { customer, newKey, pinClock, trip } from './fixtures';

type Document = Record<string, unknown> & { _id: string };
interface PriceLine {
  type: string;
  amount: number;
}
interface Vehicle {
  classId: string;
  available: number;
  price: { lines: PriceLine[]; total: number };
}

const root = join(__dirname, '../../..');
const aygo = 'car-toyota-aygo-x';
/** A Wednesday in the low season: the Reykjavík office is open 08:00-18:00 on weekdays. */
const stormDay = '2027-03-17';
const secret = 'test-webhook-secret-of-some-length';

/** The embedded dataset with `edit` applied to some documents, in a folder of its own (the source reads once). */
function editedDataset(edit: (document: Document) => Document): string {
  const folder = mkdtempSync(join(tmpdir(), 'rental-data-'));
  for (const file of readdirSync(join(root, 'content')).filter((name) => name.endsWith('.ndjson'))) {
    const lines = readFileSync(join(root, 'content', file), 'utf8')
      .trim()
      .split('\n');
    const edited = lines.map((line) => JSON.stringify(edit(JSON.parse(line) as Document)));
    writeFileSync(join(folder, file), `${edited.join('\n')}\n`);
  }
  return folder;
}

/** The published edit of the issue: a storm closes the Reykjavík office, the Aygo costs more and is 2 cars. */
function stormAndPrices(fleetSize: number) {
  return (document: Document): Document => {
    if (document._id === 'car-carenSettings') {
      const locations = (document.locations as Document[]).map((location) =>
        location.id === 'rvk'
          ? {
              ...location,
              specialOperatingHours: [
                ...(location.specialOperatingHours as unknown[]),
                { _type: 'specialDay', _key: 'storm', date: stormDay, open: false },
              ],
            }
          : location,
      );
      return { ...document, locations };
    }
    if (document._id === 'car-priceList') {
      const classes = (document.classes as Document[]).map((entry) =>
        entry.classCode === aygo ? { ...entry, lowSeasonRate: 45, fleetSize } : entry,
      );
      return { ...document, classes };
    }
    return document;
  };
}

/** The engine's rental-data tables of the car brand, for "a second sync changes nothing". */
async function engineTables(): Promise<unknown> {
  const db = getDatabase();
  const tables = ['booking_settings', 'locations', 'vehicle_classes', 'units', 'rates', 'rate_periods', 'extras'];
  const rows = await Promise.all(
    [...tables, 'insurances', 'coupons'].map(async (table) => {
      const result = await db.execute(
        sql`SELECT to_jsonb(t) AS row FROM ${sql.identifier(table)} t WHERE tenant = 'car' ORDER BY to_jsonb(t)::text`,
      );
      return [table, result.rows];
    }),
  );
  const reservationUnits = await db.execute(sql`SELECT reference, unit_id FROM reservations ORDER BY reference`);
  return { ...Object.fromEntries(rows), reservationUnits: reservationUnits.rows };
}

/**
 * Done-when of issue 28: an editor publishes a storm closure, a new rate and a smaller fleet; through the
 * publish path (the signed Sanity webhook) the engine follows at once. Runs on a database of its own: the
 * edits would surprise every other test file sharing the run's database.
 */
describe('a publish of rental data reaches the engine at once', () => {
  // Each step books and syncs through several functions: seconds on a busy machine.
  jest.setTimeout(30_000);
  const client = new ApiClient();
  const saved = { ...process.env };
  const folders: string[] = [];
  let database: ChildProcess;
  let hookServer: ChildProcess;
  let bookedReference = '';
  let bookedTotal = 0;

  const publish = async (dataset: string, type = 'priceList') => {
    process.env.CONTENT_DATASET = dataset;
    const body = JSON.stringify({ _id: `car-${type}`, _type: type });
    return client.call<{ status?: string; error?: { code: string; message: string; problems?: string[] } }>(webhook, {
      path: '/api/sanity-webhook',
      rawBody: body,
      headers: {
        'content-type': 'application/json',
        'sanity-webhook-signature': await encodeSignatureHeader(body, Date.parse('2027-03-01T10:00:00Z'), secret),
      },
    });
  };
  const availableAygos = async (pickupAt: string, returnAt: string) => {
    const { body } = await client.call<{ vehicles: Vehicle[] }>(availability, {
      path: '/api/availability',
      body: trip(pickupAt, returnAt),
    });
    return body.vehicles.find((vehicle) => vehicle.classId === aygo);
  };

  beforeAll(async () => {
    database = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/testing/throwaway-database.mts')], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const [url] = (await once(database.stdout!, 'data')) as [Buffer];
    hookServer = spawn(process.execPath, [join(root, 'server/testing/build-hook-server.mjs')], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const [port] = (await once(hookServer.stdout!, 'data')) as [Buffer];
    await closeDatabase();
    process.env.DATABASE_URL = url.toString().trim();
    process.env.TENANT = 'car';
    process.env.SANITY_WEBHOOK_SECRET = secret;
    process.env.NETLIFY_BUILD_HOOK_URL = `http://127.0.0.1:${port.toString().trim()}/build_hooks/car`;
    delete process.env.SANITY_PROJECT_ID;
    // Deploy from nothing: an empty database, migrated and synced from the embedded dataset.
    await migrateDatabase(process.env.DATABASE_URL);
    await syncDatabase(process.env.DATABASE_URL, { tenants: ['car'], now: new Date('2027-03-01T10:00:00Z') });
  }, 60_000);
  beforeEach(() => {
    pinClock('2027-03-01T10:00:00Z');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterAll(async () => {
    await closeDatabase();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    process.env = saved;
    for (const child of [database, hookServer]) {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    }
  });

  it('books an Aygo at the rates of the embedded dataset (39 € a low-season day, 8 cars)', async () => {
    const booked = await client.call<{ reservation: { reference: string; total: number } }>(reservations, {
      path: '/api/reservations',
      body: { classId: aygo, ...trip('2027-03-10T10:00', '2027-03-13T10:00'), extras: [], customer },
      headers: { 'idempotency-key': newKey('rental-data') },
    });
    expect(booked.status).toBe(201);
    bookedReference = booked.body.reservation.reference;
    bookedTotal = booked.body.reservation.total;
    expect(bookedTotal).toBe(3 * 3900);
    expect((await availableAygos('2027-03-20T10:00', '2027-03-23T10:00'))?.available).toBe(8);
  });

  it('refuses a fleet smaller than the cars booked on a day, naming the booking, and changes nothing', async () => {
    const dataset = editedDataset(stormAndPrices(0));
    folders.push(dataset);
    const before = await engineTables();
    const answer = await publish(dataset);
    expect(answer.status).toBe(422);
    expect(answer.body.error?.code).toBe('rental_data_refused');
    expect(answer.body.error?.message).toContain(bookedReference);
    expect(answer.body.error?.message).toContain('2027-03-10');
    expect(await engineTables()).toEqual(before);
  });

  it('takes the storm closure, the new rate and the fleet of 2 at once, and keeps the booked price', async () => {
    const dataset = editedDataset(stormAndPrices(2));
    folders.push(dataset);
    const answer = await publish(dataset);
    expect(answer).toMatchObject({ status: 202, body: { status: 'build_requested' } });

    // The search bar's calendar greys the day, with its reason.
    const options = await client.call<SearchOptions>(searchOptions, { path: '/api/search-options?locale=en' });
    const rvk = searchRulesOf(options.body).locations.find((location) => location.id === 'rvk');
    expect(dayStatus(stormDay, 'pickup', rvk, searchRulesOf(options.body), '2027-03-01')).toEqual({
      status: 'closed',
      reason: 'search.reason.pickupClosedSpecialDay',
    });
    expect(dayStatus('2027-03-18', 'pickup', rvk, searchRulesOf(options.body), '2027-03-01').status).toBe('available');

    // The engine refuses a booking that day.
    const refused = await client.call<{ error: { code: string; fields: Record<string, string> } }>(reservations, {
      path: '/api/reservations',
      body: {
        classId: aygo,
        ...trip(`${stormDay}T10:00`, '2027-03-20T10:00', { pickupLocationId: 'rvk', returnLocationId: 'rvk' }),
        extras: [],
        customer,
      },
      headers: { 'idempotency-key': newKey('storm') },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields.pickupAt).toBe('The pickup location is closed on this date.');

    // A new quote uses the new rate.
    const quoted = await client.call<{ quote: { price: { lines: PriceLine[] } } }>(quote, {
      path: '/api/quote',
      body: { classId: aygo, ...trip('2027-03-20T10:00', '2027-03-23T10:00'), extras: [] },
    });
    expect(quoted.body.quote.price.lines).toContainEqual({ type: 'rental', amount: 3 * 4500 });

    // The booking keeps the price it was sold at.
    const viewed = await client.call<{ reservation: { total: number } }>(reservation, {
      path: `/api/reservations/${bookedReference}`,
      params: { reference: bookedReference },
    });
    expect(viewed.body.reservation.total).toBe(bookedTotal);

    // Availability counts 2 cars, one of them booked on the booking's days.
    expect((await availableAygos('2027-03-20T10:00', '2027-03-23T10:00'))?.available).toBe(2);
    expect((await availableAygos('2027-03-11T10:00', '2027-03-12T10:00'))?.available).toBe(1);
  });

  it('changes nothing when the same content is published again', async () => {
    const before = await engineTables();
    const answer = await publish(folders[1]!, 'carenSettings');
    expect(answer.status).toBe(202);
    expect(await engineTables()).toEqual(before);
  });

  it('retires a car for a fleet of 1 and moves its booking to the car kept, which is free then', async () => {
    const book = (pickupAt: string, returnAt: string) =>
      client.call<{ reservation: { reference: string } }>(reservations, {
        path: '/api/reservations',
        body: { classId: aygo, ...trip(pickupAt, returnAt), extras: [], customer },
        headers: { 'idempotency-key': newKey('fleet') },
      });
    const first = (await book('2027-04-05T10:00', '2027-04-08T10:00')).body.reservation.reference;
    const second = (await book('2027-04-06T10:00', '2027-04-09T10:00')).body.reservation.reference;
    const unitOf = async (reference: string) =>
      (
        await getDatabase().execute<{ unit_id: number }>(
          sql`SELECT unit_id FROM reservations WHERE reference = ${reference}`,
        )
      ).rows[0]?.unit_id;
    // Two cars on the same days: the second took the other car.
    expect(await unitOf(second)).not.toBe(await unitOf(first));
    // The first is cancelled (as a cancellation leaves it), so one car could carry every booking.
    await getDatabase().execute(sql`UPDATE reservations SET status = 'cancelled' WHERE reference = ${first}`);
    const dataset = editedDataset(stormAndPrices(1));
    folders.push(dataset);
    expect((await publish(dataset)).status).toBe(202);
    expect(await unitOf(second)).toBe(await unitOf(bookedReference));
    expect((await availableAygos('2027-04-20T10:00', '2027-04-23T10:00'))?.available).toBe(1);
    expect((await availableAygos('2027-04-06T10:00', '2027-04-07T10:00'))?.available).toBe(0);
  });

  it('does not sync a publish of a page, which does not touch rental data', async () => {
    const dataset = editedDataset((document) =>
      document._id === 'car-priceList' ? { ...document, oneWayFee: -1 } : document,
    );
    folders.push(dataset);
    expect((await publish(dataset, 'page')).status).toBe(202);
    const refused = await publish(dataset, 'priceList');
    expect(refused.status).toBe(422);
    expect(refused.body.error?.message).toContain('The one-way fee must be a price of 0 or more.');
  });
});
