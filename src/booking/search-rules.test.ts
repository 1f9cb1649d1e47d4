import type { BookingSearch, SearchLocation, SearchRules } from './search';
import {
  chooseDates,
  choosePickupLocation,
  choosePickupTime,
  chooseReturnLocation,
  dayStatus,
  emptySearch,
  isSearchComplete,
  phaseOfClick,
  pickupTimeOptions,
  restoreSearch,
  returnTimeOptions,
} from './search-rules';

const airport: SearchLocation = {
  id: 'kef',
  title: 'Keflavík Airport',
  pickup: true,
  return: true,
  hours: {
    operatingHoursLowSeason: { isSameHoursAllDays: true, allDaysHours: { from: '05:00', to: '23:00' } },
    operatingHoursHighSeason: { isSameHoursAllDays: true, allDaysHours: { is24Hours: true } },
    returnAnytime: true,
    selfService: true,
    selfServiceHours: { from: '00:00', to: '23:59' },
    // Christmas Day: closed, self-service pickups only.
    specialOperatingHours: [{ date: '2027-12-25', open: false, selfServiceAvailable: true }],
  },
};

const city: SearchLocation = {
  id: 'rvk',
  title: 'Reykjavík office',
  pickup: true,
  return: true,
  hours: {
    operatingHoursLowSeason: {
      isSameHoursAllDays: false,
      dailyHours: {
        monday: { from: '08:00', to: '17:00' },
        tuesday: { from: '08:00', to: '17:00' },
        wednesday: { from: '08:00', to: '17:00' },
        thursday: { from: '08:00', to: '17:00' },
        friday: { from: '08:00', to: '17:00' },
        saturday: { from: '10:00', to: '14:00' },
        sunday: null,
      },
    },
    operatingHoursHighSeason: { isSameHoursAllDays: true, allDaysHours: { from: '08:00', to: '20:00' } },
    specialOperatingHours: [{ date: '2027-03-17', open: false }],
  },
};

const rules: SearchRules = {
  locations: [airport, city],
  highSeason: { start: { day: 1, month: 6 }, end: { day: 31, month: 8 } },
  selfService: true,
  offsetDays: 0,
};

const today = '2027-03-10';

function searchWith(changes: Partial<BookingSearch>): BookingSearch {
  return { ...emptySearch(rules), ...changes };
}

describe('a new search', () => {
  it('starts at the first pickup place, returned there, without dates, at 12:00', () => {
    expect(emptySearch(rules)).toEqual({
      pickupLocationId: 'kef',
      pickupLocationIndex: 0,
      pickupLocationTitle: 'Keflavík Airport',
      returnLocationId: 'kef',
      returnLocationIndex: 0,
      returnLocationTitle: 'Keflavík Airport',
      pickupDate: null,
      pickupTime: '12:00',
      returnDate: null,
      returnTime: '12:00',
      promoCode: '',
      selfServiceOnly: false,
      refreshCount: 0,
    });
  });

  it('restores a kept search with titles of the page language and drops dates in the past', () => {
    const kept = searchWith({
      pickupLocationId: 'rvk',
      pickupLocationIndex: 7,
      pickupLocationTitle: 'Skrifstofa',
      pickupDate: '2027-03-12',
      returnDate: '2027-03-15',
    });
    expect(restoreSearch(kept, rules, today)).toMatchObject({
      pickupLocationIndex: 1,
      pickupLocationTitle: 'Reykjavík office',
      pickupDate: '2027-03-12',
    });
    expect(restoreSearch(kept, rules, '2027-03-13')).toMatchObject({ pickupDate: null, returnDate: null });
    expect(restoreSearch(searchWith({ pickupLocationId: 'gone' }), rules, today).pickupLocationId).toBe('kef');
  });

  it('is complete with both places and both dates', () => {
    expect(isSearchComplete(searchWith({ pickupDate: '2027-03-12' }))).toBe(false);
    expect(isSearchComplete(searchWith({ pickupDate: '2027-03-12', returnDate: '2027-03-15' }))).toBe(true);
  });
});

describe('which days the calendar offers (spec §5)', () => {
  it('disables days before today plus the offset', () => {
    expect(dayStatus('2027-03-09', 'pickup', emptySearch(rules), rules, today)).toBe('past');
    expect(dayStatus('2027-03-10', 'pickup', emptySearch(rules), rules, today)).toBe('available');
    expect(dayStatus('2027-03-11', 'pickup', emptySearch(rules), { ...rules, offsetDays: 2 }, today)).toBe('past');
  });

  it('disables pickups on a closed special day and on a weekday without hours', () => {
    const atCity = searchWith({ pickupLocationIndex: 1, pickupLocationId: 'rvk' });
    expect(dayStatus('2027-03-17', 'pickup', atCity, rules, today)).toBe('closed');
    expect(dayStatus('2027-03-14', 'pickup', atCity, rules, today)).toBe('closed'); // a Sunday
    expect(dayStatus('2027-03-15', 'pickup', atCity, rules, today)).toBe('available');
  });

  it('keeps a closed day with self-service open for pickups where the tenant offers self-service', () => {
    expect(dayStatus('2027-12-25', 'pickup', emptySearch(rules), rules, today)).toBe('available');
    expect(dayStatus('2027-12-25', 'pickup', emptySearch(rules), { ...rules, selfService: false }, today)).toBe(
      'closed',
    );
  });

  it('takes returns any day where returnAnytime is set, and only on open days elsewhere', () => {
    const backToCity = searchWith({ returnLocationIndex: 1, returnLocationId: 'rvk' });
    expect(dayStatus('2027-03-14', 'return', emptySearch(rules), rules, today)).toBe('available');
    expect(dayStatus('2027-03-14', 'return', backToCity, rules, today)).toBe('noReturns');
  });

  it('judges a click by what it would set', () => {
    expect(phaseOfClick({}, '2027-03-12')).toBe('pickup');
    expect(phaseOfClick({ pickup: '2027-03-12' }, '2027-03-15')).toBe('return');
    expect(phaseOfClick({ pickup: '2027-03-12' }, '2027-03-11')).toBe('pickup');
    expect(phaseOfClick({ pickup: '2027-03-12', return: '2027-03-15' }, '2027-03-20')).toBe('pickup');
  });
});

describe('times', () => {
  it('lists 30-minute pickup slots with the self-service ones flagged', () => {
    const slots = pickupTimeOptions(searchWith({ pickupDate: '2027-03-12' }), rules);
    expect(slots[0]).toEqual({ time: '00:00', selfService: true });
    expect(slots.find((slot) => slot.time === '05:00')).toEqual({ time: '05:00', selfService: false });
    expect(slots.find((slot) => slot.time === '23:30')).toEqual({ time: '23:30', selfService: true });
  });

  it('lists return times all day with returnAnytime, and nothing without a date', () => {
    expect(returnTimeOptions(searchWith({ returnDate: '2027-03-14' }), rules)).toHaveLength(48);
    expect(returnTimeOptions(emptySearch(rules), rules)).toEqual([]);
  });

  it('records a pickup time outside normal hours as self-service only', () => {
    const search = searchWith({ pickupDate: '2027-03-12' });
    expect(choosePickupTime(search, '02:00', rules).selfServiceOnly).toBe(true);
    expect(choosePickupTime(search, '09:00', rules).selfServiceOnly).toBe(false);
  });
});

describe('changing places (spec §4)', () => {
  it('clears the dates when the new pickup place is closed that day', () => {
    const search = searchWith({ pickupDate: '2027-03-17', returnDate: '2027-03-20' });
    const moved = choosePickupLocation(search, 1, rules);
    expect(moved).toMatchObject({ pickupLocationId: 'rvk', pickupDate: null, returnDate: null, refreshCount: 1 });
  });

  it('moves the pickup time to the first slot when the new place does not offer it', () => {
    const search = searchWith({ pickupDate: '2027-03-13', pickupTime: '16:00', returnDate: '2027-03-20' });
    const moved = choosePickupLocation(search, 1, rules); // Saturday 10:00-14:00
    expect(moved).toMatchObject({ pickupDate: '2027-03-13', pickupTime: '10:00', refreshCount: 1 });
  });

  it('keeps dates and time the new pickup place offers', () => {
    const search = searchWith({ pickupDate: '2027-03-15', pickupTime: '09:00', returnDate: '2027-03-20' });
    expect(choosePickupLocation(search, 1, rules)).toMatchObject({ pickupTime: '09:00', refreshCount: 0 });
  });

  it('clears the dates when the new return place is closed on the return date', () => {
    const search = searchWith({ pickupDate: '2027-03-12', returnDate: '2027-03-14' });
    expect(chooseReturnLocation(search, 1, rules)).toMatchObject({ returnDate: null, pickupDate: null });
  });

  it('resets the return time to 12:00 when the new return place does not take it', () => {
    const search = searchWith({ pickupDate: '2027-03-12', returnDate: '2027-03-15', returnTime: '22:00' });
    expect(chooseReturnLocation(search, 1, rules)).toMatchObject({ returnTime: '12:00', refreshCount: 1 });
  });

  it('refuses an index that is not a place', () => {
    expect(() => choosePickupLocation(emptySearch(rules), 5, rules)).toThrow(RangeError);
  });

  it('fits the times to newly chosen dates', () => {
    const atCity = choosePickupLocation(searchWith({ pickupTime: '08:00' }), 1, rules);
    const dated = chooseDates(
      { ...atCity, returnLocationIndex: 1, returnLocationId: 'rvk', returnTime: '19:00' },
      { pickup: '2027-03-13', return: '2027-03-15' },
      rules,
    );
    expect(dated).toMatchObject({ pickupTime: '10:00', returnTime: '12:00' });
  });
});
