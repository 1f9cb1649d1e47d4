import fc from 'fast-check';
import { extraDriversCost } from './drivers';

describe('extraDriversCost (spec §1: one extra driver is free, further ones per day)', () => {
  it('costs nothing for no extra driver or for the first one', () => {
    expect(extraDriversCost(0, 7, 1500)).toBe(0);
    expect(extraDriversCost(1, 7, 1500)).toBe(0);
  });

  it('charges each further driver the price per day for every day', () => {
    expect(extraDriversCost(2, 7, 1500)).toBe(10500);
    expect(extraDriversCost(4, 3, 1000)).toBe(9000);
  });

  it('costs nothing for zero days or a zero price', () => {
    expect(extraDriversCost(3, 0, 1500)).toBe(0);
    expect(extraDriversCost(3, 5, 0)).toBe(0);
  });

  it.each([
    [-1, 1, 1],
    [1.5, 1, 1],
    [2, -1, 1],
    [2, 0.5, 1],
    [2, 1, -100],
    [2, 1, 9.99],
    [Number.NaN, 1, 1],
  ])('throws a RangeError for (%d drivers, %d days, %d a day)', (drivers, days, price) => {
    expect(() => extraDriversCost(drivers, days, price)).toThrow(RangeError);
  });

  it('grows with each paid driver by exactly days × price', () => {
    const small = fc.integer({ min: 0, max: 1000 });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        small,
        small,
        (drivers, days, price) =>
          extraDriversCost(drivers + 1, days, price) - extraDriversCost(drivers, days, price) === days * price,
      ),
    );
  });
});
