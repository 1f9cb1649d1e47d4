/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { ApiError } from '../http/api-error.server';
import { instant, startEngineBench, type EngineBench } from '../testing/engine.server';
import { isCouponValidAt } from './catalog.server';
import type { QuoteRequest } from './requests';
import { availability, quote } from './search.server';

/**
 * Pricing rules of the engine (spec §3 price summary lines, §5 season, §9 currencies), called directly.
 * Every number comes from the car brand's price list in content/car.ndjson (EUR, whole euros):
 * Aygo X 39 € low / 69 € high a day, deposit 1,000 €; Kona Electric 65 € low; Yaris Hybrid 45 € low;
 * GPS 9 € a day capped at 63 € a rental; child seat 35 € a rental (at most 3); Plus cover 15 € a day;
 * the included Basic cover 0 €; one-way fee 90 €; coupon WELCOME10 (10 %, 2026-01-01 to 2028-12-31) and
 * the promotion's WINTER15 (15 %, strictly between 2026-11-01 09:00 and 2027-01-31 23:59); high season 1 June to 31 August, days
 * strictly between (spec §5). From src/config/rental.ts: extra drivers 5 € a day after the first free one,
 * road tax 6 € (electric) and 3 € (hybrid) a day, 100 % paid now, a 2-hour minimum lead time. The
 * exchange-rate snapshot (exchange-rate-snapshot.ts): 1 € = 1.0815 USD = 146.3 ISK.
 */

const run = promisify(execFile);
const aygo = 'car-toyota-aygo-x';
/** Sunday 10 January 2027, noon in Reykjavík (UTC+0 all year). */
const now = '2027-01-10T12:00';

// Each step books, pays or syncs against the database: seconds on a busy machine, and starting the
// database (migrated and synced) takes a minute or more when the machine is loaded.
jest.setTimeout(60_000);

let bench: EngineBench;
beforeAll(async () => {
  bench = await startEngineBench(now);
}, 240_000);
// Undefined when the database did not start (the failure is reported by beforeAll).
afterAll(async () => (bench as EngineBench | undefined)?.stop());

function request(classId: string, pickupAt: string, returnAt: string, overrides: Partial<QuoteRequest> = {}) {
  return {
    classId,
    pickupLocationId: 'kef',
    returnLocationId: 'kef',
    pickupAt,
    returnAt,
    currency: 'EUR',
    locale: 'en',
    extras: [],
    extraDrivers: 0,
    ...overrides,
  } as QuoteRequest;
}

async function priceOf(classId: string, pickupAt: string, returnAt: string, overrides: Partial<QuoteRequest> = {}) {
  return (await quote(bench.context(now), request(classId, pickupAt, returnAt, overrides))).quote.price;
}

async function refusal(promise: Promise<unknown>) {
  const error = (await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )) as ApiError | undefined;
  if (!error) throw new Error('The engine accepted what it should refuse');
  return { status: error.status, code: error.code, fields: error.fields };
}

describe('the price of a trip', () => {
  it('prices low-season days at the low rate, with the included cover at 0 and the whole total due now', async () => {
    // Monday 1 March to Thursday 4 March: 3 days × 39 € = 117 €.
    expect(await priceOf(aygo, '2027-03-01T10:00', '2027-03-04T10:00')).toEqual({
      currency: 'EUR',
      rate: 1,
      days: 3,
      lines: [
        { type: 'rental', amount: 11700 },
        { type: 'insurance', id: 'basic', amount: 0 },
      ],
      total: 11700,
      totalBeforeDiscount: 11700,
      discountPercent: 0,
      perDay: 3900,
      dueNow: 11700,
      dueAtPickup: 0,
      deposit: 100000,
      guaranteedModel: false,
    });
  });

  it('prices high-season days at the high rate', async () => {
    // 1 to 4 July: 3 days × 69 € = 207 €.
    const price = await priceOf(aygo, '2027-07-01T10:00', '2027-07-04T10:00');
    expect(price.lines[0]).toEqual({ type: 'rental', amount: 20700 });
    expect(price.total).toBe(20700);
  });

  it('prices each day of a trip across a season boundary by its own date; 1 June and 31 August are low', async () => {
    // 30 May, 31 May, 1 June (the season's first day, not strictly inside) at 39 €, 2 June at 69 €: 186 €.
    expect((await priceOf(aygo, '2027-05-30T10:00', '2027-06-03T10:00')).total).toBe(18600);
    // 30 August at 69 €, 31 August (the season's last day) at 39 €: 108 €.
    expect((await priceOf(aygo, '2027-08-30T10:00', '2027-09-01T10:00')).total).toBe(10800);
  });

  it('counts every started 24 hours as a day', async () => {
    // 72 h = 3 days; 72 h 30 min = 4 days (156 €); 1 h = 1 day (39 €).
    expect((await priceOf(aygo, '2027-03-01T10:00', '2027-03-04T10:00')).days).toBe(3);
    const late = await priceOf(aygo, '2027-03-01T10:00', '2027-03-04T10:30');
    expect([late.days, late.total]).toEqual([4, 15600]);
    const short = await priceOf(aygo, '2027-03-01T10:00', '2027-03-01T11:00');
    expect([short.days, short.total]).toEqual([1, 3900]);
  });

  it('adds extras per day (capped) and per rental, paid extra drivers and a chosen cover', async () => {
    const price = await priceOf(aygo, '2027-03-01T10:00', '2027-03-04T10:00', {
      extras: [
        { id: 'gps', quantity: 1 },
        { id: 'child-seat', quantity: 2 },
      ],
      extraDrivers: 2,
      insuranceId: 'plus',
    });
    // Rental 117 €; GPS 3 × 9 = 27 €; two child seats 2 × 35 = 70 €; 2 extra drivers, the first free:
    // 1 × 5 € × 3 days = 15 €; Plus cover 3 × 15 = 45 €. Total 117 + 27 + 70 + 15 + 45 = 274 €.
    expect(price.lines).toEqual([
      { type: 'rental', amount: 11700 },
      { type: 'extra', id: 'gps', quantity: 1, amount: 2700 },
      { type: 'extra', id: 'child-seat', quantity: 2, amount: 7000 },
      { type: 'extraDrivers', quantity: 2, amount: 1500 },
      { type: 'insurance', id: 'plus', amount: 4500 },
    ]);
    expect(price.total).toBe(27400);
  });

  it('caps a per-day extra at its maximum price: GPS for 8 days costs 63 €, not 72 €', async () => {
    const price = await priceOf(aygo, '2027-03-01T10:00', '2027-03-09T10:00', { extras: [{ id: 'gps', quantity: 1 }] });
    // Rental 8 × 39 = 312 €; GPS min(8 × 9, 63) = 63 €.
    expect(price.lines.find((line) => line.type === 'extra')).toEqual({
      type: 'extra',
      id: 'gps',
      quantity: 1,
      amount: 6300,
    });
    expect(price.total).toBe(31200 + 6300);
  });

  it('charges one extra driver nothing, but shows the line', async () => {
    const price = await priceOf(aygo, '2027-03-01T10:00', '2027-03-04T10:00', { extraDrivers: 1 });
    expect(price.lines).toContainEqual({ type: 'extraDrivers', quantity: 1, amount: 0 });
    expect(price.total).toBe(11700);
  });

  it('adds the one-way fee when the return place differs', async () => {
    // Return at the Reykjavík office on Thursday 4 March 10:00 (weekdays 08:00-18:00 in low season).
    const price = await priceOf(aygo, '2027-03-01T10:00', '2027-03-04T10:00', { returnLocationId: 'rvk' });
    expect(price.lines).toContainEqual({ type: 'oneWayFee', amount: 9000 });
    expect(price.total).toBe(11700 + 9000);
  });

  it('adds the road tax of electric and hybrid vehicles per day', async () => {
    // Kona Electric: 3 × 65 = 195 € and 3 × 6 = 18 € road tax; Yaris Hybrid: 3 × 45 = 135 € and 3 × 3 = 9 €.
    const kona = await priceOf('car-hyundai-kona-electric', '2027-03-01T10:00', '2027-03-04T10:00');
    expect(kona.lines).toContainEqual({ type: 'roadTax', amount: 1800 });
    expect(kona.total).toBe(21300);
    const yaris = await priceOf('car-toyota-yaris-hybrid', '2027-03-01T10:00', '2027-03-04T10:00');
    expect(yaris.lines).toContainEqual({ type: 'roadTax', amount: 900 });
    expect(yaris.total).toBe(14400);
  });
});

describe('coupons', () => {
  it('takes the coupon off the rental price only, rounded to whole euros', async () => {
    const price = await priceOf(aygo, '2027-03-01T10:00', '2027-03-04T10:00', {
      promoCode: 'WELCOME10',
      extras: [{ id: 'gps', quantity: 1 }],
    });
    // 10 % of 117 € = 11.70 € → 12 €; GPS 27 € is not discounted: 117 − 12 + 27 = 132 €, 144 € before.
    expect(price.lines.slice(0, 2)).toEqual([
      { type: 'rental', amount: 11700 },
      { type: 'discount', amount: -1200 },
    ]);
    expect(price).toMatchObject({ total: 13200, totalBeforeDiscount: 14400, discountPercent: 8 });
  });

  it("takes the promotion's code in any case only strictly between its start and end (09:00 on 1 November to 23:59 on 31 January)", async () => {
    // One day at 39 €: 15 % = 5.85 € → 6 €, so 33 €; without the code 39 €.
    const trip = (promoCode: string) => request(aygo, '2027-03-01T10:00', '2027-03-02T10:00', { promoCode });
    const at = async (now: string, code = 'WINTER15') => (await quote(bench.context(now), trip(code))).quote;
    const refused = { code: 'WINTER15', applied: false, message: 'This promo code is not valid.' };

    expect((await at('2026-11-01T08:59')).promoCode).toEqual(refused);
    expect((await at('2026-11-01T09:00')).promoCode).toEqual(refused);
    const opened = await at('2026-11-01T09:01', 'winter15');
    expect(opened.promoCode).toEqual({ code: 'WINTER15', applied: true, percent: 15 });
    expect(opened.price.total).toBe(3300);
    expect((await at('2027-01-31T23:58')).promoCode).toMatchObject({ applied: true });
    const ended = await at('2027-01-31T23:59');
    expect(ended.promoCode).toEqual(refused);
    expect(ended.price.total).toBe(3900);
  });
});

describe('isCouponValidAt', () => {
  it("counts a price list coupon's dates as whole Iceland days and a promotion's instants strictly", () => {
    expect(isCouponValidAt('2027-01-01', '2027-01-31', '2027-01-01T00:00:00')).toBe(true);
    expect(isCouponValidAt('2027-01-01', '2027-01-31', '2027-01-31T23:59:59')).toBe(true);
    expect(isCouponValidAt('2027-01-01', '2027-01-31', '2027-02-01T00:00:00')).toBe(false);
    expect(isCouponValidAt('2026-11-01T09:00', '2027-01-31T23:59', '2026-11-01T09:00:00')).toBe(false);
    expect(isCouponValidAt('2026-11-01T09:00', '2027-01-31T23:59', '2026-11-01T09:00:01')).toBe(true);
    expect(isCouponValidAt('2026-11-01T09:00', '2027-01-31T23:59', '2027-01-31T23:58:59')).toBe(true);
    expect(isCouponValidAt('2026-11-01T09:00', '2027-01-31T23:59', '2027-01-31T23:59:00')).toBe(false);
  });
});

describe('currencies', () => {
  it('converts each line at the stored rate and rounds it to whole units of the currency', async () => {
    const extras = [{ id: 'gps', quantity: 1 }];
    const usd = await priceOf(aygo, '2027-03-01T10:00', '2027-03-04T10:00', { currency: 'USD', extras });
    // 117 € × 1.0815 = 126.54 $ → 127 $; 27 € × 1.0815 = 29.20 $ → 29 $; total the sum of the lines: 156 $.
    expect(usd.lines.slice(0, 2)).toEqual([
      { type: 'rental', amount: 12700 },
      { type: 'extra', id: 'gps', quantity: 1, amount: 2900 },
    ]);
    expect(usd).toMatchObject({ currency: 'USD', rate: 1.0815, total: 15600 });
    const isk = await priceOf(aygo, '2027-03-01T10:00', '2027-03-04T10:00', { currency: 'ISK', extras });
    // ISK has no minor unit: 117 × 146.3 = 17,117.1 → 17,117 kr; 27 × 146.3 = 3,950.1 → 3,950 kr;
    // the deposit 1,000 × 146.3 = 146,300 kr.
    expect(isk.lines.slice(0, 2)).toEqual([
      { type: 'rental', amount: 17117 },
      { type: 'extra', id: 'gps', quantity: 1, amount: 3950 },
    ]);
    expect(isk).toMatchObject({ total: 21067, deposit: 146300 });
  });
});

describe('the trip a quote accepts', () => {
  it('needs the pickup at least 2 hours from now, to the minute', async () => {
    // Now 12:00 at Keflavík (open 05:00-23:00 in low season): 14:00 is exactly 2 hours ahead.
    expect((await priceOf(aygo, '2027-01-10T14:00', '2027-01-11T14:00')).total).toBe(3900);
    expect(await refusal(priceOf(aygo, '2027-01-10T13:30', '2027-01-11T14:00'))).toEqual({
      status: 422,
      code: 'invalid_trip',
      fields: { pickupAt: 'The pickup must be at least 2 hours from now.' },
    });
  });

  it('takes a self-service pickup outside opening hours only 12 hours ahead (spec §9), to the minute', async () => {
    // Keflavík's normal hours end at 23:00; 23:30 and 00:00 are self-service slots (00:00-23:59).
    // Now 12:00: 00:00 the next day is exactly 12 hours ahead, 23:30 is 11.5 hours ahead.
    const midnight = await quote(bench.context(now), request(aygo, '2027-01-11T00:00', '2027-01-12T00:00'));
    expect(midnight.quote.selfService).toBe(true);
    expect(await refusal(priceOf(aygo, '2027-01-10T23:30', '2027-01-12T00:00'))).toEqual({
      status: 422,
      code: 'invalid_trip',
      fields: { pickupAt: 'A self-service pickup must be booked at least 12 hours ahead.' },
    });
  });

  it('refuses a pickup on a closed special day and a return where the office is closed', async () => {
    const at = '2026-12-20T12:00';
    const reykjavik = { pickupLocationId: 'rvk', returnLocationId: 'rvk' };
    // Christmas Day: the Reykjavík office is closed, without self-service.
    expect(
      await refusal(quote(bench.context(at), request(aygo, '2026-12-25T10:00', '2026-12-28T10:00', reykjavik))),
    ).toEqual({
      status: 422,
      code: 'invalid_trip',
      fields: { pickupAt: 'The pickup location is closed on this date.' },
    });
    // 26 December is closed too but offers self-service (06:00-22:00): a self-service pickup.
    const boxingDay = await quote(bench.context(at), request(aygo, '2026-12-26T10:00', '2026-12-28T10:00', reykjavik));
    expect(boxingDay.quote.selfService).toBe(true);
    // No return on New Year's Day (closed, and no return at any time at the office).
    expect(
      await refusal(quote(bench.context(at), request(aygo, '2026-12-28T10:00', '2027-01-01T10:00', reykjavik))),
    ).toEqual({
      status: 422,
      code: 'invalid_trip',
      fields: { returnAt: 'The return location is closed on this date.' },
    });
  });

  it('refuses a return outside the opening hours of the day, and on a day without hours', async () => {
    const reykjavik = { returnLocationId: 'rvk' };
    // Saturday 6 March 2027: the office takes returns 09:00-16:00 in low season, both ends included.
    expect((await priceOf(aygo, '2027-03-01T10:00', '2027-03-06T16:00', reykjavik)).days).toBe(6);
    expect(await refusal(priceOf(aygo, '2027-03-01T10:00', '2027-03-06T16:30', reykjavik))).toEqual({
      status: 422,
      code: 'invalid_trip',
      fields: { returnAt: 'The return location does not take returns at this time.' },
    });
    // Sunday 7 March: no hours at all. Keflavík (returnAnytime) takes a return at 03:00 the same day.
    expect(await refusal(priceOf(aygo, '2027-03-01T10:00', '2027-03-07T12:00', reykjavik))).toMatchObject({
      fields: { returnAt: 'The return location is closed on this date.' },
    });
    expect((await priceOf(aygo, '2027-03-01T10:00', '2027-03-07T03:00')).days).toBe(6);
  });
});

describe('a visitor far from Iceland', () => {
  it('gets the same days, seasons and prices from an engine running in another time zone', async () => {
    const trip = ['2027-05-30T23:00', '2027-06-02T23:00'] as const;
    const atHome = await priceOf(aygo, ...trip);
    // 30 May, 31 May and 1 June at 39 € (in Kiritimati, UTC+14, those hours are already 31 May to 3 June).
    expect(atHome.total).toBe(11700);
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/testing/quote-in-time-zone.mts'], {
      cwd: join(__dirname, '../..'),
      env: {
        ...process.env,
        TZ: 'Pacific/Kiritimati',
        DATABASE_URL: bench.url,
        QUOTE_NOW: instant(now).toISOString(),
        QUOTE_REQUEST: JSON.stringify(request(aygo, ...trip)),
      },
    });
    const faraway = JSON.parse(stdout) as { utcOffsetMinutes: number; price: unknown };
    expect(faraway).toEqual({ utcOffsetMinutes: 14 * 60, price: atHome });
  });
});

describe('availability', () => {
  it('lists every class with its free units and all-in price, cheapest first', async () => {
    const answer = await availability(bench.context(now), request(aygo, '2027-03-01T10:00', '2027-03-04T10:00'));
    const byClass = Object.fromEntries(answer.vehicles.map((vehicle) => [vehicle.classId, vehicle]));
    // Fleet sizes of the price list; nothing is booked in this database.
    expect(byClass[aygo]).toMatchObject({ available: 8, price: { total: 11700 } });
    expect(byClass['car-toyota-land-cruiser-150']).toMatchObject({ available: 1, price: { total: 3 * 14900 } });
    expect(byClass['car-hyundai-kona-electric']).toMatchObject({ available: 4, price: { total: 21300 } });
    // Cheapest: the Picanto at 37 € a day.
    expect(answer.vehicles[0]).toMatchObject({ classId: 'car-kia-picanto', price: { total: 11100 } });
    const totals = answer.vehicles.map((vehicle) => vehicle.price.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });
});
