import {
  isInDeliveryArea,
  isKennitalaOldEnough,
  kennitalaBirthDate,
  leaseDays,
  leaseEndDate,
  leaseEndDateRange,
  leaseLengthProblem,
  leaseMonths,
  leaseMonthsOffered,
  maskKennitala,
  monthlyPrice,
} from './lease';
import { leaseSettings } from '../config/lease';

const limits = { minimumDays: 30, maximumDays: 365 };
const area = leaseSettings.longterm?.deliveryPostcodes ?? [];

describe('lease length (issue 15: whole months or an end date, 30 to 365 days)', () => {
  it('ends the same day of the month, or the month’s last day when it is shorter', () => {
    expect(leaseEndDate('2027-03-15', 3)).toBe('2027-06-15');
    expect(leaseEndDate('2027-01-31', 1)).toBe('2027-02-28');
    expect(leaseEndDate('2027-11-30', 3)).toBe('2028-02-29');
    expect(() => leaseEndDate('2027-03-15', 0)).toThrow(RangeError);
    expect(() => leaseEndDate('2027-03-15', 1.5)).toThrow(RangeError);
    expect(() => leaseEndDate('2027-02-30', 1)).toThrow(RangeError);
  });

  it('counts days between the dates', () => {
    expect(leaseDays('2027-03-01', '2027-06-01')).toBe(92);
    expect(leaseDays('2027-03-01', '2028-03-01')).toBe(366);
  });

  it('accepts 30 to 365 days, both ends included', () => {
    expect(leaseLengthProblem('2027-03-01', '2027-03-31', limits)).toBeNull();
    expect(leaseLengthProblem('2027-03-01', '2027-03-30', limits)).toBe('tooShort');
    expect(leaseLengthProblem('2027-01-01', '2028-01-01', limits)).toBeNull();
    expect(leaseLengthProblem('2027-01-01', '2028-01-02', limits)).toBe('tooLong');
    expect(leaseLengthProblem('2027-01-01', '2027-01-01', limits)).toBe('endBeforeStart');
    expect(leaseLengthProblem('2027-01-10', '2027-01-01', limits)).toBe('endBeforeStart');
  });

  it('offers only the whole months that fit from the start date', () => {
    const offered = [1, 2, 3, 12];
    expect(leaseMonthsOffered('2027-03-01', offered, limits)).toEqual([1, 2, 3]); // 12 months over 29 Feb 2028: 366 days
    expect(leaseMonthsOffered('2027-02-01', offered, limits)).toEqual([2, 3, 12]); // one February month: 28 days
    expect(leaseMonthsOffered('2028-05-01', offered, limits)).toEqual([1, 2, 3, 12]);
  });

  it('gives the range of end dates', () => {
    expect(leaseEndDateRange('2027-03-01', limits)).toEqual({ first: '2027-03-31', last: '2028-02-29' });
  });

  it('measures the length in months with the share of the last month', () => {
    expect(leaseMonths('2027-03-01', '2027-06-01')).toBe(3);
    expect(leaseMonths('2027-03-01', '2027-04-16')).toBe(1.5);
    expect(leaseMonths('2027-01-31', '2027-02-28')).toBe(1);
    expect(() => leaseMonths('2027-03-01', '2027-03-01')).toThrow(RangeError);
  });
});

describe('monthly price in minor units', () => {
  it('spreads the total over the months, rounded to whole units', () => {
    expect(monthlyPrice(171000, '2027-03-01', '2027-06-01', 'EUR')).toBe(57000);
    expect(monthlyPrice(100000, '2027-03-01', '2027-06-01', 'EUR')).toBe(33300);
    expect(monthlyPrice(100000, '2027-03-01', '2027-04-16', 'EUR')).toBe(66700);
  });

  it('keeps whole units of a currency without minor units', () => {
    // ISK has no minor units in this project's money rules: 250 000 kr over 3 months.
    expect(monthlyPrice(250000, '2027-03-01', '2027-06-01', 'ISK')).toBe(83333);
  });

  it('refuses a total that is not a non-negative integer', () => {
    expect(() => monthlyPrice(10.5, '2027-03-01', '2027-06-01', 'EUR')).toThrow(RangeError);
    expect(() => monthlyPrice(-1, '2027-03-01', '2027-06-01', 'EUR')).toThrow(RangeError);
  });
});

describe('delivery area (the capital region’s postcodes)', () => {
  it.each(['101', '105', '1 01', '170', '200', '210', '220', '270'])('%s is inside', (postcode) => {
    expect(isInDeliveryArea(postcode, area)).toBe(true);
  });
  it.each(['600', '800', '230', '106', '', 'abc', '1010'])('%s is outside', (postcode) => {
    expect(isInDeliveryArea(postcode, area)).toBe(false);
  });
});

describe('kennitala of a lessee', () => {
  it('carries the birth date', () => {
    expect(kennitalaBirthDate('1203892389')).toBe('1989-03-12');
    expect(kennitalaBirthDate('120389-2389')).toBe('1989-03-12');
    expect(kennitalaBirthDate('1203892379')).toBeNull(); // wrong check digit
    expect(kennitalaBirthDate('5306190449')).toBeNull(); // a company: no birth date
  });

  it('belongs to someone of 18 or more, or to a company', () => {
    expect(isKennitalaOldEnough('1203892389', '2027-03-01')).toBe(true);
    expect(isKennitalaOldEnough('1203892379', '2027-03-01')).toBe(false);
    expect(isKennitalaOldEnough('5306190449', '2027-03-01')).toBe(true);
  });

  it('is shown masked, never whole', () => {
    expect(maskKennitala('1203892389')).toBe('120389-••••');
    expect(maskKennitala('120389-2389')).toBe('120389-••••');
    expect(maskKennitala('12345')).toBe('••••••-••••');
  });
});
