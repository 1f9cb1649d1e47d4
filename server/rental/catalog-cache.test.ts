/**
 * @jest-environment node
 */
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { locations, rates, rentalDataVersion } from '../db/schema';
import { book, bookingRequest, useEngineBench } from '../testing/engine.server';
import type { QuoteRequest, TripRequest } from './requests';
import { availability, quote } from './search.server';

/**
 * A search in one database round trip (server/rental/catalog-cache.server.ts, docs/decisions/038): the
 * catalog is kept by each function instance under the rental data version, which triggers renew on every
 * write to the rental data; the free units, the exchange rate and the coupon are read fresh, with the
 * version, in one statement. Figures from content/car.ndjson: the Aygo X 39 € a low-season day, the Land
 * Cruiser 150 a single unit, WELCOME10 10 %, 1 € = 1.0815 USD (the snapshot).
 */

const aygo = 'car-toyota-aygo-x';
const landCruiser = 'car-toyota-land-cruiser-150';
/** Sunday 10 January 2027, noon in Reykjavík. */
const now = '2027-01-10T12:00';
const everyDay = { isSameHoursAllDays: true, allDaysHours: { from: '08:00', to: '18:00' } };

const bench = useEngineBench(now);

/** A search from Keflavík, Monday 1 to Thursday 4 March 2027 (3 low-season days), in EUR. */
function search(overrides: Partial<TripRequest> = {}): TripRequest {
  return {
    pickupLocationId: 'kef',
    returnLocationId: 'kef',
    pickupAt: '2027-03-01T10:00',
    returnAt: '2027-03-04T10:00',
    currency: 'EUR',
    locale: 'en',
    ...overrides,
  } as TripRequest;
}

/** The statements pg clients send while `run` runs (nothing else uses this test's database meanwhile). */
async function statementsOf<T>(run: () => Promise<T>): Promise<{ answer: T; statements: number }> {
  const counted = jest.spyOn(pg.Client.prototype, 'query');
  try {
    const answer = await run();
    return { answer, statements: counted.mock.calls.length };
  } finally {
    counted.mockRestore();
  }
}

const classOf = (answer: Awaited<ReturnType<typeof availability>>, classId: string) =>
  answer.vehicles.find((vehicle) => vehicle.classId === classId);

const version = async () => (await bench.db.select().from(rentalDataVersion))[0]?.version;

describe('a search in one round trip', () => {
  it('answers a warm search in one statement, and a booking is gone from the next search at once', async () => {
    // The instance's first search loads the catalog it keeps.
    const first = await statementsOf(() => availability(bench.context(now), search()));
    expect(first.statements).toBeGreaterThan(1);
    // Two at once, on two connections. On PGlite, whose connections share one session, the second one's
    // prepared statement clashes with the first's once, and the pool runs its statements unnamed from
    // then on (server/db/prepared.server.ts); on PostgreSQL each connection prepares it once.
    await Promise.all([availability(bench.context(now), search()), availability(bench.context(now), search())]);
    const warm = await statementsOf(() => availability(bench.context(now), search()));
    expect(warm.statements).toBe(1);
    expect(classOf(warm.answer, landCruiser)).toMatchObject({ available: 1 });

    await book(bench, now, bookingRequest(landCruiser, '2027-03-01T10:00', '2027-03-04T10:00'));

    const afterBooking = await statementsOf(() => availability(bench.context(now), search()));
    expect(afterBooking.statements).toBe(1);
    expect(classOf(afterBooking.answer, landCruiser)).toMatchObject({ available: 0 });
  });

  it('reads the exchange rate and the coupon fresh in the same statement', async () => {
    const request = {
      ...search({ currency: 'USD', promoCode: 'welcome10' }),
      classId: aygo,
      extras: [],
      extraDrivers: 0,
    };
    await quote(bench.context(now), request as QuoteRequest);
    const { answer, statements } = await statementsOf(() => quote(bench.context(now), request as QuoteRequest));
    expect(statements).toBe(1);
    // 117 € less 10 % = 105.30 € × 1.0815 = 113.88 $.
    expect(answer.quote).toMatchObject({
      price: { currency: 'USD', rate: 1.0815, discountPercent: 10 },
      promoCode: { code: 'WELCOME10', applied: true, percent: 10 },
    });
    const unknown = await availability(bench.context(now), search({ promoCode: 'NOSUCHCODE' }));
    expect(unknown.promoCode).toEqual({ code: 'NOSUCHCODE', applied: false, message: 'This promo code is not valid.' });
  });
});

describe('the rental data version', () => {
  const aygoLow = and(eq(rates.tenant, 'car'), eq(rates.classId, aygo), eq(rates.season, 'low'));

  it('is renewed by a write that commits, not by a read or a write rolled back', async () => {
    const before = await version();
    expect(before).toMatch(/^[0-9a-f-]{36}$/);
    await availability(bench.context(now), search());
    expect(await version()).toBe(before);

    const rolledBack = await bench.db
      .transaction(async (tx) => {
        await tx.update(rates).set({ dayRateEur: 100 }).where(aygoLow);
        tx.rollback();
      })
      .then(
        () => 'committed',
        () => 'rolled back',
      );
    expect(rolledBack).toBe('rolled back');
    expect(await version()).toBe(before);

    // A write that changes nothing renews it too: the version says "written", not "different".
    await bench.db
      .update(rates)
      .set({ dayRateEur: sql`${rates.dayRateEur}` })
      .where(aygoLow);
    expect(await version()).not.toBe(before);
  });

  it('makes the next search take a new rate', async () => {
    const priceOfAygo = async () => classOf(await availability(bench.context(now), search()), aygo)?.price.total;
    expect(await priceOfAygo()).toBe(11700);
    await bench.db.update(rates).set({ dayRateEur: 4550 }).where(aygoLow);
    try {
      // 3 × 45.50 € = 136.50 €, charged in whole euros.
      const changed = await statementsOf(priceOfAygo);
      expect(changed.answer).toBe(13700);
      // The catalog was loaded again once; the search after is one statement again.
      expect(changed.statements).toBeGreaterThan(1);
      expect((await statementsOf(priceOfAygo)).statements).toBe(1);
    } finally {
      await bench.db.update(rates).set({ dayRateEur: 3900 }).where(aygoLow);
    }
    expect(await priceOfAygo()).toBe(11700);
  });

  it('makes the next search know a new place, and refuse a place taken away', async () => {
    const atHofn = search({ pickupLocationId: 'hofn', returnLocationId: 'hofn' });
    await expect(availability(bench.context(now), atHofn)).rejects.toMatchObject({
      status: 422,
      code: 'invalid_trip',
      fields: { pickupLocationId: 'There is no pickup location with this id.' },
    });
    await bench.db.insert(locations).values({
      tenant: 'car',
      id: 'hofn',
      title: { en: 'Höfn' },
      pickup: true,
      return: true,
      hours: { id: 'hofn', operatingHoursHighSeason: everyDay, operatingHoursLowSeason: everyDay },
      position: 99,
    });
    const answer = await availability(bench.context(now), atHofn);
    expect(answer.search.pickupLocation).toEqual({ id: 'hofn', title: 'Höfn' });
    expect(classOf(answer, aygo)).toMatchObject({ available: 8 });

    await bench.db.delete(locations).where(and(eq(locations.tenant, 'car'), eq(locations.id, 'hofn')));
    await expect(availability(bench.context(now), atHofn)).rejects.toMatchObject({ status: 422 });
  });
});
