/**
 * @jest-environment node
 */
import { closeDatabase } from '../../../server/db/client.server';
import { ApiClient } from '../../../server/testing/api-client.server';
import availability from '../availability.mts';
import locations from '../locations.mts';
import quote from '../quote.mts';
import searchOptions from '../search-options.mts';
import exchangeRates from '../exchange-rates.mts';
import { pinClock, trip } from './fixtures';

interface Vehicle {
  classId: string;
  available: number;
  fuel: string;
  orSimilar: boolean;
  price: {
    total: number;
    currency: string;
    lines: { type: string; amount: number }[];
    dueNow: number;
    deposit: number;
  };
}

describe('search endpoints', () => {
  const client = new ApiClient();
  beforeEach(() => pinClock('2027-01-10T12:00:00Z'));
  afterAll(closeDatabase);

  it('lists the places in the chosen language (core contract)', async () => {
    const { status, body } = await client.call<{ locations: unknown[] }>(locations, {
      path: '/api/locations?locale=is',
    });
    expect(status).toBe(200);
    expect(body.locations).toContainEqual({ id: 'kef', title: 'Keflavíkurflugvöllur', pickup: true, return: true });
    const zh = await client.call<{ locations: { id: string; title: string }[] }>(locations, {
      path: '/api/locations?locale=zh',
    });
    expect(zh.body.locations.find((place) => place.id === 'kef')?.title).toBe('凯夫拉维克机场');
  });

  it('refuses an unknown locale, an unknown parameter and a wrong method', async () => {
    expect((await client.call(locations, { path: '/api/locations?locale=xx' })).status).toBe(400);
    expect((await client.call(locations, { path: '/api/locations?foo=1' })).status).toBe(400);
    const post = await client.call(locations, { path: '/api/locations', body: {} });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('gives the search bar its places with hours, extras, insurance and terms', async () => {
    const { status, body } = await client.call<Record<string, unknown>>(searchOptions, {
      path: '/api/search-options?locale=de',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ tenant: 'car', selfService: true });
    expect(body.extras).toContainEqual(
      expect.objectContaining({ id: 'gps', name: 'GPS-Navigationsgerät', pricing: 'perDay' }),
    );
    expect(body.insurances).toContainEqual(expect.objectContaining({ id: 'basic', included: true, pricePerDayEur: 0 }));
    expect(
      (await client.call<{ rates: Record<string, number> }>(exchangeRates, { path: '/api/exchange-rates' })).body.rates
        .EUR,
    ).toBe(1);
  });

  it('lists every class with free units and an all-in price (core contract)', async () => {
    const { status, body } = await client.call<{ vehicles: Vehicle[] }>(availability, {
      path: '/api/availability',
      body: trip('2027-02-01T10:00', '2027-02-04T10:00'),
    });
    expect(status).toBe(200);
    expect(body.vehicles.length).toBe(11);
    for (const vehicle of body.vehicles) {
      expect(vehicle.available).toBeGreaterThanOrEqual(0);
      expect(vehicle.price.currency).toBe('EUR');
      expect(vehicle.price.total).toBe(vehicle.price.lines.reduce((sum, line) => sum + line.amount, 0));
      expect(vehicle.orSimilar).toBe(true);
    }
    const kona = body.vehicles.find((vehicle) => vehicle.classId === 'car-hyundai-kona-electric');
    // Road tax for an electric car is in the price shown in the list, not added later.
    expect(kona?.price.lines).toContainEqual({ type: 'roadTax', amount: 1800 });
    expect(kona?.price.lines).toContainEqual({ type: 'rental', amount: 19500 });
    expect(kona?.price.total).toBe(21300);
    const picanto = body.vehicles.find((vehicle) => vehicle.classId === 'car-kia-picanto');
    expect(picanto?.price.lines.map((line) => line.type)).toEqual(['rental', 'insurance']);
  });

  it('adds the one-way fee when the return place differs, and converts to the chosen currency', async () => {
    const { body } = await client.call<{ vehicles: Vehicle[] }>(availability, {
      path: '/api/availability',
      body: trip('2027-02-01T10:00', '2027-02-04T10:00', { returnLocationId: 'rvk', currency: 'ISK' }),
    });
    const picanto = body.vehicles.find((vehicle) => vehicle.classId === 'car-kia-picanto');
    expect(picanto?.price.currency).toBe('ISK');
    // 3 days at 37 € and a 90 € one-way fee, at 146.3 ISK per EUR, each line in whole krónur.
    expect(picanto?.price.lines).toEqual([
      { type: 'rental', amount: 16239 },
      { type: 'insurance', id: 'basic', amount: 0 },
      { type: 'oneWayFee', amount: 13167 },
    ]);
  });

  it('applies a valid promo code and reports an invalid one without failing the search', async () => {
    const valid = await client.call<{ promoCode: unknown; vehicles: Vehicle[] }>(availability, {
      path: '/api/availability',
      body: trip('2027-02-01T10:00', '2027-02-04T10:00', { promoCode: 'winter15' }),
    });
    expect(valid.body.promoCode).toEqual({ code: 'WINTER15', applied: true, percent: 15 });
    const picanto = valid.body.vehicles.find((vehicle) => vehicle.classId === 'car-kia-picanto');
    expect(picanto?.price.lines).toContainEqual({ type: 'discount', amount: -1700 });
    const invalid = await client.call<{ promoCode: unknown }>(availability, {
      path: '/api/availability',
      body: trip('2027-02-01T10:00', '2027-02-04T10:00', { promoCode: 'NOPE' }),
    });
    expect(invalid.status).toBe(200);
    expect(invalid.body.promoCode).toEqual({ code: 'NOPE', applied: false, message: 'This promo code is not valid.' });
  });

  it.each([
    ['a pickup in the past', trip('2027-01-09T10:00', '2027-01-12T10:00'), 'pickupAt'],
    ['a return before the pickup', trip('2027-02-04T10:00', '2027-02-01T10:00'), 'returnAt'],
    [
      'an unknown place',
      trip('2027-02-01T10:00', '2027-02-04T10:00', { pickupLocationId: 'moon' }),
      'pickupLocationId',
    ],
    ['a time off the half-hour grid', trip('2027-02-01T10:15', '2027-02-04T10:00'), 'pickupAt'],
    [
      'a pickup when the office is closed',
      trip('2027-02-07T10:00', '2027-02-09T10:00', { pickupLocationId: 'rvk', returnLocationId: 'rvk' }),
      'pickupAt',
    ],
    ['a rental longer than allowed', trip('2027-02-01T10:00', '2027-06-01T10:00'), 'returnAt'],
  ])('answers 422 naming the field for %s', async (_name, body, field) => {
    const { status, body: answer } = await client.call<{ error: { code: string; fields: Record<string, string> } }>(
      availability,
      {
        path: '/api/availability',
        body,
      },
    );
    expect(status).toBe(422);
    expect(answer.error.code).toBe('invalid_trip');
    expect(Object.keys(answer.error.fields)).toEqual([field]);
  });

  it('quotes one class with extras, insurance and drivers', async () => {
    const { status, body } = await client.call<{ quote: { price: { lines: unknown[]; total: number } } }>(quote, {
      path: '/api/quote',
      body: {
        classId: 'car-kia-picanto',
        ...trip('2027-02-01T10:00', '2027-02-04T10:00'),
        extras: [{ id: 'child-seat', quantity: 2 }],
        insuranceId: 'premium',
        extraDrivers: 2,
      },
    });
    expect(status).toBe(200);
    expect(body.quote.price.lines).toEqual([
      { type: 'rental', amount: 11100 },
      { type: 'extra', id: 'child-seat', quantity: 2, amount: 7000 },
      { type: 'extraDrivers', quantity: 2, amount: 1500 },
      { type: 'insurance', id: 'premium', amount: 8700 },
    ]);
    expect(body.quote.price.total).toBe(28300);
    const tooMany = await client.call(quote, {
      path: '/api/quote',
      body: {
        classId: 'car-kia-picanto',
        ...trip('2027-02-01T10:00', '2027-02-04T10:00'),
        extras: [{ id: 'gps', quantity: 5 }],
      },
    });
    expect(tooMany.status).toBe(422);
  });
});
