import { eurToMinor, priceListProblems, type PriceListInput } from './price-list';

const sellable: PriceListInput = {
  classes: [
    {
      classCode: 'car-kia-picanto',
      fleetSize: 8,
      lowSeasonRate: 37,
      highSeasonRate: 65,
      deposit: 1000,
      ratePeriods: [{ from: '2027-12-20', to: '2027-12-31', dayRate: 80 }],
    },
  ],
  extras: [{ id: 'gps', name: { en: 'GPS' }, pricing: 'perDay', price: 9, maxPrice: 63, maxQuantity: 1 }],
  insurances: [
    { id: 'basic', name: { en: 'Basic' }, description: { en: 'CDW' }, pricePerDay: 0, excess: 3500, included: true },
    { id: 'plus', name: { en: 'Plus' }, description: { en: 'Less excess' }, pricePerDay: 15, excess: 1500 },
  ],
  oneWayFee: 90,
  coupons: [{ code: 'WELCOME10', percent: 10, validFrom: '2026-01-01', validTo: '2028-12-31' }],
};
const messages = (priceList: PriceListInput, classCodes?: string[]) =>
  priceListProblems(priceList, classCodes).map((problem) => problem.message);

describe('what the engine could not sell (the Studio and the sync run the same checks)', () => {
  it('finds nothing wrong with a sellable price list', () => {
    expect(priceListProblems(sellable, ['car-kia-picanto'])).toEqual([]);
  });

  it('names a class without a rate for some days, a negative price and a negative fleet', () => {
    const [picanto] = sellable.classes!;
    expect(
      messages({ ...sellable, classes: [{ ...picanto, highSeasonRate: undefined, deposit: -1, fleetSize: -2 }] }),
    ).toEqual([
      'Class car-kia-picanto: the fleet size must be a whole number of 0 or more.',
      'Class car-kia-picanto: the deposit must be a price of 0 or more.',
      'Class car-kia-picanto: the high-season day rate is missing.',
    ]);
    expect(messages({ ...sellable, oneWayFee: -5 })).toEqual(['The one-way fee must be a price of 0 or more.']);
  });

  it('points the Studio at the field', () => {
    const [picanto] = sellable.classes!;
    expect(priceListProblems({ ...sellable, classes: [{ ...picanto, lowSeasonRate: -1 }] })).toEqual([
      {
        path: ['classes', 0, 'lowSeasonRate'],
        message: 'Class car-kia-picanto: the low-season day rate must be a price of 0 or more.',
      },
    ]);
  });

  it('names overlapping or backwards rate periods', () => {
    const [picanto] = sellable.classes!;
    const ratePeriods = [
      { from: '2027-12-20', to: '2027-12-31', dayRate: 80 },
      { from: '2027-12-31', to: '2028-01-02', dayRate: 90 },
      { from: '2028-02-10', to: '2028-02-01', dayRate: 50 },
    ];
    expect(messages({ ...sellable, classes: [{ ...picanto, ratePeriods }] })).toEqual([
      'Class car-kia-picanto: period 2 overlaps period 1.',
      'Class car-kia-picanto: period 3 ends before it starts.',
    ]);
  });

  it('names a vehicle of the brand without a class, and a brand without exactly one included insurance', () => {
    expect(messages(sellable, ['car-kia-picanto', 'car-tesla-model-y'])).toEqual([
      'The vehicle class car-tesla-model-y is on the site but has no rates or fleet here.',
    ]);
    const noneIncluded = sellable.insurances!.map((insurance) => ({ ...insurance, included: false }));
    expect(messages({ ...sellable, insurances: noneIncluded })).toEqual([
      'Exactly one insurance package must be included in every price.',
    ]);
  });

  it('names duplicate ids and codes, whatever their case', () => {
    expect(
      messages({ ...sellable, coupons: [...sellable.coupons!, { ...sellable.coupons![0], code: 'welcome10' }] }),
    ).toEqual(['Coupon welcome10 is listed twice.']);
  });

  it('turns EUR as an editor types it into minor units', () => {
    expect([eurToMinor(39), eurToMinor(39.5), eurToMinor(0.1 + 0.2)]).toEqual([3900, 3950, 30]);
  });
});
