/**
 * @jest-environment node
 */
import { eq } from 'drizzle-orm';
import { clock } from '../../../server/clock.server';
import { closeDatabase, getDatabase } from '../../../server/db/client.server';
import { tripFeeds } from '../../../server/db/schema';
import { ApiClient } from '../../../server/testing/api-client.server';
import { startTripStandIn, type TripStandIn } from '../../../server/trip/stand-in.server';
import type { TripConditions } from '../../../src/api-client/types';
import refresh from '../refresh-trip-conditions.mts';
import cancel from '../reservation-cancel.mts';
import tripConditions from '../reservation-trip-conditions.mts';
import reservations from '../reservations.mts';
import { customer, newKey, pinClock, trip } from './fixtures';

type Shown = Extract<TripConditions, { shown: true }>;

/**
 * Issue 40: the scheduled refresh keeps the stand-in's recorded feeds, and a reservation's
 * trip-conditions answer serves what is kept, for its proven owner, in the window before the pickup,
 * saying when a source failed or is out of date.
 */
describe('trip conditions: the scheduled refresh and GET /api/reservations/{reference}/trip-conditions', () => {
  let standIn: TripStandIn;
  const runRefresh = (roads = standIn.roadsUrl, warnings = standIn.warningsUrl) => {
    process.env.ROAD_CONDITIONS_URL = roads;
    process.env.WEATHER_WARNINGS_URL = warnings;
    return new ApiClient().call<Record<string, unknown>>(refresh, {
      method: 'POST',
      path: '/.netlify/functions/refresh-trip-conditions',
      body: { next_run: '2027-02-13T12:10:00.000Z' },
    });
  };
  const book = async (client: ApiClient, classId: string) => {
    const created = await client.call<{ reservation: { reference: string } }>(reservations, {
      path: '/api/reservations',
      body: { classId, ...trip('2027-02-15T10:00', '2027-02-18T10:00'), extras: [], extraDrivers: 0, customer },
      headers: { 'idempotency-key': newKey('trip') },
    });
    expect(created.status).toBe(201);
    return created.body.reservation.reference;
  };
  const conditions = (client: ApiClient, reference: string) =>
    client.call<TripConditions>(tripConditions, {
      method: 'GET',
      path: `/api/reservations/${reference}/trip-conditions`,
      params: { reference },
    });
  const shown = async (client: ApiClient, reference: string): Promise<Shown> => {
    const answer = await conditions(client, reference);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body.shown).toBe(true);
    return answer.body as Shown;
  };

  beforeAll(async () => {
    standIn = await startTripStandIn({ now: () => clock.now() });
  });
  beforeEach(() => {
    pinClock('2027-02-13T12:00:00Z');
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterAll(async () => {
    delete process.env.ROAD_CONDITIONS_URL;
    delete process.env.WEATHER_WARNINGS_URL;
    await standIn.close();
    await closeDatabase();
  });

  it('keeps both sources and shows a 4x4 trip its roads, warnings and the highland roads', async () => {
    const refreshed = await runRefresh();
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toEqual({
      roads: { status: 'stored', items: 10 },
      warnings: { status: 'stored', items: 2 },
    });

    const client = new ApiClient();
    const reference = await book(client, 'car-suzuki-vitara-4x4');
    const answer = await shown(client, reference);
    expect(answer.sources.roads).toMatchObject({ status: 'current', fetchedAt: '2027-02-13T12:00:00.000Z' });
    expect(answer.sources.warnings.status).toBe('current');
    // Keflavík Airport both ways: the roads near it, the closed one first, with the time Vegagerðin recorded it.
    expect(answer.roads.map((road) => road.route)).toEqual(['43', '41', '44']);
    expect(answer.roads[0]).toMatchObject({ closed: true, condition: 'Lokað', issuedAt: '2027-02-13T08:50:00.000Z' });
    expect(answer.warnings.map((warning) => [warning.colour, warning.areas])).toEqual([
      ['orange', ['Faxaflói']],
      ['yellow', ['Miðhálendið']],
    ]);
    expect(answer.warnings[0]!.issuedAt).toBe('2027-02-13T09:50:00.000Z');
    expect(answer.highland.allowed).toBe(true);
    expect(answer.highland.roads.map((road) => [road.route, road.closed])).toEqual([
      ['F35', true],
      ['F26', true],
    ]);
  });

  it('says a class not allowed on F-roads is not, and leaves out the highlands', async () => {
    const client = new ApiClient();
    const answer = await shown(client, await book(client, 'car-kia-picanto'));
    expect(answer.highland).toEqual({ allowed: false, roads: [] });
    expect(answer.warnings.map((warning) => warning.areas)).toEqual([['Faxaflói']]);
  });

  it('marks a source that failed, keeps its last data in the database and shows none of it', async () => {
    const client = new ApiClient();
    const reference = await book(client, 'car-kia-picanto');
    await runRefresh();
    pinClock('2027-02-13T12:10:00Z');
    const refreshed = await runRefresh(`${standIn.url}/broken/roads/faerd2014_1`);
    expect(refreshed.status).toBe(502);
    expect(refreshed.body).toMatchObject({ error: { code: 'trip_source_unavailable' } });
    const [row] = await getDatabase().select().from(tripFeeds).where(eq(tripFeeds.source, 'roads'));
    expect(row).toMatchObject({
      fetchedAt: new Date('2027-02-13T12:00:00Z'),
      attemptedAt: new Date('2027-02-13T12:10:00Z'),
    });
    expect(row!.error).toMatch(/ArrayOfFaerd/);
    expect(row!.items).toHaveLength(10);

    const answer = await shown(client, reference);
    expect(answer.sources.roads).toMatchObject({ status: 'failed', fetchedAt: '2027-02-13T12:00:00.000Z' });
    expect(answer.roads).toEqual([]);
    expect(answer.sources.warnings.status).toBe('current');
    expect(answer.warnings).toHaveLength(1);
  });

  it('says data older than its configured age is out of date instead of showing it', async () => {
    const client = new ApiClient();
    const reference = await book(client, 'car-suzuki-vitara-4x4');
    await runRefresh();
    pinClock('2027-02-13T13:01:00Z');
    const answer = await shown(client, reference);
    expect(answer.sources.roads.status).toBe('stale');
    expect(answer.sources.warnings.status).toBe('stale');
    expect([answer.roads, answer.warnings, answer.highland.roads]).toEqual([[], [], []]);
  });

  it('shows nothing before the window or for a cancelled reservation, and serves the proven owner only', async () => {
    const client = new ApiClient();
    const reference = await book(client, 'car-kia-picanto');
    pinClock('2027-02-11T23:59:00Z');
    expect((await conditions(client, reference)).body).toEqual({ shown: false });
    pinClock('2027-02-13T12:00:00Z');
    const cancelled = await client.call(cancel, {
      path: `/api/reservations/${reference}/cancel`,
      params: { reference },
      body: { expectedRefund: 0 },
    });
    expect(cancelled.status).toBe(200);
    expect((await conditions(client, reference)).body).toEqual({ shown: false });
    const stranger = await conditions(new ApiClient(), reference);
    expect(stranger.status).toBe(404);
    expect(stranger.body).toMatchObject({ error: { code: 'not_found' } });
  });
});
