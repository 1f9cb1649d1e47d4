import { includedVat } from './vat';

describe('includedVat', () => {
  it('is the part of a gross amount that is VAT', () => {
    expect(includedVat(12_400, 24)).toBe(2_400);
    expect(includedVat(100_000, 24)).toBe(19_355);
    expect(includedVat(0, 24)).toBe(0);
    expect(includedVat(12_400, 0)).toBe(0);
  });

  it('leaves a net amount that, with the VAT, is the gross', () => {
    for (const gross of [1, 99, 12_345, 987_654]) {
      const vat = includedVat(gross, 24);
      expect(Math.abs((gross - vat) * 1.24 - gross)).toBeLessThanOrEqual(1);
    }
  });

  it('refuses amounts that are not minor units', () => {
    expect(() => includedVat(1.5, 24)).toThrow(RangeError);
    expect(() => includedVat(100, Number.NaN)).toThrow(RangeError);
  });
});
