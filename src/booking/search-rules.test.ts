import type { BookingSearch, SearchLocation } from './search';
import { airport, city, harbour, rules, today } from './testing/search-fixtures';
import {
  calendarDayStatus,
  dayStatus,
  defaultTime,
  emptySearch,
  isSearchComplete,
  onDatesChange,
  onPickupLocationChange,
  onPickupTimeChange,
  onReturnLocationChange,
  onReturnTimeChange,
  phaseOfClick,
  pickupTimeOptions,
  refusedDatesOf,
  restoreSearch,
  returnTimeOptions,
  withSelfServiceFlag,
} from './search-rules';

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

  it('restores a kept search with titles of the page language and drops dates that can no longer be chosen', () => {
    const kept = searchWith({
      pickupLocationId: 'rvk',
      pickupLocationIndex: 7,
      pickupLocationTitle: 'Skrifstofa',
      returnLocationId: 'rvk',
      pickupDate: '2027-03-12',
      returnDate: '2027-03-15',
    });
    expect(restoreSearch(kept, rules, today)).toMatchObject({
      pickupLocationIndex: 1,
      pickupLocationTitle: 'Reykjavík office',
      returnLocationIndex: 1,
      pickupDate: '2027-03-12',
      returnDate: '2027-03-15',
      refreshCount: 0,
    });
    expect(restoreSearch(kept, rules, '2027-03-13')).toMatchObject({
      pickupDate: null,
      returnDate: null,
      refreshCount: 1,
    });
    expect(restoreSearch(kept, { ...rules, offsetDays: 3 }, today)).toMatchObject({ pickupDate: null });
    // The city office is closed on Sundays: a kept return on a Sunday goes.
    expect(restoreSearch({ ...kept, returnDate: '2027-03-14' }, rules, today)).toMatchObject({ returnDate: null });
    expect(restoreSearch({ ...kept, returnDate: '2027-03-11' }, rules, today)).toMatchObject({ pickupDate: null });
    expect(restoreSearch(searchWith({ pickupLocationId: 'gone' }), rules, today).pickupLocationId).toBe('kef');
    expect(restoreSearch(null, rules, today)).toEqual(emptySearch(rules));
  });

  it('fits the kept times to the kept days', () => {
    const kept = searchWith({
      pickupLocationId: 'rvk',
      returnLocationId: 'rvk',
      pickupDate: '2027-03-13',
      pickupTime: '16:00',
      returnDate: '2027-03-15',
      returnTime: '19:00',
    });
    expect(restoreSearch(kept, rules, today)).toMatchObject({ pickupTime: '12:00', returnTime: '12:00' });
  });

  it('is complete with both places and both dates', () => {
    expect(isSearchComplete(searchWith({ pickupDate: '2027-03-12' }))).toBe(false);
    expect(isSearchComplete(searchWith({ pickupDate: '2027-03-12', returnDate: '2027-03-15' }))).toBe(true);
  });
});

describe('which days the calendar offers (spec §5)', () => {
  const status = (date: string, phase: 'pickup' | 'return', place: SearchLocation | undefined, over = rules) =>
    dayStatus(date, phase, place, over, today);

  it('disables days before today plus the offset, and says so', () => {
    expect(status('2027-03-09', 'pickup', airport)).toEqual({ status: 'past', reason: 'search.reason.past' });
    expect(status('2027-03-09', 'return', airport)).toEqual({ status: 'past', reason: 'search.reason.past' });
    expect(status('2027-03-10', 'pickup', airport)).toEqual({ status: 'available', reason: null });
    expect(status('2027-03-11', 'pickup', airport, { ...rules, offsetDays: 2 }).status).toBe('past');
    expect(status('2027-03-12', 'pickup', airport, { ...rules, offsetDays: 2 }).status).toBe('available');
  });

  it('judges only the past without a place', () => {
    expect(status('2027-03-14', 'pickup', undefined).status).toBe('available');
    expect(status('2027-03-01', 'return', undefined).status).toBe('past');
  });

  it('closes pickups on a closed special day, on a weekday without hours and on a day without slots', () => {
    expect(status('2027-03-17', 'pickup', city)).toEqual({
      status: 'closed',
      reason: 'search.reason.pickupClosedSpecialDay',
    });
    expect(status('2027-03-14', 'pickup', city)).toEqual({
      status: 'closed',
      reason: 'search.reason.pickupClosedWeekday',
    });
    expect(status('2027-03-18', 'pickup', harbour)).toEqual({
      status: 'closed',
      reason: 'search.reason.pickupNoTimes',
    });
    expect(status('2027-03-15', 'pickup', city).status).toBe('available');
  });

  it('keeps a closed day with self-service open for pickups only where the tenant offers self-service', () => {
    expect(status('2027-12-25', 'pickup', airport).status).toBe('available');
    expect(status('2027-12-25', 'pickup', airport, { ...rules, selfService: false })).toEqual({
      status: 'closed',
      reason: 'search.reason.pickupClosedSpecialDay',
    });
  });

  it('takes returns any day where returnAnytime is set, and only on open days elsewhere', () => {
    expect(status('2027-03-14', 'return', airport).status).toBe('available');
    expect(status('2027-12-25', 'return', airport).status).toBe('available');
    expect(status('2027-03-14', 'return', city)).toEqual({
      status: 'closed',
      reason: 'search.reason.returnClosedWeekday',
    });
    expect(status('2027-03-17', 'return', city)).toEqual({
      status: 'closed',
      reason: 'search.reason.returnClosedSpecialDay',
    });
  });

  it('uses the high-season hours inside the season', () => {
    // Sundays are closed at the city office in low season only.
    expect(status('2027-07-04', 'pickup', city).status).toBe('available');
    expect(status('2027-07-04', 'pickup', city, { ...rules, highSeason: undefined }).status).toBe('closed');
  });

  it('reads weekdays as Iceland days, whatever the time zone of the browser', () => {
    // 2027-03-14 and 2027-11-07 are Sundays on which New York changes its clocks; 2028-01-02 is a Sunday
    // after a year end; a Shanghai midnight is still the previous day in Iceland.
    for (const sunday of ['2027-03-14', '2027-11-07', '2028-01-02']) {
      expect(status(sunday, 'pickup', city).reason).toBe('search.reason.pickupClosedWeekday');
      expect(status(addDay(sunday), 'pickup', city).status).toBe('available');
    }
  });

  it('judges a click by what it would set', () => {
    expect(phaseOfClick({}, '2027-03-12')).toBe('pickup');
    expect(phaseOfClick({ pickup: '2027-03-12' }, '2027-03-15')).toBe('return');
    expect(phaseOfClick({ pickup: '2027-03-12' }, '2027-03-12')).toBe('return');
    expect(phaseOfClick({ pickup: '2027-03-12' }, '2027-03-11')).toBe('pickup');
    expect(phaseOfClick({ pickup: '2027-03-12', return: '2027-03-15' }, '2027-03-20')).toBe('pickup');
  });

  it('judges a calendar day at the place of its phase', () => {
    const toCity = searchWith({ returnLocationId: 'rvk', returnLocationIndex: 1 });
    // A Sunday: a pickup at the airport, but not a return to the city office.
    expect(calendarDayStatus('2027-03-14', {}, toCity, rules, today).status).toBe('available');
    expect(calendarDayStatus('2027-03-14', { pickup: '2027-03-12' }, toCity, rules, today).reason).toBe(
      'search.reason.returnClosedWeekday',
    );
  });
});

describe('times (spec §5)', () => {
  it('lists 30-minute pickup slots with the self-service ones flagged', () => {
    const slots = pickupTimeOptions(searchWith({ pickupDate: '2027-03-12' }), rules);
    expect(slots).toHaveLength(48);
    expect(slots[0]).toEqual({ time: '00:00', selfService: true });
    expect(slots.find((slot) => slot.time === '04:30')).toEqual({ time: '04:30', selfService: true });
    expect(slots.find((slot) => slot.time === '05:00')).toEqual({ time: '05:00', selfService: false });
    expect(slots.find((slot) => slot.time === '23:00')).toEqual({ time: '23:00', selfService: false });
    expect(slots.find((slot) => slot.time === '23:30')).toEqual({ time: '23:30', selfService: true });
  });

  it('offers no self-service slot when the tenant does not offer self-service', () => {
    const slots = pickupTimeOptions(searchWith({ pickupDate: '2027-03-12' }), { ...rules, selfService: false });
    expect(slots.every((slot) => !slot.selfService)).toBe(true);
    expect(slots[0]?.time).toBe('05:00');
  });

  it('lists return times all day with returnAnytime, the opening hours elsewhere, and nothing without a date', () => {
    const anytime = returnTimeOptions(searchWith({ returnDate: '2027-03-14' }), rules);
    expect(anytime).toHaveLength(48);
    expect(anytime[47]).toEqual({ time: '23:30', selfService: false });
    const toCity = searchWith({ returnLocationId: 'rvk', returnLocationIndex: 1, returnDate: '2027-03-13' });
    expect(returnTimeOptions(toCity, rules).map((slot) => slot.time)).toEqual([
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
    ]);
    expect(returnTimeOptions(emptySearch(rules), rules)).toEqual([]);
    expect(pickupTimeOptions(emptySearch(rules), rules)).toEqual([]);
  });

  it('starts a list at 12:00 when it offers it, else at its first time', () => {
    expect(
      defaultTime([
        { time: '11:30', selfService: false },
        { time: '12:00', selfService: false },
      ]),
    ).toBe('12:00');
    expect(defaultTime([{ time: '14:00', selfService: false }])).toBe('14:00');
    expect(defaultTime([])).toBeNull();
  });

  it('records a pickup time outside normal hours as self-service only', () => {
    const search = searchWith({ pickupDate: '2027-03-12' });
    expect(onPickupTimeChange(search, '02:00', rules).selfServiceOnly).toBe(true);
    expect(onPickupTimeChange(search, '09:00', rules).selfServiceOnly).toBe(false);
    expect(withSelfServiceFlag({ ...search, pickupTime: '23:30' }, rules).selfServiceOnly).toBe(true);
    // Christmas Day: closed, so any time there is self-service.
    expect(withSelfServiceFlag(searchWith({ pickupDate: '2027-12-25' }), rules).selfServiceOnly).toBe(true);
    expect(withSelfServiceFlag(searchWith({ selfServiceOnly: true }), rules).selfServiceOnly).toBe(false);
  });

  it('takes a return time as chosen', () => {
    expect(onReturnTimeChange(emptySearch(rules), '15:30').returnTime).toBe('15:30');
  });
});

describe('changing places (spec §4)', () => {
  it('takes the new pickup place', () => {
    expect(onPickupLocationChange(emptySearch(rules), city, rules)).toMatchObject({
      pickupLocationId: 'rvk',
      pickupLocationIndex: 1,
      pickupLocationTitle: 'Reykjavík office',
      refreshCount: 0,
    });
  });

  it('clears the dates when the pickup date is a closed special day at the new pickup place', () => {
    const search = searchWith({ pickupDate: '2027-03-17', returnDate: '2027-03-20' });
    expect(onPickupLocationChange(search, city, rules)).toMatchObject({
      pickupLocationId: 'rvk',
      pickupDate: null,
      returnDate: null,
      refreshCount: 1,
    });
  });

  it('clears the dates when the new pickup place cannot serve the pickup date for another reason', () => {
    const sunday = searchWith({ pickupDate: '2027-03-14', returnDate: '2027-03-20' });
    expect(onPickupLocationChange(sunday, city, rules)).toMatchObject({ pickupDate: null, returnDate: null });
    const noSlots = searchWith({ pickupDate: '2027-03-18', returnDate: '2027-03-20' });
    expect(onPickupLocationChange(noSlots, harbour, rules)).toMatchObject({ pickupDate: null, refreshCount: 1 });
  });

  it('moves the pickup time to the first available slot when the new place does not offer it', () => {
    const search = searchWith({ pickupDate: '2027-03-13', pickupTime: '16:00', returnDate: '2027-03-20' });
    expect(onPickupLocationChange(search, city, rules)).toMatchObject({
      pickupDate: '2027-03-13',
      pickupTime: '10:00', // Saturday 10:00-14:00
      refreshCount: 1,
    });
  });

  it('keeps dates and time the new pickup place offers', () => {
    const search = searchWith({ pickupDate: '2027-03-15', pickupTime: '09:00', returnDate: '2027-03-20' });
    expect(onPickupLocationChange(search, city, rules)).toEqual({
      ...search,
      pickupLocationId: 'rvk',
      pickupLocationIndex: 1,
      pickupLocationTitle: 'Reykjavík office',
    });
  });

  it('updates the self-service flag for the new place', () => {
    const selfService = onPickupTimeChange(searchWith({ pickupDate: '2027-03-15' }), '04:00', rules);
    expect(selfService.selfServiceOnly).toBe(true);
    // The city office has no self-service: the time goes to its first slot, in its normal hours.
    expect(onPickupLocationChange(selfService, city, rules)).toMatchObject({
      pickupTime: '08:00',
      selfServiceOnly: false,
    });
  });

  it('clears the dates when the new return place is closed on the return date', () => {
    const search = searchWith({ pickupDate: '2027-03-12', returnDate: '2027-03-14' });
    expect(onReturnLocationChange(search, city, rules)).toMatchObject({
      returnLocationId: 'rvk',
      returnLocationIndex: 1,
      returnDate: null,
      pickupDate: null,
      refreshCount: 1,
    });
    const holiday = searchWith({ pickupDate: '2027-03-12', returnDate: '2027-03-17' });
    expect(onReturnLocationChange(holiday, city, rules)).toMatchObject({ returnDate: null });
  });

  it('resets the return time to 12:00 when the new return place does not take it', () => {
    const search = searchWith({ pickupDate: '2027-03-12', returnDate: '2027-03-15', returnTime: '22:00' });
    expect(onReturnLocationChange(search, city, rules)).toMatchObject({ returnTime: '12:00', refreshCount: 1 });
  });

  it('keeps a return time the new return place takes', () => {
    const search = searchWith({ pickupDate: '2027-03-12', returnDate: '2027-03-15', returnTime: '16:30' });
    expect(onReturnLocationChange(search, city, rules)).toMatchObject({ returnTime: '16:30', refreshCount: 0 });
  });

  it('changes only the place when no dates are chosen', () => {
    expect(onReturnLocationChange(emptySearch(rules), city, rules)).toEqual({
      ...emptySearch(rules),
      returnLocationId: 'rvk',
      returnLocationIndex: 1,
      returnLocationTitle: 'Reykjavík office',
    });
  });

  it('refuses a place that is not one of the rules or does not serve that end of the trip', () => {
    expect(() => onPickupLocationChange(emptySearch(rules), { ...city, id: 'gone' }, rules)).toThrow(RangeError);
    expect(() => onReturnLocationChange(emptySearch(rules), harbour, rules)).toThrow(RangeError);
  });
});

describe('new dates', () => {
  it('fits the times to the new days: 12:00, else the first time offered', () => {
    const atCity = onPickupLocationChange(searchWith({ pickupTime: '08:00' }), city, rules);
    const dated = onDatesChange(
      { ...atCity, returnLocationIndex: 1, returnLocationId: 'rvk', returnTime: '19:00' },
      { pickup: '2027-03-13', return: '2027-03-15' },
      rules,
    );
    expect(dated).toMatchObject({ pickupDate: '2027-03-13', returnDate: '2027-03-15' });
    expect(dated).toMatchObject({ pickupTime: '12:00', returnTime: '12:00', refreshCount: 2 });
  });

  it('takes a pickup without a return, and keeps times the days offer', () => {
    const dated = onDatesChange(searchWith({ pickupTime: '09:30' }), { pickup: '2027-03-12' }, rules);
    expect(dated).toMatchObject({ pickupDate: '2027-03-12', returnDate: null, pickupTime: '09:30', refreshCount: 0 });
  });
});

function addDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

describe('refused dates (issue 30: a search link or a place change never drops dates silently)', () => {
  const linked = searchWith({
    pickupLocationId: 'kef',
    returnLocationId: 'rvk',
    pickupLocationIndex: -1,
    returnLocationIndex: -1,
    pickupDate: '2027-03-12',
    returnDate: '2027-03-14',
  });

  it('says which date a link proposed was refused, why, and the next return the place takes', () => {
    expect(restoreSearch(linked, rules, today)).toMatchObject({
      pickupDate: null,
      returnDate: null,
      refusedDates: {
        pickupDate: '2027-03-12',
        returnDate: '2027-03-14',
        phase: 'return',
        date: '2027-03-14',
        reason: 'search.reason.returnClosedWeekday',
        nextReturnDate: '2027-03-15',
      },
    });
    // A closed special day (the 17th) is skipped to the next open day.
    expect(restoreSearch({ ...linked, returnDate: '2027-03-17' }, rules, today).refusedDates).toMatchObject({
      reason: 'search.reason.returnClosedSpecialDay',
      nextReturnDate: '2027-03-18',
    });
  });

  it('names a refused pickup first, and lets days that have passed go quietly', () => {
    const sunday = { ...linked, pickupLocationId: 'rvk', pickupDate: '2027-03-14', returnDate: '2027-03-16' };
    expect(restoreSearch(sunday, rules, today).refusedDates).toMatchObject({
      phase: 'pickup',
      date: '2027-03-14',
      reason: 'search.reason.pickupClosedWeekday',
      nextReturnDate: null,
    });
    expect(restoreSearch(linked, rules, '2027-03-13').refusedDates).toBeUndefined();
  });

  it('is nothing for dates that can be chosen, or none', () => {
    expect(restoreSearch({ ...linked, returnDate: '2027-03-15' }, rules, today).refusedDates).toBeUndefined();
    expect(refusedDatesOf(emptySearch(rules), rules, today)).toBeNull();
  });

  it('says so when a new return place clears the dates, until new dates are chosen', () => {
    const cleared = onReturnLocationChange(
      searchWith({ pickupDate: '2027-03-12', returnDate: '2027-03-14' }),
      city,
      rules,
    );
    expect(cleared.refusedDates).toMatchObject({ phase: 'return', date: '2027-03-14', nextReturnDate: '2027-03-15' });
    expect(onDatesChange(cleared, { pickup: '2027-03-12', return: '2027-03-15' }, rules).refusedDates).toBeUndefined();
  });
});
