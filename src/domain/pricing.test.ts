import {
  cancellationTerms,
  convertEurMinor,
  isLocalDateTime,
  localDateTimeToInstant,
  priceSummary,
  rentalDays,
  type PriceInput,
} from './pricing';

const summer = { start: { day: 1, month: 6 }, end: { day: 31, month: 8 } };

const base: PriceInput = {
  pickup: '2027-03-10T10:00',
  return: '2027-03-13T10:00',
  dayRateEur: { high: 12000, low: 8000 },
  highSeason: summer,
  extras: [],
  insurance: { id: 'basic', pricePerDayEur: 0 },
  extraDrivers: 0,
  extraDriverPerDayEur: 500,
  freeExtraDrivers: 1,
  oneWayFeeEur: 0,
  roadTaxPerDayEur: 0,
  couponPercent: 0,
  currency: 'EUR',
  rate: 1,
  payNowPercent: 100,
  depositEur: 150000,
  guaranteedModel: false,
};

describe('local date and time', () => {
  it('accepts existing Iceland local times only', () => {
    expect(isLocalDateTime('2027-02-28T23:30')).toBe(true);
    expect(isLocalDateTime('2027-02-29T10:00')).toBe(false);
    expect(isLocalDateTime('2027-02-28T24:00')).toBe(false);
    expect(isLocalDateTime('2027-02-28 10:00')).toBe(false);
    expect(isLocalDateTime(20270228)).toBe(false);
  });

  it('reads the time as Iceland time (UTC), whatever the machine zone', () => {
    expect(localDateTimeToInstant('2027-07-01T12:00').toISOString()).toBe('2027-07-01T12:00:00.000Z');
  });
});

describe('rentalDays', () => {
  it('counts every started 24 hours, at least one', () => {
    expect(rentalDays('2027-03-10T10:00', '2027-03-13T10:00')).toBe(3);
    expect(rentalDays('2027-03-10T10:00', '2027-03-13T10:30')).toBe(4);
    expect(rentalDays('2027-03-10T10:00', '2027-03-10T12:00')).toBe(1);
  });

  it('refuses a return before or at the pickup', () => {
    expect(() => rentalDays('2027-03-10T10:00', '2027-03-10T10:00')).toThrow(RangeError);
  });
});

describe('priceSummary', () => {
  it('prices each day by its season', () => {
    // 30 Aug and 31 Aug: 31 Aug is the end of the season, not strictly inside (spec §5).
    const summary = priceSummary({ ...base, pickup: '2027-08-29T10:00', return: '2027-09-01T10:00' });
    expect(summary.days).toBe(3);
    expect(summary.lines[0]).toEqual({ type: 'rental', amount: 12000 + 12000 + 8000 });
  });

  it('prices a day inside a rate period at its rate, both ends included, and the other days by season', () => {
    // 10, 11 and 12 March: a period from 11 to 12 March (a holiday) replaces the low-season rate on two days.
    const summary = priceSummary({
      ...base,
      dayRateEur: { ...base.dayRateEur, periods: [{ from: '2027-03-11', to: '2027-03-12', dayRateEur: 9900 }] },
    });
    expect(summary.lines[0]).toEqual({ type: 'rental', amount: 8000 + 9900 + 9900 });
  });

  it('includes the mandatory lines and adds them up', () => {
    const summary = priceSummary({
      ...base,
      insurance: { id: 'premium', pricePerDayEur: 2500 },
      oneWayFeeEur: 9000,
      roadTaxPerDayEur: 600,
      extras: [
        { id: 'gps', pricing: 'perDay', priceEur: 1000, quantity: 1 },
        { id: 'seat', pricing: 'perRental', priceEur: 3000, quantity: 2 },
        { id: 'wifi', pricing: 'perDay', priceEur: 1000, maxPriceEur: 2500, quantity: 1 },
        { id: 'none', pricing: 'perDay', priceEur: 1000, quantity: 0 },
      ],
      extraDrivers: 3,
    });
    expect(summary.lines).toEqual([
      { type: 'rental', amount: 24000 },
      { type: 'extra', id: 'gps', quantity: 1, amount: 3000 },
      { type: 'extra', id: 'seat', quantity: 2, amount: 6000 },
      { type: 'extra', id: 'wifi', quantity: 1, amount: 2500 },
      // Three extra drivers: the first is free, two pay 5 € a day for 3 days.
      { type: 'extraDrivers', quantity: 3, amount: 3000 },
      { type: 'insurance', id: 'premium', amount: 7500 },
      { type: 'oneWayFee', amount: 9000 },
      { type: 'roadTax', amount: 1800 },
    ]);
    expect(summary.total).toBe(24000 + 3000 + 6000 + 2500 + 3000 + 7500 + 9000 + 1800);
    expect(summary.dueNow).toBe(summary.total);
    expect(summary.dueAtPickup).toBe(0);
    expect(summary.deposit).toBe(150000);
    expect(summary.guaranteedModel).toBe(false);
  });

  it('gives one free extra driver', () => {
    const summary = priceSummary({ ...base, extraDrivers: 1 });
    expect(summary.lines).toContainEqual({ type: 'extraDrivers', quantity: 1, amount: 0 });
  });

  it('takes the coupon off the rental price only, and reports the percentage', () => {
    const summary = priceSummary({ ...base, couponPercent: 10, insurance: { id: 'x', pricePerDayEur: 1000 } });
    expect(summary.lines).toContainEqual({ type: 'discount', amount: -2400 });
    expect(summary.total).toBe(24000 - 2400 + 3000);
    expect(summary.totalBeforeDiscount).toBe(27000);
    expect(summary.discountPercent).toBe(9);
  });

  it('converts each line to whole units of the chosen currency so the lines add up', () => {
    const summary = priceSummary({ ...base, currency: 'ISK', rate: 149.3, roadTaxPerDayEur: 333 });
    expect(summary.lines).toEqual([
      { type: 'rental', amount: 35832 },
      { type: 'insurance', id: 'basic', amount: 0 },
      { type: 'roadTax', amount: 1492 },
    ]);
    expect(summary.total).toBe(35832 + 1492);
    const usd = priceSummary({ ...base, currency: 'USD', rate: 1.0812 });
    expect(usd.total % 100).toBe(0);
    expect(usd.total).toBe(25900);
  });

  it('splits what is due now from what is paid at pickup', () => {
    const summary = priceSummary({ ...base, payNowPercent: 25 });
    expect(summary.dueNow).toBe(6000);
    expect(summary.dueAtPickup).toBe(18000);
    expect(summary.perDay).toBe(8000);
  });

  it('refuses impossible input', () => {
    expect(() => priceSummary({ ...base, couponPercent: 120 })).toThrow(RangeError);
    expect(() => priceSummary({ ...base, extraDrivers: -1 })).toThrow(RangeError);
    expect(() => priceSummary({ ...base, rate: 0, currency: 'USD' })).toThrow(RangeError);
    expect(() => convertEurMinor(100, 'USD', Number.NaN)).toThrow(RangeError);
  });
});

describe('cancellationTerms', () => {
  const policy = { freeCancellationHours: 48, lateCancellationFeePercent: 20 };
  const pickupAt = new Date('2027-03-10T10:00:00Z');
  const amounts = { total: 30000, paid: 30000, currency: 'EUR' as const };

  it('is free until the limit, inclusive', () => {
    const terms = cancellationTerms(policy, pickupAt, new Date('2027-03-08T10:00:00Z'), amounts);
    expect(terms).toEqual({ free: true, freeUntil: new Date('2027-03-08T10:00:00Z'), fee: 0, refund: 30000 });
  });

  it('costs a share of the total after it, never more than was paid', () => {
    const late = new Date('2027-03-08T10:00:01Z');
    expect(cancellationTerms(policy, pickupAt, late, amounts)).toMatchObject({ free: false, fee: 6000, refund: 24000 });
    expect(cancellationTerms(policy, pickupAt, late, { ...amounts, paid: 5000 })).toMatchObject({
      fee: 5000,
      refund: 0,
    });
  });
});
