/**
 * The VAT a gross amount includes at `ratePercent`, in the same integer minor units, rounded to the
 * nearest minor unit: gross − gross × 100 / (100 + rate). A receipt shows it beside the amount charged.
 */
export function includedVat(gross: number, ratePercent: number): number {
  if (!Number.isSafeInteger(gross)) throw new RangeError(`Gross must be an integer of minor units, got ${gross}`);
  if (!(ratePercent >= 0)) throw new RangeError(`Invalid VAT rate ${ratePercent}`);
  return gross - Math.round((gross * 100) / (100 + ratePercent)) + 0;
}
