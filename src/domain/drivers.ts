/** Extra drivers that cost nothing (spec §1: one extra driver is free). */
export const freeExtraDrivers = 1;

function assertCount(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
  }
}

/**
 * The price of the extra drivers (spec §1): the first is free, each further one costs `pricePerDay` for
 * each of the `days`. All three must be non-negative integers (give the price in integer minor units when
 * it has a fraction), so the result is exact; anything else throws a RangeError.
 */
export function extraDriversCost(extraDrivers: number, days: number, pricePerDay: number): number {
  assertCount(extraDrivers, 'Extra drivers');
  assertCount(days, 'Days');
  assertCount(pricePerDay, 'Price per day');
  return Math.max(0, extraDrivers - freeExtraDrivers) * days * pricePerDay;
}
